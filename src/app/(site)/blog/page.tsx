import { PostCard } from '@/features/blog'
import { listPosts } from '@/features/blog/index.server'
import { pageMetadata } from '@/features/site'
import { getSite } from '@/features/site/index.server'

import { payloadInstance } from '../../payload.server'

export async function generateMetadata() {
  return pageMetadata({ site: await getSite(await payloadInstance()), title: 'Blog', path: '/blog' })
}

export default async function BlogPage() {
  const { posts } = await listPosts(await payloadInstance(), 1)
  return (
    <div className="page">
      <h1 className="page__title">Blog</h1>
      {posts.length ? (
        <div className="post-list">
          {posts.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </div>
      ) : (
        <p>No posts yet.</p>
      )}
    </div>
  )
}
