'use client'

import { useEffect, useRef, type ReactNode } from 'react'

import { edgeOffset, hoverEdge } from './hover-direction'

/**
 * The hover-direction effect on a list of tiles: each tile's overlay enters from the edge the
 * pointer came in by and leaves by the edge it went out by. The list and tiles are the server's
 * HTML (passed in as children); this only moves `[data-hover-overlay]` by inline transforms.
 * Keyboard focus shows the overlay through CSS (`:focus-within`), whatever the pointer did.
 */
export function HoverDirectionList({ className, children }: { className: string; children: ReactNode }) {
  const list = useRef<HTMLUListElement>(null)

  useEffect(() => {
    const tiles = Array.from(list.current?.querySelectorAll<HTMLElement>('[data-hover-tile]') ?? [])
    const cleanups = tiles.map((tile) => {
      const overlay = tile.querySelector<HTMLElement>('[data-hover-overlay]')
      if (!overlay) return () => {}
      const edgeOf = (event: MouseEvent) => hoverEdge(tile.getBoundingClientRect(), { x: event.clientX, y: event.clientY })
      const enter = (event: MouseEvent) => {
        const edge = edgeOf(event)
        tile.dataset.hoverFrom = edge
        delete tile.dataset.hoverTo
        // Jump to the edge without animating, then slide in from it.
        overlay.style.transition = 'none'
        overlay.style.transform = edgeOffset[edge]
        void overlay.offsetWidth
        overlay.style.transition = ''
        overlay.style.transform = 'translate(0, 0)'
      }
      const leave = (event: MouseEvent) => {
        const edge = edgeOf(event)
        tile.dataset.hoverTo = edge
        overlay.style.transform = edgeOffset[edge]
      }
      tile.addEventListener('mouseenter', enter)
      tile.addEventListener('mouseleave', leave)
      return () => {
        tile.removeEventListener('mouseenter', enter)
        tile.removeEventListener('mouseleave', leave)
      }
    })
    return () => cleanups.forEach((cleanup) => cleanup())
  }, [])

  return (
    <ul ref={list} className={className}>
      {children}
    </ul>
  )
}
