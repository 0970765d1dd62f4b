/**
 * The info panel over the image: its title and description, and the counters and rating the
 * settings turn on. Keys typed in it stay in it (the rating's arrow keys choose a star; they do
 * not change the image), except Escape, which closes the popup.
 */
import { useState, type KeyboardEvent, type PointerEvent } from 'react'

import { formatCount } from './popup-controls'
import { usePopup } from '../popup-context'
import type { PopupItem } from '../popup-item'
import { postJson } from '../../post-json'

const rating = new Intl.NumberFormat('en', { maximumFractionDigits: 2 })

/** Keeps navigation keys and swipes inside a panel; Escape still reaches the popup. */
export const keepInside = {
  onKeyDown: (event: KeyboardEvent) => {
    if (event.key !== 'Escape') event.stopPropagation()
  },
  onPointerDown: (event: PointerEvent) => event.stopPropagation(),
}

export function InfoPanel() {
  const { settings, infoVisible, itemAt, current } = usePopup()
  const item = itemAt(current)
  if (!settings.info || !infoVisible || !item) return null
  const counters: string[] = []
  if (settings.hitCounter) counters.push(formatCount(item.hitCount, 'view', 'views'))
  if (settings.comments) counters.push(formatCount(item.commentCount, 'comment', 'comments'))
  return (
    <section id="vitrine-popup-info" className={`vitrine-popup__info vitrine-popup__info--${settings.controlsPosition === 'top' ? 'bottom' : 'top'}`} aria-label="About this image" {...keepInside}>
      <h2 className="vitrine-popup__title">{item.title}</h2>
      {item.description && <p className="vitrine-popup__description">{item.description}</p>}
      {counters.length > 0 && <p className="vitrine-popup__counters">{counters.join(' · ')}</p>}
      {settings.rating && <RatingControl key={item.id} item={item} />}
    </section>
  )
}

type RatingAnswer = { avgRating: number; rateCount: number; rate: number }

/** Five stars: the visitor's rating of this image, once per image (rating again changes it). */
export function RatingControl({ item }: { item: PopupItem }) {
  const { updateItem } = usePopup()
  const [mine, setMine] = useState<number | null>(null)
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const name = `vitrine-rating-${item.id}`

  const rate = async (value: number) => {
    setBusy(true)
    setMine(value)
    const result = await postJson<RatingAnswer>(`/lightbox/images/${item.id}/rating`, { rate: value })
    setBusy(false)
    if (!result.ok) {
      setMessage(result.message)
      return
    }
    updateItem({ ...item, avgRating: result.data.avgRating, rateCount: result.data.rateCount })
    setMessage(`Thank you: you rated this image ${result.data.rate} of 5.`)
  }

  const average = item.rateCount > 0 ? `Rated ${rating.format(item.avgRating)} of 5 (${formatCount(item.rateCount, 'vote', 'votes')})` : 'Not rated yet'
  return (
    <div className="vitrine-rating">
      <p className="vitrine-rating__average" data-testid="rating-average">
        {average}
      </p>
      <fieldset className="vitrine-rating__stars" disabled={busy}>
        <legend>Your rating</legend>
        {[1, 2, 3, 4, 5].map((value) => (
          <label key={value} className="vitrine-rating__star" data-on={mine !== null && value <= mine ? '' : undefined}>
            <input type="radio" name={name} value={value} checked={mine === value} onChange={() => rate(value)} />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">
              {value} {value === 1 ? 'star' : 'stars'}
            </span>
          </label>
        ))}
      </fieldset>
      <p className="vitrine-rating__message" role="status">
        {message}
      </p>
    </div>
  )
}
