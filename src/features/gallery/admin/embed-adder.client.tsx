'use client'
/**
 * Adds a video or post by its address. While the editor types, the address is recognised in the
 * browser (the embeds feature's providers.ts, the same check the server runs) and the preview
 * names the provider and kind, or says why it cannot be embedded. Once saved, the server's job
 * fetches the item's picture (src/features/embeds): the new card shows "being fetched", then
 * the picture.
 */
import { useId, useState } from 'react'

import { embedUrlProblem, providerNames, recognizeEmbed } from '@/features/embeds'

import { isOk, refusalOf, sendJson } from './requests'
import type { AdminImage } from './types'

const kindWord = { VIDEO: 'video', IMAGE: 'photo', POST: 'post' } as const

export function EmbedAdder({ api, galleryId, onAdded }: { api: string; galleryId: number; onAdded: (image: AdminImage) => void }) {
  const [url, setUrl] = useState('')
  const [alt, setAlt] = useState('')
  const [note, setNote] = useState('')
  const [busy, setBusy] = useState(false)
  const id = useId()
  const embed = url.trim() ? recognizeEmbed(url) : null
  const problem = url.trim() ? embedUrlProblem(url) : null
  const suggested = embed ? `${providerNames[embed.provider]} ${kindWord[embed.kind]}` : ''

  async function add() {
    if (!embed || busy) return
    setBusy(true)
    const answer = await sendJson('POST', `${api}/gallery-images?depth=0`, { gallery: galleryId, alt: alt.trim() || suggested, embedUrl: url.trim() })
    setBusy(false)
    if (!isOk(answer)) {
      setNote(refusalOf(answer, 'The embed was not added.'))
      return
    }
    onAdded((answer.body as { doc: AdminImage }).doc)
    setNote(`Added at the end of the gallery. Its picture is being fetched from ${embed ? providerNames[embed.provider] : 'the provider'}.`)
    setUrl('')
    setAlt('')
  }

  return (
    <details className="vg-embed">
      <summary>Add a video or post by its address</summary>
      {/* Not a <form>: this sits inside the gallery's own form, and Enter must not save the gallery. */}
      <div
        className="vg-embed__form"
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return
          event.preventDefault()
          void add()
        }}
      >
        <label htmlFor={`${id}-url`}>Address (YouTube, Vimeo, Dailymotion, Flickr, Instagram, Facebook or Imgur)</label>
        <input id={`${id}-url`} type="url" value={url} onChange={(event) => setUrl(event.target.value)} placeholder="https://www.youtube.com/watch?v=…" aria-describedby={`${id}-preview`} />
        <p id={`${id}-preview`} className={`vg-embed__preview${problem ? ' vg-embed__preview--problem' : ''}`} aria-live="polite">
          {embed ? `Recognised: ${providerNames[embed.provider]} ${kindWord[embed.kind]} ${embed.id}.` : (problem ?? '')}
        </p>
        <label htmlFor={`${id}-alt`}>Title (alt text)</label>
        <input id={`${id}-alt`} value={alt} onChange={(event) => setAlt(event.target.value)} placeholder={suggested || 'What it shows'} maxLength={500} />
        <button type="button" className="vg-button vg-button--primary" disabled={!embed || busy} onClick={() => void add()}>
          Add to the gallery
        </button>
        <p role="status" className="vg-embed__note">
          {note}
        </p>
      </div>
    </details>
  )
}
