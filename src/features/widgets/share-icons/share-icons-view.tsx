import type { Payload } from 'payload'

import { getEnv } from '@/lib/env'
import type { ShareIconsBlock } from '@/payload-types'

import { WidgetSection } from '../widget-section'
import { ShareIcons } from './share-icons'
import { shareNetworks, type ShareNetwork } from './share-links'

/** The share block on a page: the page's own title, SEO description and address, and the block's keywords. */
export async function ShareIconsView({ payload, block, pageId, path }: { payload: Payload; block: ShareIconsBlock; pageId?: number; path: string }) {
  const page = pageId
    ? await payload.findByID({ collection: 'pages', id: pageId, depth: 0, select: { title: true, meta: true }, overrideAccess: false, draft: false, disableErrors: true })
    : null
  const networks = (block.networks ?? []).filter((network): network is ShareNetwork => (shareNetworks as readonly string[]).includes(network))
  if (!networks.length) return null
  const shared = {
    title: page?.meta?.title || page?.title || '',
    description: page?.meta?.description ?? null,
    keywords: block.keywords ?? null,
    url: `${getEnv().SERVER_URL}${path}`,
  }
  return (
    <WidgetSection id={block.id} className="share-icons-block">
      <ShareIcons page={shared} networks={networks} heading={block.heading} />
    </WidgetSection>
  )
}
