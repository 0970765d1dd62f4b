/** The share sidebar: the image's own page by network, e-mail, copied link or the device's share sheet. */
import { useState } from 'react'

import { usePopup } from '../popup-context'
import { shareTargets } from '../../links/share-links'

export function SharePanel() {
  const { itemAt, current } = usePopup()
  const item = itemAt(current)
  const [copied, setCopied] = useState('')
  if (!item) return null
  const origin = typeof window === 'undefined' ? '' : window.location.origin
  const url = `${origin}${item.href}`
  const image = item.src ? new URL(item.src, origin || 'http://localhost').toString() : null
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function'

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setCopied('The link is copied.')
    } catch {
      setCopied('Your browser did not allow copying: select the address above and copy it.')
    }
  }

  return (
    <div className="vitrine-share">
      <h2 className="vitrine-sidebar__title" tabIndex={-1}>Share “{item.title}”</h2>
      <label className="vitrine-share__address">
        <span>Link to this image</span>
        <input type="text" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      </label>
      <p className="vitrine-share__actions">
        <button type="button" className="button" onClick={copy}>
          Copy link
        </button>
        {canShare && (
          <button
            type="button"
            className="button"
            onClick={() => navigator.share({ url, title: item.title, text: item.description ?? undefined }).catch(() => undefined)}
          >
            More ways to share…
          </button>
        )}
      </p>
      <p className="vitrine-share__status" role="status">
        {copied}
      </p>
      <ul className="vitrine-share__targets">
        {shareTargets({ url, title: item.title, description: item.description, image }).map((target) => (
          <li key={target.name}>
            <a href={target.href} target="_blank" rel="noopener noreferrer">
              {target.name === 'E-mail' ? 'Send by e-mail' : `Share on ${target.name}`}
              {target.name !== 'E-mail' && <span className="visually-hidden"> (opens in a new tab)</span>}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
