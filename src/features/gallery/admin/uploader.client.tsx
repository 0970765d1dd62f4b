'use client'
/**
 * Bulk upload: drop photos on the zone or choose them with the button. Each file gets a row with
 * a progress bar; three upload at a time. A file goes to the media library first (the server
 * checks its content, size and pixel count and refuses with its own sentence, storing nothing),
 * then becomes a gallery image at the end of the gallery with the same alt text, made from its
 * file name and edited on its card. Files upload side by side but join the gallery one after the
 * other in the order they were chosen, so the gallery ends in that order whichever finishes first.
 */
import { useRef, useState } from 'react'

import { altFromFileName } from './image-order'
import { isOk, refusalOf, sendJson, sendWithProgress } from './requests'
import type { AdminImage } from './types'

type Row = {
  key: number
  name: string
  progress: number
  state: 'waiting' | 'uploading' | 'saving' | 'done' | 'refused'
  message: string
}

const AT_ONCE = 3

type Job = { key: number; file: File; previous: Promise<void>; finish: () => void }

const stateText: Record<Row['state'], string> = {
  waiting: 'Waiting',
  uploading: 'Uploading',
  saving: 'Adding to the gallery',
  done: 'Added',
  refused: 'Refused',
}

let nextKey = 1

type Props = {
  api: string
  galleryId: number
  onAdded: (image: AdminImage) => void
  /** Every file of the batch is done or refused. */
  onSettled: () => void
}

export function Uploader({ api, galleryId, onAdded, onSettled }: Props) {
  const [rows, setRows] = useState<Row[]>([])
  const [over, setOver] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const queue = useRef<Job[]>([])
  const running = useRef(0)
  /** Settles when the last file chosen so far has joined the gallery (or was refused). */
  const lastTurn = useRef<Promise<void>>(Promise.resolve())

  const update = (key: number, change: Partial<Row>) => setRows((list) => list.map((row) => (row.key === key ? { ...row, ...change } : row)))

  async function uploadOne(job: Job) {
    try {
      await upload(job)
    } finally {
      // The next file's turn comes after this one's, refused or not.
      await job.previous
      job.finish()
    }
  }

  async function upload({ key, file, previous }: Job) {
    update(key, { state: 'uploading' })
    const alt = altFromFileName(file.name)
    const form = new FormData()
    form.append('file', file)
    form.append('_payload', JSON.stringify({ alt }))
    const media = await sendWithProgress('POST', `${api}/media?depth=0`, form, (fraction) => update(key, { progress: fraction }))
    if (!isOk(media)) {
      update(key, { state: 'refused', progress: 0, message: refusalOf(media, 'The server refused this file.') })
      return
    }
    const mediaId = (media.body as { doc?: { id?: number } }).doc?.id
    update(key, { state: 'saving', progress: 1 })
    await previous
    const created = await sendJson('POST', `${api}/gallery-images?depth=0`, { gallery: galleryId, alt, image: mediaId })
    if (!isOk(created)) {
      // The photo is of no use without its gallery image: it goes again.
      await sendJson('DELETE', `${api}/media/${mediaId}`)
      update(key, { state: 'refused', progress: 0, message: refusalOf(created, 'The photo was uploaded but could not be added to the gallery.') })
      return
    }
    update(key, { state: 'done', message: '' })
    onAdded((created.body as { doc: AdminImage }).doc)
  }

  function pump() {
    while (running.current < AT_ONCE && queue.current.length > 0) {
      const next = queue.current.shift()
      if (!next) break
      running.current += 1
      void uploadOne(next).finally(() => {
        running.current -= 1
        pump()
        if (running.current === 0 && queue.current.length === 0) onSettled()
      })
    }
  }

  function add(files: FileList | null) {
    if (!files || files.length === 0) return
    const added = Array.from(files).map((file): Job => {
      const previous = lastTurn.current
      let finish = () => {}
      lastTurn.current = new Promise<void>((resolve) => {
        finish = resolve
      })
      return { key: nextKey++, file, previous, finish }
    })
    setRows((list) => [
      // Finished rows of an earlier batch make room; refusals stay until dismissed.
      ...list.filter((row) => row.state !== 'done'),
      ...added.map(({ key, file }) => ({ key, name: file.name, progress: 0, state: 'waiting' as const, message: '' })),
    ])
    queue.current.push(...added)
    pump()
  }

  const done = rows.filter((row) => row.state === 'done').length
  const refused = rows.filter((row) => row.state === 'refused').length
  const busy = rows.some((row) => row.state === 'waiting' || row.state === 'uploading' || row.state === 'saving')

  return (
    <div className="vg-upload">
      <div
        className={`vg-upload__zone${over ? ' vg-upload__zone--over' : ''}`}
        onDragOver={(event) => {
          if (!event.dataTransfer.types.includes('Files')) return
          event.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          if (!event.dataTransfer.files.length) return
          event.preventDefault()
          setOver(false)
          add(event.dataTransfer.files)
        }}
      >
        <p>Drop photos here to add them at the end of the gallery, or</p>
        <button type="button" className="vg-button vg-button--primary" onClick={() => input.current?.click()}>
          Choose photos…
        </button>
        <input
          ref={input}
          className="vg-upload__input"
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          aria-label="Choose photos to add"
          tabIndex={-1}
          onChange={(event) => {
            add(event.target.files)
            event.target.value = ''
          }}
        />
        <p className="vg-upload__rules">JPEG, PNG, WebP, AVIF or GIF. The alt text is made from the file name: change it on the photo’s card.</p>
      </div>
      {rows.length > 0 && (
        <div className="vg-upload__list">
          <p role="status" className="vg-upload__summary">
            {busy ? `Uploading: ${done} of ${rows.length} added` : `${done} added`}
            {refused > 0 ? `, ${refused} refused` : ''}.
          </p>
          <ul>
            {rows.map((row) => (
              <li key={row.key} className={`vg-upload__row vg-upload__row--${row.state}`} data-upload-state={row.state}>
                <span className="vg-upload__name">{row.name}</span>
                <progress max={1} value={row.state === 'refused' ? 0 : row.progress} aria-label={`Upload of ${row.name}`} />
                <span className="vg-upload__state">{stateText[row.state]}</span>
                {row.message && (
                  <p className="vg-upload__message" role="alert">
                    {row.name}: {row.message}
                  </p>
                )}
              </li>
            ))}
          </ul>
          {!busy && (
            <button type="button" className="vg-button" onClick={() => setRows([])}>
              Clear this list
            </button>
          )}
        </div>
      )}
    </div>
  )
}
