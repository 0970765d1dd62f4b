import { RichText } from '@payloadcms/richtext-lexical/react'

import type { TogglesBlock } from '@/payload-types'

import { WidgetSection } from '../widget-section'
import { LazyToggles } from '../lazy-widgets.client'

export function TogglesView({ block }: { block: TogglesBlock }) {
  const items = (block.items ?? []).map((item, index) => ({
    id: item.id ?? `toggle-${index}`,
    title: item.title,
    open: Boolean(item.open),
    content: <RichText data={item.content} className="prose" />,
  }))
  return (
    <WidgetSection id={block.id} heading={block.heading} className="toggles-block">
      <LazyToggles items={items} />
    </WidgetSection>
  )
}
