/**
 * A long gallery's slideshow loads its slides a window at a time from the gallery's set
 * (`GET /lightbox/set/{galleryId}`, docs/api.md), so it plays every image, not only the page the
 * view was rendered with. The answer's items are read for what a slide needs; nothing else.
 */
import { useEffect, useRef, useState } from 'react'

import type { Slide } from './slide'

/**
 * Where further slides come from: the set's address (any offset), how many images the set has in
 * all, and where the slides the show starts with stand in it.
 */
export type MoreSlides = { url: string; total: number; start: number }

/** The fields of the set endpoint's items that make a slide. */
type SetItem = {
  id: number
  title: string
  description: string | null
  src: string | null
  srcSet: { src: string; width: number }[]
  width: number
  height: number
  thumb: string | null
  href: string
  isEmbedVideo: boolean
  embed: Slide['embed'] | null
}

export function slideOf(item: SetItem): Slide | null {
  if (!item.src) return null
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    src: item.src,
    srcSet: item.srcSet.length ? item.srcSet.map((source) => `${source.src} ${source.width}w`).join(', ') : undefined,
    width: item.width,
    height: item.height,
    thumbSrc: item.thumb ?? item.src,
    href: item.href,
    isEmbedVideo: item.isEmbedVideo,
    embed: item.embed ?? undefined,
  }
}

/** Starts loading the next window this many slides before the end of what has arrived. */
const AHEAD = 5

/** The slides so far, and whether they are all of them; loads more as `current` nears the end. */
export function useMoreSlides(initial: Slide[], more: MoreSlides | undefined, current: number): { slides: Slide[]; complete: boolean } {
  const [slides, setSlides] = useState(initial)
  // Positions in the set read so far (a slide without a picture is skipped, not re-read).
  const [read, setRead] = useState(initial.length)
  const loading = useRef(false)
  const complete = !more || more.start + read >= more.total

  useEffect(() => {
    if (complete || loading.current || current < slides.length - AHEAD || !more) return
    loading.current = true
    const url = new URL(more.url, window.location.origin)
    url.searchParams.set('offset', String(more.start + read))
    fetch(url, { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<{ items: SetItem[] }>) : Promise.reject(new Error(String(response.status)))))
      .then(({ items }) => {
        const known = new Set(slides.map((slide) => slide.id))
        setSlides((previous) => [...previous, ...items.map(slideOf).filter((slide): slide is Slide => slide !== null && !known.has(slide.id))])
        // An empty window means the set shrank since the page was rendered: stop there.
        setRead((previous) => (items.length ? previous + items.length : more.total))
      })
      .catch(() => undefined)
      .finally(() => {
        loading.current = false
      })
  }, [complete, current, slides, read, more])

  return { slides, complete }
}
