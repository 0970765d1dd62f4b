'use client'

import * as Accordion from '@radix-ui/react-accordion'
import type { ReactNode } from 'react'

export type PanelItem = { id: string; title: string; content: ReactNode }

/**
 * Radix Accordion with every panel in the server HTML (`forceMount`; closed panels are hidden by
 * `[data-state='closed']` in widgets.css), keyboard (Enter, Space, arrows, Home, End) and ARIA
 * from Radix.
 */
export function AccordionWidget({ items, multiple, openFirst }: { items: PanelItem[]; multiple: boolean; openFirst: boolean }) {
  const first = openFirst && items[0] ? items[0].id : undefined
  const children = items.map((item) => (
    <Accordion.Item key={item.id} value={item.id} className="accordion__item">
      <Accordion.Header className="accordion__header">
        <Accordion.Trigger className="accordion__trigger">
          <span>{item.title}</span>
          <span aria-hidden="true" className="widget-chevron" />
        </Accordion.Trigger>
      </Accordion.Header>
      <Accordion.Content forceMount className="accordion__panel widget-panel">
        <div className="widget-panel__body">{item.content}</div>
      </Accordion.Content>
    </Accordion.Item>
  ))
  return multiple ? (
    <Accordion.Root type="multiple" defaultValue={first ? [first] : []} className="accordion">
      {children}
    </Accordion.Root>
  ) : (
    <Accordion.Root type="single" collapsible defaultValue={first} className="accordion">
      {children}
    </Accordion.Root>
  )
}
