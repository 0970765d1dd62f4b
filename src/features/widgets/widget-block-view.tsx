import type { Payload } from 'payload'

import type {
  AccordionBlock,
  ClientsCarouselBlock,
  ContentSliderBlock,
  PhotoSetBlock,
  PieChartsBlock,
  PostTabsBlock,
  ScrollToTopBlock,
  ServiceTilesBlock,
  ShareIconsBlock,
  TabsBlock,
  TogglesBlock,
} from '@/payload-types'

import { AccordionView } from './accordion/accordion-view'
import { widgetBlockSlugs } from './blocks'
import { ClientsCarouselView } from './clients-carousel/clients-carousel-view'
import { ContentSliderView } from './content-slider/content-slider-view'
import { PhotoSetView } from './photo-set/photo-set-view'
import { PieChartsView } from './pie-chart/pie-chart-view'
import { PostTabsView } from './post-tabs/post-tabs-view'
import { ScrollToTopView } from './scroll-to-top/scroll-to-top-view'
import { ServiceTilesView } from './service-tiles/service-tiles-view'
import { ShareIconsView } from './share-icons/share-icons-view'
import { TabsView } from './tabs/tabs-view'
import { TogglesView } from './toggles/toggles-view'
import './widgets.css'

export type WidgetBlock =
  | AccordionBlock
  | ClientsCarouselBlock
  | ContentSliderBlock
  | PhotoSetBlock
  | PieChartsBlock
  | PostTabsBlock
  | ScrollToTopBlock
  | ServiceTilesBlock
  | ShareIconsBlock
  | TabsBlock
  | TogglesBlock

export function isWidgetBlock(block: { blockType: string }): block is WidgetBlock {
  return widgetBlockSlugs.includes(block.blockType)
}

type Props = {
  payload: Payload
  block: WidgetBlock
  /** The page the block is on (for share links). */
  pageId?: number
  path: string
  /** The first block of the page: its pictures load at once. */
  priority: boolean
}

/** Renders one widget block: server HTML, with each widget's client code loaded on demand. */
export function WidgetBlockView({ payload, block, pageId, path, priority }: Props) {
  switch (block.blockType) {
    case 'accordion':
      return <AccordionView block={block} />
    case 'tabs':
      return <TabsView block={block} />
    case 'toggles':
      return <TogglesView block={block} />
    case 'contentSlider':
      return <ContentSliderView block={block} priority={priority} />
    case 'clientsCarousel':
      return <ClientsCarouselView block={block} />
    case 'pieCharts':
      return <PieChartsView block={block} />
    case 'serviceTiles':
      return <ServiceTilesView block={block} />
    case 'shareIcons':
      return <ShareIconsView payload={payload} block={block} pageId={pageId} path={path} />
    case 'postTabs':
      return <PostTabsView payload={payload} id={block.id} heading={block.heading} limit={block.limit ?? 4} />
    case 'photoSet':
      return <PhotoSetView block={block} />
    case 'scrollToTop':
      return <ScrollToTopView block={block} />
  }
}
