import type { Payload } from 'payload'

import type { Page } from '@/payload-types'

import { GalleryView, type GallerySource } from '../gallery-view'
import type { GalleryQuery } from '../url-state'

type GalleryData = Extract<NonNullable<Page['layout']>[number], { blockType: 'gallery' }>

type Props = { payload: Payload; block: GalleryData; viewIndex: number; path: string; galleryQuery: GalleryQuery | null }

/**
 * A gallery or album embedded in a page, in the view the editor chose. Several can sit on one
 * page: each has its own view index, so each keeps its own page, search and sort in the URL.
 */
export async function GalleryBlockView({ payload, block, viewIndex, path, galleryQuery }: Props) {
  const source = block.source
  if (!source || typeof source.value !== 'object') return null
  const headingId = `gallery-${viewIndex}-heading`
  return (
    <section className="gallery-block" aria-labelledby={headingId}>
      <h2 id={headingId} className="gallery-block__heading">
        {block.heading || source.value.name}
      </h2>
      <GalleryView
        payload={payload}
        source={source as GallerySource}
        viewIndex={viewIndex}
        path={path}
        query={galleryQuery}
        blockView={block.view}
        headingLevel={3}
      />
    </section>
  )
}
