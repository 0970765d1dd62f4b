import { Picture } from '@/features/media'
import type { Post } from '@/payload-types'
import { PostDate } from './post-date'

export function PostCard({ post }: { post: Post }) {
  const image = typeof post.featuredImage === 'object' ? post.featuredImage : null
  return (
    <article className="post-card">
      {image && <Picture media={image} alt="" sizes="(max-width: 640px) 100vw, 320px" />}
      <div>
        <h2 className="post-card__title">
          <a href={`/blog/${post.slug}`}>{post.title}</a>
        </h2>
        <PostDate value={post.publishedAt} />
        {post.excerpt && <p>{post.excerpt}</p>}
      </div>
    </article>
  )
}
