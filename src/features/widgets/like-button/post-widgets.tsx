import type { Payload } from 'payload'
import type { ReactNode } from 'react'

import { getEnv } from '@/lib/env'
import type { Post } from '@/payload-types'

import { PostTabsView } from '../post-tabs/post-tabs-view'
import { ShareIcons } from '../share-icons/share-icons'
import { shareNetworks } from '../share-icons/share-links'
import { LazyLikeButton } from '../lazy-widgets.client'
import '../widgets.css'

/**
 * Under a blog post: its like button and share links, then `children` (the post's comments), then
 * related, popular and recent posts.
 */
export async function PostWidgets({ payload, post, children }: { payload: Payload; post: Post; children?: ReactNode }) {
  const page = {
    title: post.meta?.title || post.title,
    url: `${getEnv().SERVER_URL}/blog/${post.slug}`,
    keywords: (post.tags ?? []).join(', '),
    description: post.meta?.description || post.excerpt,
  }
  return (
    <>
      <div className="post-actions">
        <LazyLikeButton postId={post.id} initialCount={post.likeCount ?? 0} />
        <ShareIcons page={page} networks={[...shareNetworks]} heading="Share this post" />
      </div>
      {children}
      <PostTabsView payload={payload} id="post-more" heading="More from the blog" limit={4} post={post} />
    </>
  )
}
