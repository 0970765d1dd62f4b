/**
 * What is stored of a submission: the form's own fields (never the hidden `_wpcf7*` fields, the
 * honeypot or a quiz answer), a one-line summary for the admin's list, and the safe name of an
 * uploaded file. Pure.
 */

import { formTagRegistry } from '../form-tags/registry'
import type { FormTag, ParsedForm } from '../form-tags/types'
import { freeTextField } from '../validation/field-rules'
import type { PostedValue, PostedValues } from '../validation/types'
import { keyedRecord, ownValue } from '../validation/values/keyed'

export type StoredValue = string | string[]
export type StoredData = Record<string, StoredValue>

function listOf(value: PostedValue): string[] {
  if (value === undefined) return []
  return typeof value === 'string' ? [value] : [...value]
}

/**
 * The values to store, by field name, from values already normalised (normalisePostedValues).
 * A missing field is stored as '' (as CF7 does); a multiple field posted as `name[]` is stored
 * under `name`. A free-text option carries the visitor's words after it, as CF7 stores it.
 */
export function storedValues(form: Pick<ParsedForm, 'fields'>, values: PostedValues): StoredData {
  const data = keyedRecord<StoredValue>()
  for (const tag of form.fields) {
    // A quiz answer is not content, and files are stored apart (each type's `mail.stored`).
    if (!formTagRegistry[tag.type].mail.stored) continue
    const posted = ownValue(values, tag.name) ?? ownValue(values, `${tag.name}[]`)
    const items = listOf(posted)
    const withFreeText = tag.opts.freeText ? appendFreeText(tag, items, values) : items
    data[tag.name] = posted === undefined ? '' : typeof posted === 'string' ? (withFreeText[0] ?? '') : withFreeText
  }
  return data
}

function appendFreeText(tag: FormTag, items: string[], values: PostedValues): string[] {
  const last = tag.values.at(-1)
  const text = listOf(ownValue(values, freeTextField(tag.name)))[0]?.trim() ?? ''
  if (last === undefined || text === '') return items
  return items.map((item) => (item === last ? `${item} ${text}` : item))
}

/** Every stored value as one flat list, for the disallowed-words check and the data hash. */
export function flatValues(data: StoredData): string[] {
  return Object.values(data).flatMap((value) => (typeof value === 'string' ? [value] : value))
}

const SUMMARY_MAX = 120

/**
 * "Ada Lovelace <ada@example.com> — Engines": who wrote and about what, for the admin's list of
 * submissions. Built from the first name-like, email and subject-like fields, falling back to
 * the start of the first long text. Whitespace is collapsed and the result cut to 120 characters.
 */
export function summariseSubmission(form: Pick<ParsedForm, 'fields'>, data: StoredData): string {
  const valueOf = (tag: FormTag | undefined) => {
    const value = tag ? ownValue(data, tag.name) : undefined
    return oneLine(value === undefined ? '' : typeof value === 'string' ? value : value.join(', '))
  }
  const textFields = form.fields.filter((tag) => tag.type === 'text')
  const name = valueOf(textFields.find((tag) => /name/i.test(tag.name)))
  const email = valueOf(form.fields.find((tag) => tag.type === 'email'))
  const subject =
    valueOf(textFields.find((tag) => /subject|topic|title/i.test(tag.name))) || valueOf(form.fields.find((tag) => tag.type === 'textarea'))
  const who = [name, email ? `<${email}>` : ''].filter(Boolean).join(' ')
  const summary = [who, subject].filter(Boolean).join(' — ') || '(no name, email or subject)'
  return summary.length > SUMMARY_MAX ? `${summary.slice(0, SUMMARY_MAX - 1)}…` : summary
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

const FILE_NAME_MAX = 100
const ORIGINAL_NAME_MAX = 255

/**
 * A file name safe to show and to attach to a mail: no folders, no control characters, no
 * characters a shell or a header would treat specially, and only the last extension (so
 * "invoice.php.jpg" becomes "invoice_php.jpg" and no server can take it for a script). Never
 * used as a path: files are stored under a generated name.
 */
export function safeFileName(original: string): string {
  const base = original.split(/[/\\]/).at(-1) ?? ''
  const cleaned = base
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}._ -]+/gu, '_')
    .replace(/^[.\s_-]+|[.\s]+$/g, '')
  const dot = cleaned.lastIndexOf('.')
  const stem = (dot > 0 ? cleaned.slice(0, dot) : cleaned).replace(/\./g, '_')
  const extension = dot > 0 ? cleaned.slice(dot + 1).replace(/[^\p{L}\p{N}]/gu, '').slice(0, 10) : ''
  const maxStem = FILE_NAME_MAX - (extension ? extension.length + 1 : 0)
  return `${stem.slice(0, maxStem) || 'file'}${extension ? `.${extension}` : ''}`
}

/**
 * The name an upload is attached to mail and downloaded under (issue 17, item 5): the visitor's
 * name made safe, with an extension its content has proved (`extensions`, from the detected file
 * kind). A name whose extension the content does not bear out keeps it in the stem and gets the
 * content's: "shell.php" holding a JPEG is "shell_php.jpg", "page.html" holding text is
 * "page_html.txt". So no attachment is ever named to run on a server or in a browser (.php, .html,
 * .svg, .exe…): only the content's own extensions, all of them documents, media or text, remain.
 */
export function attachmentFileName(original: string, extensions: readonly string[]): string {
  const safe = safeFileName(original)
  const dot = safe.lastIndexOf('.')
  const extension = dot > 0 ? safe.slice(dot + 1) : ''
  if (extension !== '' && extensions.includes(extension.toLowerCase())) return safe
  const stem = dot > 0 ? `${safe.slice(0, dot)}_${extension}` : safe
  const wanted = extensions[0] ?? 'bin'
  return `${stem.slice(0, FILE_NAME_MAX - wanted.length - 1)}.${wanted}`
}

/** The name the visitor's browser sent, as data: control characters removed, 255 characters at most. */
export function originalFileName(original: string): string {
  // eslint-disable-next-line no-control-regex
  return original.normalize('NFC').replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '').slice(0, ORIGINAL_NAME_MAX)
}
