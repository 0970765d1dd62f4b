import { RichText } from '@payloadcms/richtext-lexical/react'
import { notFound } from 'next/navigation'

import { PostDate } from '@/features/blog'
import { getPostBySlug } from '@/features/blog/index.server'
import { Picture } from '@/features/media'
import { pageMetadata } from '@/features/site'
import { getSite } from '@/features/site/index.server'
import { PostCommentsSection } from '@/features/post-comments/index.server'
import { PostWidgets } from '@/features/widgets/index.server'

import { payloadInstance } from '../../../payload.server'

type Props = { params: Promise<{ slug: string }> }

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props) {
  const { slug } = await params
  const payload = await payloadInstance()
  const [site, post] = await Promise.all([getSite(payload), getPostBySlug(payload, slug)])
  if (!post) return { title: `Post not found · ${site.title}` }
  return pageMetadata({
    site,
    title: post.meta?.title || post.title,
    description: post.meta?.description || post.excerpt,
    image: post.meta?.image || post.featuredImage,
    path: `/blog/${slug}`,
    type: 'article',
  })
}

export default async function PostPage({ params }: Props) {
  const { slug } = await params
  const payload = await payloadInstance()
  const post = await getPostBySlug(payload, slug)
  if (!post) notFound()
  const image = typeof post.featuredImage === 'object' ? post.featuredImage : null
  const categories = (post.categories ?? []).filter((c) => typeof c === 'object')
  return (
    <article className="page post">
      <header className="post__header">
        <p className="post__back">
          <a href="/blog">← All posts</a>
        </p>
        <h1 className="page__title">{post.title}</h1>
        <PostDate value={post.publishedAt} />
        {categories.length > 0 && <p className="post__categories">{categories.map((c) => c.title).join(', ')}</p>}
      </header>
      {image && <Picture media={image} alt={image.alt} sizes="(max-width: 800px) 100vw, 800px" priority className="post__image" />}
      {post.content && <RichText data={post.content} className="prose" />}
      <PostWidgets payload={payload} post={post}>
        <PostCommentsSection payload={payload} post={post} />
      </PostWidgets>
    </article>
  )
}
