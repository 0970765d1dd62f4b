/**
 * The photo page's view counter: the page is cached, so the view is counted from the browser,
 * and the count shown after it. It does not wait for the page's scripts (which start when the
 * visitor first interacts, decision 043): a small inline script posts the view once the page
 * has loaded, as the popup does for the photos it shows (hits-client.ts), and writes the answer
 * into the line kept for it. Nothing shows when it cannot be counted, or without JavaScript.
 */
import { hitUrl } from './hits-client'

/** Counts one view (once more when the first post only fetched the visitor cookie) and shows the count. Self-contained: it runs as its own source text. */
export function countPhotoView(url: string, lineId: string): void {
  const post = () => fetch(url, { method: 'POST', credentials: 'same-origin', headers: { accept: 'application/json' } }).then((response) => response.json().then((body) => ({ ok: response.ok, body })))
  const show = (count: number) => {
    const line = document.getElementById(lineId)
    if (line) line.textContent = `${new Intl.NumberFormat('en').format(count)} ${count === 1 ? 'view' : 'views'}`
  }
  const start = () =>
    post()
      .then((answer) => (!answer.ok && answer.body && answer.body.code === 'lightbox_no_visitor' ? post() : answer))
      .then((answer) => {
        if (answer.ok && answer.body && typeof answer.body.hitCount === 'number') show(answer.body.hitCount)
      })
      .catch(() => undefined)
  if (document.readyState === 'complete') start()
  else addEventListener('load', start, { once: true })
}

const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

export function ViewCounter({ imageId }: { imageId: number }) {
  const lineId = `photo-views-${imageId}`
  return (
    <>
      {/* Filled by the script before React hydrates the page: React leaves what is inside alone. */}
      <p className="photo__views" id={lineId} aria-live="polite" dangerouslySetInnerHTML={{ __html: '' }} />
      <script dangerouslySetInnerHTML={{ __html: `(${countPhotoView.toString()})(${json(hitUrl(imageId))},${json(lineId)})` }} />
    </>
  )
}
