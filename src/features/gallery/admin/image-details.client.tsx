'use client'
/**
 * One image's details in a modal dialog (the browser's own <dialog>: focus moves in, Escape
 * closes, focus returns): title (alt text, shared with the photo), description, tags, price list
 * and its sections, published. Saved in one request; the server's refusal is shown as it words it.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { createPortal } from 'react-dom'

import { saveAlt } from './image-card.client'
import { isOk, refusalOf, sendJson } from './requests'
import type { AdminImage } from './types'

type Option = { id: number; label: string }
const sections = [
  { value: 'manual', label: 'Manual order' },
  { value: 'downloads', label: 'Downloads' },
  { value: 'options', label: 'Options' },
] as const

async function options(api: string, collection: string, labelField: string): Promise<Option[]> {
  const answer = await sendJson('GET', `${api}/${collection}?depth=0&pagination=false&sort=${labelField}&select[${labelField}]=true`)
  if (!isOk(answer)) return []
  return ((answer.body as { docs?: Record<string, unknown>[] }).docs ?? []).map((doc) => ({ id: Number(doc.id), label: String(doc[labelField] ?? doc.id) }))
}

type Props = { api: string; image: AdminImage; onClose: () => void; onSaved: (image: AdminImage) => void }

export function ImageDetails({ api, image, onClose, onSaved }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<Element | null>(null)
  const id = useId()
  const [alt, setAlt] = useState(image.alt)
  const [description, setDescription] = useState(image.description ?? '')
  const [tags, setTags] = useState<number[]>(image.tags ?? [])
  const [pricelist, setPricelist] = useState<number | null>(image.pricelist ?? null)
  const [chosenSections, setChosenSections] = useState<string[]>(image.pricelistSections ?? [])
  const [published, setPublished] = useState(image.published !== false)
  const [tagOptions, setTagOptions] = useState<Option[]>([])
  const [priceLists, setPriceLists] = useState<Option[]>([])
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    opener.current = document.activeElement
    dialog.current?.showModal()
    void options(api, 'gallery-tags', 'name').then(setTagOptions)
    void options(api, 'price-lists', 'title').then(setPriceLists)
    return () => {
      if (opener.current instanceof HTMLElement) opener.current.focus()
    }
  }, [api])

  async function save() {
    if (busy) return
    const text = alt.trim()
    if (!text) {
      setProblem('The title (alt text) cannot be empty.')
      return
    }
    setBusy(true)
    const data = { description, tags, pricelist, pricelistSections: chosenSections, published }
    const answer = await sendJson('PATCH', `${api}/gallery-images/${image.id}?depth=0`, data)
    const altProblem = isOk(answer) && text !== image.alt ? await saveAlt(api, image, text) : null
    setBusy(false)
    if (!isOk(answer)) return setProblem(refusalOf(answer, 'The details were not saved.'))
    if (altProblem) return setProblem(altProblem)
    onSaved({ ...image, ...data, pricelistSections: chosenSections as AdminImage['pricelistSections'], alt: text })
  }

  const toggle = (list: number[], value: number) => (list.includes(value) ? list.filter((item) => item !== value) : [...list, value])

  // In a portal, outside the gallery's form; no <form> of its own either (React would bubble its
  // submit to the gallery's form): Enter in a one-line field saves.
  return createPortal(
    <dialog ref={dialog} className="vg-dialog" aria-labelledby={`${id}-title`} onClose={onClose}>
      <div
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement) || event.target.type === 'checkbox') return
          event.preventDefault()
          void save()
        }}
      >
        <h2 id={`${id}-title`}>Details of “{image.alt || 'Untitled'}”</h2>
        <label htmlFor={`${id}-alt`}>Title (alt text)</label>
        <input id={`${id}-alt`} value={alt} onChange={(event) => setAlt(event.target.value)} required maxLength={500} />
        <label htmlFor={`${id}-description`}>Description</label>
        <textarea id={`${id}-description`} value={description} onChange={(event) => setDescription(event.target.value)} rows={3} />
        <fieldset>
          <legend>Tags</legend>
          {tagOptions.length === 0 && <p>No tags yet (Gallery tags in the menu).</p>}
          {tagOptions.map((tag) => (
            <label key={tag.id} className="vg-dialog__check">
              <input type="checkbox" checked={tags.includes(tag.id)} onChange={() => setTags((list) => toggle(list, tag.id))} /> {tag.label}
            </label>
          ))}
        </fieldset>
        <label htmlFor={`${id}-pricelist`}>Price list</label>
        <select id={`${id}-pricelist`} value={pricelist ?? ''} onChange={(event) => setPricelist(event.target.value ? Number(event.target.value) : null)}>
          <option value="">None</option>
          {priceLists.map((list) => (
            <option key={list.id} value={list.id}>
              {list.label}
            </option>
          ))}
        </select>
        {pricelist !== null && (
          <fieldset>
            <legend>Sections of the price list offered</legend>
            {sections.map((section) => (
              <label key={section.value} className="vg-dialog__check">
                <input
                  type="checkbox"
                  checked={chosenSections.includes(section.value)}
                  onChange={() => setChosenSections((list) => (list.includes(section.value) ? list.filter((item) => item !== section.value) : [...list, section.value]))}
                />{' '}
                {section.label}
              </label>
            ))}
          </fieldset>
        )}
        <label className="vg-dialog__check">
          <input type="checkbox" checked={published} onChange={(event) => setPublished(event.target.checked)} /> Published (visitors see it)
        </label>
        {problem && (
          <p className="vg-manager__error" role="alert">
            {problem}
          </p>
        )}
        <div className="vg-dialog__buttons">
          <button type="button" className="vg-button vg-button--primary" disabled={busy} onClick={() => void save()}>
            Save
          </button>
          <button type="button" className="vg-button" onClick={() => dialog.current?.close()}>
            Cancel
          </button>
        </div>
      </div>
    </dialog>,
    document.body,
  )
}
