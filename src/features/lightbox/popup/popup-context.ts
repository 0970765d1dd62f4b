/**
 * What the popup's parts share (the toolbar's buttons, the info panel, the slides and the
 * sidebars all render inside yet-another-react-lightbox's tree, which React context reaches
 * through its portal).
 */
import { createContext, useContext } from 'react'

import type { PopupItem } from './popup-item'
import type { PopupSettings } from './popup-settings'

export type Sidebar = 'comments' | 'ecommerce' | 'share'

export type PopupState = {
  gallery: { id: number; slug: string; name: string }
  settings: PopupSettings
  total: number
  /** The image shown now, by its position in the set. */
  current: number
  /** The loaded image at a position of the set (undefined until its window arrives). */
  itemAt: (index: number) => PopupItem | undefined
  /** Replaces what the popup knows of one image (its counters after a rating, say). */
  updateItem: (item: PopupItem) => void
  infoVisible: boolean
  setInfoVisible: (visible: boolean) => void
  sidebar: Sidebar | null
  /** Opens one sidebar (closing any other), or closes it with null. */
  setSidebar: (sidebar: Sidebar | null) => void
  maximized: boolean
  setMaximized: (maximized: boolean) => void
  reducedMotion: boolean
  /** Stops the autoplay (a started video or post must not be moved on from). */
  pauseAutoplay: () => void
}

export const PopupContext = createContext<PopupState | null>(null)

export function usePopup(): PopupState {
  const state = useContext(PopupContext)
  if (!state) throw new Error('A popup part was rendered outside the popup.')
  return state
}

declare module 'yet-another-react-lightbox' {
  /** The popup's own buttons are named in sentences of their own ("Close comments", "Show info"). */
  interface Labels {
    [label: string]: string | undefined
  }
}
