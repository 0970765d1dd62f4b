import type { ClientsCarouselBlock, Media } from '@/payload-types'

import { WidgetSection } from '../widget-section'
import { CAROUSEL_PER_PAGE } from './carousel-pages'
import type { ClientLogo } from './clients-carousel.client'
import { LazyClientsCarousel } from '../lazy-widgets.client'

export function toClientLogos(block: ClientsCarouselBlock): ClientLogo[] {
  return (block.clients ?? []).flatMap((client, index) => {
    const media = typeof client.logo === 'object' ? (client.logo as Media) : null
    const src = media?.sizes?.thumbnail?.url ?? media?.url
    if (!media || !src) return []
    const width = media.sizes?.thumbnail?.width ?? media.width ?? 200
    const height = media.sizes?.thumbnail?.height ?? media.height ?? 100
    return [{ id: client.id ?? `client-${index}`, name: client.name, url: client.url || null, logo: { src, width, height } }]
  })
}

export function ClientsCarouselView({ block }: { block: ClientsCarouselBlock }) {
  const clients = toClientLogos(block)
  if (!clients.length) return null
  return (
    <WidgetSection id={block.id} heading={block.heading} region={false} className="clients-carousel-block">
      <LazyClientsCarousel label={block.heading || 'Our clients'} clients={clients} perPage={block.perPage ?? CAROUSEL_PER_PAGE} />
    </WidgetSection>
  )
}
