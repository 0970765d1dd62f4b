import type { Block } from 'payload'

import { accordionBlock } from './accordion/accordion-block'
import { clientsCarouselBlock } from './clients-carousel/clients-carousel-block'
import { contentSliderBlock } from './content-slider/content-slider-block'
import { photoSetBlock } from './photo-set/photo-set-block'
import { pieChartBlock } from './pie-chart/pie-chart-block'
import { postTabsBlock } from './post-tabs/post-tabs-block'
import { scrollToTopBlock } from './scroll-to-top/scroll-to-top-block'
import { serviceTilesBlock } from './service-tiles/service-tiles-block'
import { shareIconsBlock } from './share-icons/share-icons-block'
import { tabsBlock } from './tabs/tabs-block'
import { togglesBlock } from './toggles/toggles-block'

/** The theme's widgets as page blocks, in the order the admin offers them. */
export const widgetBlocks: Block[] = [
  contentSliderBlock,
  serviceTilesBlock,
  accordionBlock,
  tabsBlock,
  togglesBlock,
  pieChartBlock,
  clientsCarouselBlock,
  postTabsBlock,
  photoSetBlock,
  shareIconsBlock,
  scrollToTopBlock,
]

export const widgetBlockSlugs = widgetBlocks.map((block) => block.slug)
