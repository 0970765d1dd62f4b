'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

/**
 * Opens and closes the navigation on small screens. Without JavaScript the menu is simply shown
 * (header.css folds it only under `scripting: enabled`). The open menu closes when a link in
 * it is chosen (and on any other navigation), on Escape, on a tap outside the header and when
 * keyboard focus leaves the header; Escape and a tap on nothing focusable return focus here.
 */
export function MenuToggle({ controls, header }: { controls: string; header: string }) {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const pathname = usePathname()

  // A new page (a menu link, the back button) starts with the menu closed. Adjusted while
  // rendering, not in an effect: an effect on the first render would run after hydration and
  // close a menu the visitor had already opened on a slow device.
  const [pathnameShown, setPathnameShown] = useState(pathname)
  if (pathnameShown !== pathname) {
    setPathnameShown(pathname)
    setOpen(false)
  }

  useEffect(() => {
    document.getElementById(controls)?.toggleAttribute('data-open', open)
  }, [controls, open])

  useEffect(() => {
    if (!open) return
    const nav = document.getElementById(controls)
    const headerElement = document.getElementById(header)
    if (!nav || !headerElement) return
    const focusToggle = () => button.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      focusToggle()
    }
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element
      if (nav.contains(target) && target.closest('a')) return setOpen(false)
      if (headerElement.contains(target)) return
      setOpen(false)
      // The tap landed on nothing focusable (or focus was in the menu, now hidden): back here.
      const active = document.activeElement
      if (!active || active === document.body || nav.contains(active)) focusToggle()
    }
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null
      if (next && !headerElement.contains(next)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('click', onClick)
    headerElement.addEventListener('focusout', onFocusOut)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('click', onClick)
      headerElement.removeEventListener('focusout', onFocusOut)
    }
  }, [controls, header, open])

  return (
    <button
      ref={button}
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
