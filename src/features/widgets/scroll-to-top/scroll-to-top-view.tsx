import type { ScrollToTopBlock } from '@/payload-types'

import { LazyScrollToTop } from '../lazy-widgets.client'

export function ScrollToTopView({ block }: { block: ScrollToTopBlock }) {
  return <LazyScrollToTop label={block.label || 'Back to top'} />
}
