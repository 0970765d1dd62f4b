import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { Payload } from 'payload'
import type { CSSProperties } from 'react'

import { EMBED_HEIGHT_MAX, EmbeddedPlayer, embedDisplay, isEmbed, isLocalUrl } from '@/features/embeds'
import { ViewCounter } from '@/features/lightbox/index.server'
import { Picture } from '@/features/media'
import { galleryImagesAsServed } from '@/features/media/index.server'
import { pageMetadata } from '@/features/site'
import { getSite } from '@/features/site/index.server'
import { parseId } from '@/lib/ids'

import { DEFAULT_CONTAINER_WIDTH } from './layout/columns'
import { photoPosition } from './photo-position.server'
import { getGalleryBySlug, getGalleryImage, getGallerySettings } from './queries.server'
import { galleryHref, viewStateOf, type GalleryQuery } from './url-state'

/**
 * The photo page /galleries/{slug}/{imageId}: one photo, video or post, the popup's no-JavaScript
 * fallback and every image's canonical address. Previous, next and "n of N" follow the set the
 * visitor came from (view 0's search, tags and order in the address, rendered by the page's
 * dynamic twin, decision 008), else the gallery's own order.
 */

type Params = { payload: Payload; slug: string; imageId: string; query?: GalleryQuery | null }

async function load({ payload, slug, imageId }: Params) {
  // Only whole positive numbers the id column can hold are photo ids; anything else is not found.
  const id = parseId(imageId)
  if (id === null) return null
  const gallery = await getGalleryBySlug(payload, slug)
  if (!gallery) return null
  const image = await getGalleryImage(payload, gallery.id, id)
  if (!image) return null
  // Watermarked URLs for the picture and the Open Graph image when the gallery asks (decision 011).
  const [served] = await galleryImagesAsServed(payload, gallery, [image])
  return { gallery, image: served }
}

export async function photoPageMetadata(params: Params): Promise<Metadata> {
  const { payload, slug, imageId } = params
  const [site, found] = await Promise.all([getSite(payload), load(params)])
  if (!found) return { title: `Photo not found · ${site.title}` }
  return pageMetadata({
    site,
    title: `${found.image.alt} · ${found.gallery.name}`,
    description: found.image.description,
    image: found.image.image,
    path: `/galleries/${slug}/${imageId}`,
  })
}

export async function PhotoPageView(params: Params) {
  const found = await load(params)
  if (!found) notFound()
  const { gallery, image } = found
  const media = typeof image.image === 'object' ? image.image : null
  const settings = await getGallerySettings(params.payload)
  const state = viewStateOf(params.query, 0)
  const position = await photoPosition(params.payload, gallery, settings, image, state)
  const previous = position?.previous
  const next = position?.next
  const suffix = position?.query ?? ''
  const number = new Intl.NumberFormat('en')
  const display = embedDisplay(image)
  // An embed's picture is its local media copy; a remote thumbnail would contact the provider
  // before the visitor chose to, so embeds never fall back to one.
  const thumbUrl = isEmbed(image) ? (isLocalUrl(image.thumbUrl) ? image.thumbUrl : null) : image.thumbUrl
  const picture = media ? (
    <Picture media={media} alt={image.alt} sizes="(max-width: 1200px) 100vw, 1200px" preload className="photo__image" />
  ) : thumbUrl ? (
    <img src={thumbUrl} alt={image.alt} width={image.width ?? undefined} height={image.height ?? undefined} />
  ) : null
  return (
    <article className="page photo">
      <p className="photo__back">
        <a href={position?.query ? galleryHref(`/galleries/${gallery.slug}`, params.query, 0, { ...state, page: 1 }) : `/galleries/${gallery.slug}`}>
          ← {gallery.name}
          {position?.filtered ? ': search results' : ''}
        </a>
      </p>
      <figure className="photo__figure" style={media?.width && media.height ? ({ '--photo-ratio': media.width / media.height } as CSSProperties) : undefined}>
        {display.type === 'player' ? (
          <EmbeddedPlayer
            image={image}
            display={display}
            // The page's content width; a post is at most as tall as an embed frame may be.
            container={{ width: DEFAULT_CONTAINER_WIDTH, height: EMBED_HEIGHT_MAX }}
            sizes="(max-width: 1200px) 100vw, 1200px"
            priority
            variant="page"
          />
        ) : (
          picture ?? (display.type === 'unavailable' ? <p className="photo__unavailable">This video or post is not available at the moment.</p> : null)
        )}
        {display.type === 'link' && (
          <p className="photo__watch">
            <a href={display.href} rel="noopener noreferrer" aria-label={`Watch on ${display.providerName}: ${image.alt}`}>
              Watch on {display.providerName}
            </a>
          </p>
        )}
        <figcaption>
          <h1 className="photo__title">{image.alt}</h1>
          {image.description && <p>{image.description}</p>}
          {settings.enableHitCounter && <ViewCounter imageId={image.id} />}
        </figcaption>
      </figure>
      {position && (
        <p className="photo__position">
          Photo {number.format(position.number)} of {number.format(position.total)}
          {position.filtered ? ' found' : ''}
        </p>
      )}
      <nav className="photo__nav" aria-label="Photos">
        {previous ? (
          <a href={`/galleries/${gallery.slug}/${previous.id}${suffix}`} rel="prev">
            ← Previous<span className="visually-hidden">: {previous.alt}</span>
          </a>
        ) : (
          <span />
        )}
        {next && (
          <a href={`/galleries/${gallery.slug}/${next.id}${suffix}`} rel="next">
            Next<span className="visually-hidden">: {next.alt}</span> →
          </a>
        )}
      </nav>
    </article>
  )
}
