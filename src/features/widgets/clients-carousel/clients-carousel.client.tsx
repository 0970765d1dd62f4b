'use client'

import useEmblaCarousel from 'embla-carousel-react'
import { useCallback, useEffect, useState, type CSSProperties } from 'react'

import { carouselPagesPerScreen } from './carousel-pages'

export type ClientLogo = { id: string; name: string; url?: string | null; logo: { src: string; width: number; height: number } }

/**
 * Client logos on Embla, a page at a time. Embla adds no markup: the slides are the server's
 * HTML and their width per page comes from the stylesheet (5, or 3, 2, 1 on narrower screens),
 * so nothing moves when this hydrates. Previous/next move a page; the status says which page.
 * Until Embla has measured the carousel, the page count is the server's for each kind of screen,
 * the stylesheet showing the one that applies (carouselPagesPerScreen), so the status and the
 * controls do not change when the script arrives on a phone.
 */
export function ClientsCarousel({ label, clients, perPage }: { label: string; clients: ClientLogo[]; perPage: number }) {
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start', slidesToScroll: 'auto', containScroll: 'trimSnaps', watchFocus: true })
  const screens = carouselPagesPerScreen(clients.length, perPage)
  const [pages, setPages] = useState<number | null>(null)
  const [page, setPage] = useState(0)
  const [canPrevious, setCanPrevious] = useState(false)
  const [canNext, setCanNext] = useState(() => screens.some((screen) => screen.pages > 1))

  const update = useCallback(() => {
    if (!embla) return
    setPages(embla.scrollSnapList().length)
    setPage(embla.selectedScrollSnap())
    setCanPrevious(embla.canScrollPrev())
    setCanNext(embla.canScrollNext())
  }, [embla])

  useEffect(() => {
    if (!embla) return
    update()
    embla.on('select', update).on('reInit', update)
    return () => {
      embla.off('select', update).off('reInit', update)
    }
  }, [embla, update])

  return (
    <div className="clients-carousel" role="region" aria-roledescription="carousel" aria-label={label} style={{ '--per-page': perPage } as CSSProperties}>
      <div className="clients-carousel__viewport" ref={viewportRef}>
        <div className="clients-carousel__container">
          {clients.map((client, index) => {
            const logo = <img src={client.logo.src} alt={client.name} width={client.logo.width} height={client.logo.height} loading="lazy" decoding="async" draggable={false} />
            return (
              <div key={client.id} className="clients-carousel__slide" role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${clients.length}`}>
                {client.url ? <a href={client.url}>{logo}</a> : <span>{logo}</span>}
              </div>
            )
          })}
        </div>
      </div>
      {(pages === null ? screens.some((screen) => screen.pages > 1) : pages > 1) && (
        <div
          className="clients-carousel__controls"
          data-single={pages === null ? screens.filter((screen) => screen.pages <= 1).map((screen) => screen.screen).join(' ') || undefined : undefined}
        >
          {/* aria-disabled, not disabled: a button that disables itself under the keyboard would drop focus. */}
          <button type="button" className="clients-carousel__arrow" data-direction="previous" aria-label="Previous clients" aria-disabled={!canPrevious} onClick={() => embla?.scrollPrev()} />
          <p className="clients-carousel__status" aria-live="polite">
            Page {page + 1} of{' '}
            {pages ??
              screens.map((screen) => (
                <span key={screen.screen} className="clients-carousel__pages" data-screen={screen.screen}>
                  {screen.pages}
                </span>
              ))}
          </p>
          <button type="button" className="clients-carousel__arrow" data-direction="next" aria-label="Next clients" aria-disabled={!canNext} onClick={() => embla?.scrollNext()} />
        </div>
      )}
    </div>
  )
}
