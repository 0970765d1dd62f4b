import type { Metadata } from 'next'

import { getEnv } from '@/lib/env'
import type { Media, Site } from '@/payload-types'

type MetaInput = {
  site: Site
  title?: string | null
  description?: string | null
  image?: number | Media | null
  path: string
  type?: 'website' | 'article'
}

/** Title, description, canonical URL and Open Graph tags of a visitor page. */
export function pageMetadata({ site, title, description, image, path, type = 'website' }: MetaInput): Metadata {
  const url = `${getEnv().SERVER_URL}${path}`
  const fullTitle = title ? `${title} · ${site.title}` : site.title
  const text = description ?? site.description ?? undefined
  const picture = typeof image === 'object' && image ? image : undefined
  const ogImage = picture?.sizes?.large?.url ?? picture?.url
  return {
    title: fullTitle,
    description: text,
    alternates: { canonical: url },
    openGraph: {
      type,
      url,
      title: fullTitle,
      description: text,
      siteName: site.title,
      ...(ogImage
        ? {
            images: [
              {
                url: ogImage,
                width: picture?.sizes?.large?.width ?? picture?.width ?? undefined,
                height: picture?.sizes?.large?.height ?? picture?.height ?? undefined,
                alt: picture?.alt,
              },
            ],
          }
        : {}),
    },
    twitter: { card: ogImage ? 'summary_large_image' : 'summary', title: fullTitle, description: text },
  }
}
