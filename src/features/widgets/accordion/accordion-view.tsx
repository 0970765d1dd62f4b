import { RichText } from '@payloadcms/richtext-lexical/react'

import type { AccordionBlock } from '@/payload-types'

import { WidgetSection } from '../widget-section'
import { LazyAccordion } from '../lazy-widgets.client'

export function AccordionView({ block }: { block: AccordionBlock }) {
  const items = (block.items ?? []).map((item, index) => ({
    id: item.id ?? `section-${index}`,
    title: item.title,
    content: <RichText data={item.content} className="prose" />,
  }))
  return (
    <WidgetSection id={block.id} heading={block.heading} className="accordion-block">
      <LazyAccordion items={items} multiple={Boolean(block.allowMultiple)} openFirst={block.openFirst !== false} />
    </WidgetSection>
  )
}
