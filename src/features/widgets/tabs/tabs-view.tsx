import { RichText } from '@payloadcms/richtext-lexical/react'

import type { TabsBlock } from '@/payload-types'

import { WidgetSection } from '../widget-section'
import { LazyTabs } from '../lazy-widgets.client'

export function TabsView({ block }: { block: TabsBlock }) {
  const items = (block.items ?? []).map((item, index) => ({
    id: item.id ?? `tab-${index}`,
    label: item.label,
    content: <RichText data={item.content} className="prose" />,
  }))
  return (
    <WidgetSection id={block.id} heading={block.heading} className="tabs-block">
      <LazyTabs items={items} label={block.heading || 'Tabs'} />
    </WidgetSection>
  )
}
