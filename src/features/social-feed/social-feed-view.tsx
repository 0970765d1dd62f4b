import type { SocialFeedBlock } from '@/payload-types'

import { feedCount } from './feed-request'
import { LazySocialFeed } from './lazy-social-feed.client'

import './social-feed.css'

/**
 * A social feed block on a page (issue 14, item 3): a section named by its heading, holding the
 * space of its items so nothing below moves when they arrive. The items come from `POST
 * /social-feed` once the widget's code loads near the viewport; the page itself stays static and
 * cached, and carries none of the source's details.
 */
export function SocialFeedView({ block, pageId }: { block: SocialFeedBlock; pageId?: number }) {
  if (!pageId || !block.id) return null
  const headingId = `social-feed-${block.id}-heading`
  return (
    <section className="widget social-feed" aria-labelledby={headingId}>
      <h2 id={headingId} className="widget__heading">
        {block.heading || 'Latest posts'}
      </h2>
      <LazySocialFeed pageId={pageId} blockId={block.id} count={feedCount(block.count)} />
    </section>
  )
}
