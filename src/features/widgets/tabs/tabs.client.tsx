'use client'

import * as Tabs from '@radix-ui/react-tabs'
import type { ReactNode } from 'react'

export type TabItem = { id: string; label: string; content: ReactNode }

/**
 * Radix Tabs with every panel in the server HTML (`forceMount`; inactive panels are hidden by
 * `[data-state='inactive']` in widgets.css). Arrow keys move between tabs and select them,
 * Home and End jump to the ends, Tab moves into the panel.
 */
export function TabsWidget({ items, label, className }: { items: TabItem[]; label: string; className?: string }) {
  if (!items.length) return null
  return (
    <Tabs.Root defaultValue={items[0].id} className={`tabs ${className ?? ''}`}>
      <Tabs.List aria-label={label} className="tabs__list">
        {items.map((item) => (
          <Tabs.Trigger key={item.id} value={item.id} className="tabs__tab">
            {item.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {items.map((item) => (
        <Tabs.Content key={item.id} value={item.id} forceMount className="tabs__panel widget-panel">
          {item.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}
