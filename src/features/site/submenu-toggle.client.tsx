'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { flushSync } from 'react-dom'

/**
 * The disclosure button of a submenu (the WAI-ARIA disclosure navigation pattern): Enter or
 * Space opens and closes it, Arrow Down opens it and moves to its first link, Escape closes it
 * and returns focus here, and it closes when focus or a tap leaves its menu item.
 */
export function SubmenuToggle({ controls, label }: { controls: string; label: string }) {
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

  useLayoutEffect(() => {
    button.current?.closest('li')?.toggleAttribute('data-open', open)
  }, [open])

  useEffect(() => {
    const item = button.current?.closest('li')
    if (!open || !item) return
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return
      // The submenu closes first; a second Escape closes the whole menu on a phone.
      event.stopPropagation()
      setOpen(false)
      button.current?.focus()
    }
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null
      if (next && !item.contains(next)) setOpen(false)
    }
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element
      if (!item.contains(target) || target.closest('a')) setOpen(false)
    }
    item.addEventListener('keydown', onKey)
    item.addEventListener('focusout', onFocusOut)
    document.addEventListener('click', onClick)
    return () => {
      item.removeEventListener('keydown', onKey)
      item.removeEventListener('focusout', onFocusOut)
      document.removeEventListener('click', onClick)
    }
  }, [open])

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown') return
    event.preventDefault()
    flushSync(() => setOpen(true))
    document.getElementById(controls)?.querySelector('a')?.focus()
  }

  return (
    <button
      ref={button}
      type="button"
      className="submenu-toggle"
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => setOpen((value) => !value)}
      onKeyDown={onKeyDown}
    >
      <span className="visually-hidden">More in {label}</span>
      <span aria-hidden="true" className="submenu-toggle__icon" />
    </button>
  )
}
