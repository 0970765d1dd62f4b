/**
 * The popup's overlay and loading indicator, shown from the click until the first image can show
 * (SPEC.md section 4): page scrolling is off, and Escape gives up. Styled by the page's own
 * stylesheet (loading-overlay.css): on the first open it shows before the popup's has arrived.
 * It is drawn into the document's body, as the popup is: a page block skips its layout while off
 * screen (`content-visibility`, decision 047), which makes it the frame of a fixed layer inside it.
 */
import { useEffect } from 'react'
import { createPortal } from 'react-dom'

import './loading-overlay.css'

export function LoadingOverlay({ onCancel }: { onCancel?: () => void }) {
  useEffect(() => {
    document.body.classList.add('yarl__no_scroll')
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCancel?.()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.body.classList.remove('yarl__no_scroll')
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [onCancel])
  return createPortal(
    <div className="vitrine-popup-loading" role="dialog" aria-modal="true" aria-label="Photo viewer" aria-busy="true">
      <span className="vitrine-popup-loading__spinner" aria-hidden="true" />
      <span className="visually-hidden" role="status">
        Loading the photo
      </span>
    </div>,
    document.body,
  )
}
