/**
 * The popup's sidebar (comments, e-commerce or share: one at a time, SPEC.md section 4), as a
 * yet-another-react-lightbox module around its controller: the image area narrows beside it, the
 * filmstrip keeps its place, and fullscreen and maximize take the sidebar along. Keys typed in
 * the sidebar stay there (arrow keys move the caret, not the image); Escape closes the popup.
 */
import { useEffect, useRef, type ReactNode } from 'react'
import { IconButton, MODULE_CONTROLLER, createModule, type ComponentProps, type PluginProps } from 'yet-another-react-lightbox'

import { CommentsPanel } from '../../comments/comments-panel'
import { EcommercePanel } from '../../shop/ecommerce-panel'
import { keepInside } from './info-panel'
import { usePopup, type Sidebar } from '../popup-context'
import { SharePanel } from './share-panel'

const titles: Record<Sidebar, string> = { comments: 'Comments', ecommerce: 'Buy this image', share: 'Share' }

const CloseSidebarIcon = () => (
  <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" className="yarl__icon">
    <path fill="currentColor" d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
  </svg>
)

function SidebarLayout({ children }: ComponentProps) {
  const { sidebar, setSidebar } = usePopup()
  const ref = useRef<HTMLElement>(null)
  // Opening a sidebar moves focus into it; the button that opened it gets it back on close.
  useEffect(() => {
    if (!sidebar) return
    const opener = document.activeElement as HTMLElement | null
    ref.current?.querySelector<HTMLElement>('h2')?.focus()
    return () => {
      if (opener?.isConnected) opener.focus()
    }
  }, [sidebar])

  let panel: ReactNode = null
  if (sidebar === 'comments') panel = <CommentsPanel />
  else if (sidebar === 'ecommerce') panel = <EcommercePanel />
  else if (sidebar === 'share') panel = <SharePanel />

  return (
    <div className="vitrine-popup__layout" data-sidebar={sidebar ?? undefined}>
      <div className="vitrine-popup__stage">{children}</div>
      <aside
        ref={ref}
        id="vitrine-popup-sidebar"
        className="vitrine-popup__sidebar"
        hidden={!sidebar}
        aria-label={sidebar ? titles[sidebar] : undefined}
        {...keepInside}
      >
        {sidebar && (
          <>
            <IconButton label={`Close ${titles[sidebar].toLowerCase()}`} icon={CloseSidebarIcon} className="vitrine-popup__sidebar-close" onClick={() => setSidebar(null)} />
            {panel}
          </>
        )}
      </aside>
    </div>
  )
}

/** The plugin that puts the sidebar beside the image area. */
export function SidebarPlugin({ addParent }: PluginProps) {
  addParent(MODULE_CONTROLLER, createModule('vitrine-sidebar', SidebarLayout))
}
