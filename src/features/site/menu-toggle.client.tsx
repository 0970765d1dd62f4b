'use client'

import { useEffect, useState } from 'react'

/**
 * Opens and closes the navigation on small screens. Without JavaScript the menu is simply shown
 * (the `js-menu` class is only set once this has hydrated).
 */
export function MenuToggle({ controls }: { controls: string }) {
  const [open, setOpen] = useState(false)

  useEffect(() => {
    const nav = document.getElementById(controls)
    nav?.closest('header')?.classList.add('js-menu')
    nav?.toggleAttribute('data-open', open)
  }, [controls, open])

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  return (
    <button
      type="button"
      className="menu-toggle"
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => setOpen((value) => !value)}
    >
      <span aria-hidden="true" className="menu-toggle__icon" />
      Menu
    </button>
  )
}
