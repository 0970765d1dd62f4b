'use client'
/**
 * One image of the gallery screen: its thumbnail, a drag handle (dnd-kit: mouse, touch and
 * keyboard), move earlier/later buttons, the alt text edited in place (saved on the gallery
 * image and on its photo in the media library, which share it), publish, details and delete.
 */
import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { useEffect, useState } from 'react'

import { providerNames, recognizeEmbed } from '@/features/embeds'

import { isOk, refusalOf, sendJson } from './requests'
import type { AdminImage } from './types'

type Props = {
  api: string
  image: AdminImage
  position: number
  total: number
  onChanged: (image: AdminImage) => void
  onDeleted: (id: number) => void
  onEdit: () => void
  onMove: (step: number) => void
}

/** Saves an alt text on the gallery image and, for a photo, on its media document. */
export async function saveAlt(api: string, image: AdminImage, alt: string): Promise<string | null> {
  const answer = await sendJson('PATCH', `${api}/gallery-images/${image.id}?depth=0`, { alt })
  if (!isOk(answer)) return refusalOf(answer, 'The alt text was not saved.')
  if (image.image && !image.embedUrl) {
    const media = await sendJson('PATCH', `${api}/media/${image.image}?depth=0`, { alt })
    if (!isOk(media)) return `Saved on the gallery image, not on the photo: ${refusalOf(media, 'the media library refused it.')}`
  }
  return null
}

function embedLabel(image: AdminImage): string | null {
  if (!image.embedUrl) return null
  const embed = recognizeEmbed(image.embedUrl)
  const what = embed ? `${providerNames[embed.provider]} ${embed.kind.toLowerCase()}` : 'Embed'
  if (image.embedStatus === 'pending') return `${what}, being fetched`
  if (image.embedStatus === 'failed') return `${what}: could not be fetched`
  return what
}

export function ImageCard({ api, image, position, total, onChanged, onDeleted, onEdit, onMove }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: image.id })
  const [alt, setAlt] = useState(image.alt)
  const [note, setNote] = useState('')
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState(false)
  useEffect(() => setAlt(image.alt), [image.alt])

  const name = image.alt || 'Untitled'
  const altId = `vg-alt-${image.id}`
  const embed = embedLabel(image)

  async function commitAlt() {
    const text = alt.trim()
    if (text === image.alt) return
    if (!text) {
      setAlt(image.alt)
      setNote('The alt text cannot be empty: it was put back.')
      return
    }
    setBusy(true)
    const problem = await saveAlt(api, image, text)
    setBusy(false)
    if (problem) {
      setNote(problem)
      return
    }
    setNote('Alt text saved.')
    onChanged({ ...image, alt: text })
  }

  async function togglePublished() {
    setBusy(true)
    const published = !image.published
    const answer = await sendJson('PATCH', `${api}/gallery-images/${image.id}?depth=0`, { published })
    setBusy(false)
    if (!isOk(answer)) {
      setNote(refusalOf(answer, 'Not saved.'))
      return
    }
    setNote(published ? 'Published: visitors see it.' : 'Unpublished: hidden from visitors.')
    onChanged({ ...image, published })
  }

  async function remove() {
    setBusy(true)
    const answer = await sendJson('DELETE', `${api}/gallery-images/${image.id}`)
    setBusy(false)
    if (!isOk(answer)) {
      setConfirming(false)
      setNote(refusalOf(answer, 'The image was not deleted.'))
      return
    }
    onDeleted(image.id)
  }

  return (
    <li
      ref={setNodeRef}
      className={`vg-card${isDragging ? ' vg-card--dragging' : ''}${image.published === false ? ' vg-card--hidden' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-image-id={image.id}
    >
      <div className="vg-card__picture">
        {image.thumbUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- the media library's own thumbnail, in the admin
          <img src={image.thumbUrl} alt="" loading="lazy" draggable={false} />
        ) : (
          <span className="vg-card__placeholder">{embed ?? 'No picture'}</span>
        )}
        <span className="vg-card__position" aria-hidden="true">
          {position}
        </span>
      </div>
      <div className="vg-card__tools">
        <button
          type="button"
          className="vg-card__handle"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Drag “${name}”, image ${position} of ${total}`}
          aria-describedby={`${attributes['aria-describedby']} vg-drag-hint`}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <button type="button" className="vg-card__icon" onClick={() => onMove(-1)} disabled={position === 1} aria-label={`Move “${name}” earlier`}>
          <span aria-hidden="true">←</span>
        </button>
        <button type="button" className="vg-card__icon" onClick={() => onMove(1)} disabled={position === total} aria-label={`Move “${name}” later`}>
          <span aria-hidden="true">→</span>
        </button>
      </div>
      <label className="vg-card__label" htmlFor={altId}>
        Alt text
      </label>
      <input
        id={altId}
        className="vg-card__alt"
        value={alt}
        maxLength={500}
        onChange={(event) => setAlt(event.target.value)}
        onBlur={() => void commitAlt()}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault()
            void commitAlt()
          }
          if (event.key === 'Escape') setAlt(image.alt)
        }}
        disabled={busy}
      />
      {embed && <p className="vg-card__meta">{embed}</p>}
      {image.published === false && <p className="vg-card__meta vg-card__meta--strong">Unpublished</p>}
      <div className="vg-card__actions">
        <button type="button" className="vg-button" onClick={onEdit} aria-label={`Details of “${name}”`}>
          Details
        </button>
        <button type="button" className="vg-button" onClick={() => void togglePublished()} disabled={busy} aria-label={`${image.published === false ? 'Publish' : 'Unpublish'} “${name}”`}>
          {image.published === false ? 'Publish' : 'Unpublish'}
        </button>
        {confirming ? (
          <>
            <button type="button" className="vg-button vg-button--danger" onClick={() => void remove()} disabled={busy} aria-label={`Delete “${name}” for good`}>
              Delete it
            </button>
            <button type="button" className="vg-button" onClick={() => setConfirming(false)}>
              Keep
            </button>
          </>
        ) : (
          <button type="button" className="vg-button" onClick={() => setConfirming(true)} aria-label={`Delete “${name}”`}>
            Delete
          </button>
        )}
      </div>
      <p className="vg-card__note" role="status">
        {note}
      </p>
    </li>
  )
}
