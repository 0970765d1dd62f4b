'use client'
/**
 * Previews of the gallery in each of its views, as a visitor's URL chooses one (`type_0={view}`,
 * url-state.ts), and of the albums that hold it (the album view lists galleries, so it is seen on
 * an album's page). They open in a new tab through the preview route (decision 039), so they show
 * the newest draft, published or not, with the preview bar; visitors keep the published gallery.
 */
import { useFormFields } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { defaultViewState, galleryHref } from '../url-state'
import { imageViews, viewLabel } from '../view-names'
import { isOk, sendJson } from './requests'

type Album = { id: number; name: string; slug: string; items?: { relationTo: string; value: number | { id: number } }[] }

export function GalleryPreviews({ api, galleryId }: { api: string; galleryId: number }) {
  const slug = useFormFields(([fields]) => fields.slug?.initialValue) as string | undefined
  const [albums, setAlbums] = useState<Album[]>([])

  useEffect(() => {
    void sendJson('GET', `${api}/albums?depth=0&pagination=false&select[name]=true&select[slug]=true&select[items]=true`).then((answer) => {
      if (!isOk(answer)) return
      const docs = (answer.body as { docs?: Album[] }).docs ?? []
      setAlbums(docs.filter((album) => album.items?.some((item) => item.relationTo === 'galleries' && (typeof item.value === 'object' ? item.value.id : item.value) === galleryId)))
    })
  }, [api, galleryId])

  if (!slug) return null
  const path = `/galleries/${slug}`
  const preview = (href: string) => `/preview?path=${encodeURIComponent(href)}`
  return (
    <nav className="vg-previews" aria-label="Preview the gallery">
      <span className="vg-previews__label">Preview the draft in each view:</span>
      <ul>
        {imageViews.map((view) => (
          <li key={view}>
            <a href={preview(galleryHref(path, null, 0, { ...defaultViewState, type: view }))} target="_blank" rel="noopener">
              {viewLabel(view)}
            </a>
          </li>
        ))}
        {albums.map((album) => (
          <li key={album.id}>
            <a href={preview(`/albums/${album.slug}`)} target="_blank" rel="noopener">
              album “{album.name}”
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
