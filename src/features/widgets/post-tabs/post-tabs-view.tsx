import type { Payload } from 'payload'

import { PostDate } from '@/features/blog'
import type { Post } from '@/payload-types'

import { LazyTabs } from '../lazy-widgets.client'
import { WidgetSection } from '../widget-section'
import { popularPosts, recentPosts, relatedPosts, type PostLink } from './post-lists.server'

function PostLinks({ posts }: { posts: PostLink[] }) {
  if (!posts.length) return <p className="post-links__empty">No posts here yet.</p>
  return (
    <ul className="post-links">
      {posts.map((post) => (
        <li key={post.id}>
          <a href={`/blog/${post.slug}`}>{post.title}</a>
          <span className="post-links__meta">
            <PostDate value={post.publishedAt} />
            <span>
              {' · '}
              {post.likeCount ?? 0} {post.likeCount === 1 ? 'like' : 'likes'}
            </span>
          </span>
        </li>
      ))}
    </ul>
  )
}

type Props = { payload: Payload; id?: string | null; heading?: string | null; limit: number; post?: Post }

/**
 * The related-posts tab switcher: related (shared categories and tags; on a post only), popular
 * (most liked) and recent. Every list is in the server HTML; the tabs are Radix (widgets/tabs).
 */
export async function PostTabsView({ payload, id, heading, limit, post }: Props) {
  const [related, popular, recent] = await Promise.all([
    post ? relatedPosts(payload, post, limit) : Promise.resolve([]),
    popularPosts(payload, limit, post?.id),
    recentPosts(payload, limit, post?.id),
  ])
  const items = [
    ...(post ? [{ id: 'related', label: 'Related', content: <PostLinks posts={related} /> }] : []),
    { id: 'popular', label: 'Popular', content: <PostLinks posts={popular} /> },
    { id: 'recent', label: 'Recent', content: <PostLinks posts={recent} /> },
  ]
  return (
    <WidgetSection id={id ?? 'post-tabs'} heading={heading} className="post-tabs-block">
      <LazyTabs items={items} label={heading || 'Posts'} className="post-tabs" />
    </WidgetSection>
  )
}
