'use client'

import * as Collapsible from '@radix-ui/react-collapsible'
import type { ReactNode } from 'react'

export type ToggleItem = { id: string; title: string; content: ReactNode; open: boolean }

/** Show/hide sections on Radix Collapsible, each on its own; content always in the HTML. */
export function TogglesWidget({ items }: { items: ToggleItem[] }) {
  return (
    <div className="toggles">
      {items.map((item) => (
        <Collapsible.Root key={item.id} defaultOpen={item.open} className="toggle">
          <h3 className="toggle__header">
            <Collapsible.Trigger className="toggle__trigger">
              <span aria-hidden="true" className="toggle__sign" />
              <span>{item.title}</span>
            </Collapsible.Trigger>
          </h3>
          <Collapsible.Content forceMount className="toggle__panel widget-panel">
            <div className="widget-panel__body">{item.content}</div>
          </Collapsible.Content>
        </Collapsible.Root>
      ))}
    </div>
  )
}
