/**
 * The Instagram import's answer protocol (SPEC.md sections 7 and 8): the admin endpoint answers
 * text holding a JSON array between the markers WD_delimiter_start and WD_delimiter_end. Either
 * `["error", "<message>"]`, or the imported items, in the order the posts were published, where
 * `false` stands for a post that was not added.
 *
 * Pure and React-free: the server writes answers with these functions, and the admin dialog
 * turns the text it receives into what to do with `readImportAnswer`, which follows the spec's
 * error catalogue word for word.
 */

export const DELIMITER_START = 'WD_delimiter_start'
export const DELIMITER_END = 'WD_delimiter_end'

/** The `action` of a form post to the admin endpoint that imports a gallery. */
export const IMPORT_ACTION = 'addInstagramGallery'

/** One imported post as the answer lists it (enough for the dialog to show it). */
export type ImportedItem = {
  id: number
  alt: string
  thumbUrl: string | null
  filetype: string
  embedUrl: string
}

/** The answer's items: an imported post, or `false` for a post not added. */
export type AnswerItem = ImportedItem | false

export const CANNOT_GET_RESPONSE = 'Error: cannot get response from the server.'
export const CANNOT_ADD_GALLERY = 'There is some error. Cannot add Instagram gallery.'

/** What the dialog does with an answer. */
export type AnswerAction =
  /** Alert `message`, hide the loader, show the form again. */
  | { kind: 'alert'; message: string }
  /** Hide the loader (and show the form again) without a word. */
  | { kind: 'hide-loader' }
  /** Add these images, already in the order to add them (reversed, `false` entries left out). */
  | { kind: 'add'; items: ImportedItem[] }

export function formatAnswer(items: readonly AnswerItem[]): string {
  return `${DELIMITER_START}${JSON.stringify(items)}${DELIMITER_END}`
}

export function formatError(message: string): string {
  return `${DELIMITER_START}${JSON.stringify(['error', message])}${DELIMITER_END}`
}

/**
 * The spec's error catalogue:
 * - empty response: alert "Error: cannot get response from the server." and hide the loader;
 * - missing delimiters: silently hide the loader;
 * - unparseable JSON: alert "There is some error. Cannot add Instagram gallery.";
 * - `["error", msg]`: alert "Error: " + msg;
 * - otherwise: add the items in reverse order, skipping false entries.
 */
export function readImportAnswer(text: string | null | undefined): AnswerAction {
  if (!text || text.trim() === '') return { kind: 'alert', message: CANNOT_GET_RESPONSE }
  const start = text.indexOf(DELIMITER_START)
  const end = start < 0 ? -1 : text.indexOf(DELIMITER_END, start + DELIMITER_START.length)
  if (start < 0 || end < 0) return { kind: 'hide-loader' }
  let parsed: unknown
  try {
    parsed = JSON.parse(text.slice(start + DELIMITER_START.length, end))
  } catch {
    return { kind: 'alert', message: CANNOT_ADD_GALLERY }
  }
  if (!Array.isArray(parsed)) return { kind: 'alert', message: CANNOT_ADD_GALLERY }
  if (parsed[0] === 'error') return { kind: 'alert', message: `Error: ${String(parsed[1] ?? '')}` }
  const items: ImportedItem[] = []
  for (let index = parsed.length - 1; index >= 0; index--) {
    const item = parsed[index] as unknown
    if (item === false) continue
    if (!isImportedItem(item)) return { kind: 'alert', message: CANNOT_ADD_GALLERY }
    items.push(item)
  }
  return { kind: 'add', items }
}

function isImportedItem(value: unknown): value is ImportedItem {
  if (!value || typeof value !== 'object') return false
  const item = value as Record<string, unknown>
  return (
    typeof item.id === 'number' &&
    typeof item.alt === 'string' &&
    (item.thumbUrl === null || typeof item.thumbUrl === 'string') &&
    typeof item.filetype === 'string' &&
    typeof item.embedUrl === 'string'
  )
}
