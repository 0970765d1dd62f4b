/**
 * The popup's overlay and loading indicator, shown from the click until the first image can show
 * (SPEC.md section 4): page scrolling is off, and Escape gives up. Styled inline: on the first
 * open it shows before the popup's stylesheet has arrived.
 */
import { useEffect, type CSSProperties } from 'react'

const overlay: CSSProperties = {
  position: 'fixed',
  inset: 0,
  zIndex: 9999,
  display: 'grid',
  placeItems: 'center',
  background: 'rgba(0, 0, 0, 0.85)',
}
const spinner: CSSProperties = {
  width: 40,
  height: 40,
  borderRadius: '50%',
  border: '4px solid rgba(255, 255, 255, 0.3)',
  borderTopColor: '#fff',
  animation: 'vitrine-spin 1s linear infinite',
}

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
  return (
    <div className="vitrine-popup-loading" style={overlay} role="dialog" aria-modal="true" aria-label="Photo viewer" aria-busy="true">
      <style>{'@keyframes vitrine-spin{to{transform:rotate(360deg)}}@media (prefers-reduced-motion:reduce){.vitrine-popup-loading span{animation:none!important}}'}</style>
      <span style={spinner} aria-hidden="true" />
      <span className="visually-hidden" role="status">
        Loading the photo
      </span>
    </div>
  )
}
