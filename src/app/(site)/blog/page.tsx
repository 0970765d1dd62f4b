import { listPosts } from '@/features/blog/queries.server'
import { PostCard } from '@/features/blog/post-card'
import { pageMetadata } from '@/features/site/metadata'
import { getSite } from '@/features/site/queries.server'

export async function generateMetadata() {
  return pageMetadata({ site: await getSite(), title: 'Blog', path: '/blog' })
}

export default async function BlogPage() {
  const { posts } = await listPosts(1)
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
