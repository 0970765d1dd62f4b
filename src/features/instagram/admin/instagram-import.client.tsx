'use client'
/**
 * The Instagram import dialog on an Instagram gallery's screen (SPEC.md: admin bulk-embed dialog).
 * Its form posts `action=addInstagramGallery` to /api/admin-ajax; while the request runs the form
 * is hidden and a loader shown, and the answer is read by readImportAnswer (the spec's error
 * catalogue): an alert and the form again, the form again without a word, or the posts added.
 * With "in the background" the answer is empty and the dialog polls the gallery's import status.
 * The token is never shown: the dialog says whether one is saved.
 */
import { useConfig, useDocumentInfo, useForm, useFormFields } from '@payloadcms/ui'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { createPortal } from 'react-dom'

import { IMPORT_ACTION, type ImportedItem, readImportAnswer } from '../import-answer'

import './instagram-import.css'

type Status = { state?: string | null; done?: number | null; total?: number | null; message?: string | null; finishedAt?: string | null }

type Phase = { kind: 'form' } | { kind: 'loading'; status?: Status } | { kind: 'result'; items: ImportedItem[]; message: string }

const POLL_MS = 1000

export function InstagramImport() {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const api = `${config.serverURL ?? ''}${config.routes.api}`
  const { dispatchFields } = useForm()
  const saved = useFormFields(([fields]) => ({
    user: fields['instagram.user']?.value as string | null | undefined,
    token: fields['instagram.accessToken']?.value as string | null | undefined,
    wholePost: fields['instagram.wholePost']?.value as boolean | null | undefined,
    count: fields['instagram.autogalleryImageNumber']?.value as number | null | undefined,
    updateFlag: fields['instagram.updateFlag']?.value as string | null | undefined,
  }))
  const dialog = useRef<HTMLDialogElement>(null)
  const loader = useRef<HTMLDivElement>(null)
  const resultHeading = useRef<HTMLHeadingElement>(null)
  const firstField = useRef<HTMLInputElement>(null)
  const [phase, setPhase] = useState<Phase>({ kind: 'form' })
  const [tokenSaved, setTokenSaved] = useState(Boolean(saved.token))
  const uid = useId()
  const titleId = `${uid}-title`
  const tokenHelpId = `${uid}-token-help`

  // The dialog is rendered into <body>: a form inside the document's form would submit it.
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  useEffect(() => setTokenSaved(Boolean(saved.token)), [saved.token])

  const backToForm = useCallback(() => {
    setPhase({ kind: 'form' })
    requestAnimationFrame(() => firstField.current?.focus())
  }, [])

  const showResult = useCallback((items: ImportedItem[], message: string) => {
    setPhase({ kind: 'result', items, message })
    requestAnimationFrame(() => resultHeading.current?.focus())
    // The gallery screen's image list, when it listens, loads the new images.
    window.dispatchEvent(new CustomEvent('vitrine:gallery-images-changed', { detail: { galleryId: id } }))
  }, [id])

  async function readStatus(): Promise<Status | null> {
    const response = await fetch(`${api}/galleries/${id}?depth=0`, { credentials: 'include', cache: 'no-store' }).catch(() => null)
    if (!response?.ok) return null
    const doc = (await response.json().catch(() => null)) as { instagram?: { importStatus?: Status } } | null
    return doc?.instagram?.importStatus ?? null
  }

  async function latestImages(limit: number): Promise<ImportedItem[]> {
    const query = `where[gallery][equals]=${id}&where[embedUrl][like]=instagram.com&sort=-updatedAt&limit=${limit}&depth=0`
    const response = await fetch(`${api}/gallery-images?${query}`, { credentials: 'include', cache: 'no-store' }).catch(() => null)
    const body = response?.ok ? ((await response.json().catch(() => null)) as { docs?: ImportedItem[] } | null) : null
    return (body?.docs ?? []).map(({ id: imageId, alt, thumbUrl, filetype, embedUrl }) => ({ id: imageId, alt, thumbUrl: thumbUrl ?? null, filetype: filetype ?? '', embedUrl: embedUrl ?? '' }))
  }

  function updateStatusFields(status: Status) {
    for (const [name, value] of Object.entries(status)) dispatchFields({ type: 'UPDATE', path: `instagram.importStatus.${name}`, value })
  }

  async function poll() {
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS))
      const status = await readStatus()
      if (!status) continue
      setPhase({ kind: 'loading', status })
      if (status.state === 'running') continue
      updateStatusFields(status)
      if (status.state === 'failed') {
        window.alert(`Error: ${status.message ?? 'the import failed.'}`)
        backToForm()
      } else {
        showResult(await latestImages(Math.max(status.done ?? 0, 0)), status.message ?? 'Imported.')
      }
      return
    }
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // React passes events up through the portal: the document's own form must not see this one.
    event.stopPropagation()
    const data = new FormData(event.currentTarget)
    const fields = {
      action: IMPORT_ACTION,
      gallery_id: String(id ?? ''),
      instagram_user: String(data.get('instagram_user') ?? ''),
      instagram_access_token: String(data.get('instagram_access_token') ?? ''),
      whole_post: data.get('whole_post') ? '1' : '0',
      autogallery_image_number: String(data.get('autogallery_image_number') ?? ''),
      update_flag: String(data.get('update_flag') ?? 'none'),
      async: data.get('async') ? '1' : '0',
    }
    setPhase({ kind: 'loading' })
    requestAnimationFrame(() => loader.current?.focus())
    let text = ''
    try {
      const response = await fetch(`${api}/admin-ajax`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      })
      text = await response.text()
    } catch {
      text = ''
    }
    const action = readImportAnswer(text)
    if (action.kind === 'alert') {
      window.alert(action.message)
      backToForm()
      return
    }
    if (action.kind === 'hide-loader') {
      backToForm()
      return
    }
    // Saved on the gallery by the endpoint: the form shows the same, so a later save keeps them.
    dispatchFields({ type: 'UPDATE', path: 'instagram.user', value: fields.instagram_user.replace(/^@/, '') || null })
    dispatchFields({ type: 'UPDATE', path: 'instagram.wholePost', value: fields.whole_post === '1' })
    dispatchFields({ type: 'UPDATE', path: 'instagram.autogalleryImageNumber', value: Number(fields.autogallery_image_number) })
    dispatchFields({ type: 'UPDATE', path: 'instagram.updateFlag', value: fields.update_flag })
    if (fields.instagram_access_token) setTokenSaved(true)
    if (fields.async === '1') {
      await poll()
      return
    }
    const status = await readStatus()
    if (status) updateStatusFields(status)
    showResult(action.items, status?.message ?? `Added ${action.items.length} posts.`)
  }

  function open() {
    setPhase({ kind: 'form' })
    dialog.current?.showModal()
  }

  const busy = phase.kind === 'loading'
  const status = phase.kind === 'loading' ? phase.status : undefined
  const hasTotal = typeof status?.total === 'number' && status.total > 0

  return (
    <div className="instagram-import">
      <p className="instagram-import__intro">
        Import the newest posts of an Instagram account as this gallery’s images.{' '}
        {tokenSaved ? 'An access token is saved.' : 'No access token is saved yet.'}
      </p>
      <button type="button" className="btn btn--style-secondary btn--size-medium instagram-import__open" onClick={open} disabled={!id} aria-haspopup="dialog">
        Import from Instagram…
      </button>
      {!id && <p className="instagram-import__note">Save the gallery first.</p>}
      {mounted && createPortal(
      <dialog ref={dialog} className="instagram-import__dialog" aria-labelledby={titleId} onCancel={(event) => busy && event.preventDefault()}>
        <h2 id={titleId} className="instagram-import__title">
          Import from Instagram
        </h2>
        <form className="instagram-import__form" onSubmit={submit} hidden={phase.kind !== 'form'} noValidate={false}>
          <div className="instagram-import__field">
            <label htmlFor={`${uid}-user`}>Instagram user name</label>
            <input ref={firstField} id={`${uid}-user`} name="instagram_user" type="text" defaultValue={saved.user ?? ''} autoComplete="off" pattern="@?[A-Za-z0-9._]{1,30}" spellCheck={false} />
          </div>
          <div className="instagram-import__field">
            <label htmlFor={`${uid}-token`}>Access token</label>
            <input id={`${uid}-token`} name="instagram_access_token" type="password" autoComplete="off" spellCheck={false} aria-describedby={tokenHelpId} required={!tokenSaved} />
            <p id={tokenHelpId} className="instagram-import__help">
              {tokenSaved ? 'A token is saved (it is never shown). Leave this empty to keep it, or paste a new one.' : 'Paste the long-lived access token of the account (Instagram Graph API).'}
            </p>
          </div>
          <div className="instagram-import__field instagram-import__field--check">
            <input id={`${uid}-whole`} name="whole_post" type="checkbox" defaultChecked={Boolean(saved.wholePost)} />
            <label htmlFor={`${uid}-whole`}>Show each whole post (picture, caption and footer), not only its picture</label>
          </div>
          <div className="instagram-import__field">
            <label htmlFor={`${uid}-count`}>Number of newest posts</label>
            <input id={`${uid}-count`} name="autogallery_image_number" type="number" min={1} max={200} step={1} required defaultValue={saved.count ?? 12} />
          </div>
          <div className="instagram-import__field">
            <label htmlFor={`${uid}-update`}>Keep the gallery up to date</label>
            <select id={`${uid}-update`} name="update_flag" defaultValue={saved.updateFlag ?? 'none'}>
              <option value="none">No: import once</option>
              <option value="add">Add new posts</option>
              <option value="replace">Replace with the newest posts</option>
            </select>
          </div>
          <div className="instagram-import__field instagram-import__field--check">
            <input id={`${uid}-async`} name="async" type="checkbox" />
            <label htmlFor={`${uid}-async`}>Import in the background (for many posts: the dialog shows the progress)</label>
          </div>
          <div className="instagram-import__actions">
            <button type="submit" className="btn btn--style-primary btn--size-medium">
              Import
            </button>
            <button type="button" className="btn btn--style-secondary btn--size-medium" onClick={() => dialog.current?.close()}>
              Cancel
            </button>
          </div>
        </form>
        {phase.kind === 'loading' && (
          <div ref={loader} className="instagram-import__loader" role="status" tabIndex={-1}>
            <span className="instagram-import__spinner" aria-hidden="true" />
            <p>{status?.message ?? 'Importing from Instagram…'}</p>
            {hasTotal && (
              <>
                <progress className="instagram-import__progress" value={status?.done ?? 0} max={status?.total ?? 1} aria-label="Posts imported" />
                <p>
                  {status?.done ?? 0} of {status?.total} posts
                </p>
              </>
            )}
          </div>
        )}
        {phase.kind === 'result' && (
          <div className="instagram-import__result">
            <h3 ref={resultHeading} tabIndex={-1} className="instagram-import__result-title">
              {phase.message}
            </h3>
            {phase.items.length > 0 && (
              <ul className="instagram-import__items" aria-label="Images added">
                {phase.items.map((item) => (
                  <li key={item.id} className="instagram-import__item">
                    {/* The link's text names the image: the picture beside it is decorative. */}
                    <a href={`${config.routes.admin}/collections/gallery-images/${item.id}`}>
                      {item.thumbUrl && <img src={item.thumbUrl} alt="" width={96} height={96} loading="lazy" />}
                      <span>{item.alt}</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
            <div className="instagram-import__actions">
              <button type="button" className="btn btn--style-primary btn--size-medium" onClick={() => dialog.current?.close()}>
                Close
              </button>
              <button type="button" className="btn btn--style-secondary btn--size-medium" onClick={backToForm}>
                Import again
              </button>
            </div>
          </div>
        )}
      </dialog>,
      document.body,
      )}
    </div>
  )
}
