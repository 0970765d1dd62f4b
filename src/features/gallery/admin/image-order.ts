/**
 * The order of a gallery's images as the admin's gallery screen changes it. Pure: the screen
 * (gallery-manager.client.tsx) and the reorder endpoint (reorder-endpoint.server.ts) share it.
 *
 * A gallery's images are shown by `order`, smallest first, ties by id (images.server.ts). A
 * reorder sends every image id of the gallery in the new order and the server numbers them
 * 1, 2, 3…; only images whose number changes are written.
 */
import { isId } from '@/lib/ids'

/** `ids` with the item at `from` moved to `to` (both indexes into `ids`); a new array. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = [...items]
  if (from < 0 || from >= copy.length || to < 0 || to >= copy.length || from === to) return copy
  const [moved] = copy.splice(from, 1)
  copy.splice(to, 0, moved as T)
  return copy
}

export type OrderChange = { id: number; order: number }

/**
 * The writes that number `ids` 1, 2, 3… in the given order: only the images whose current
 * number (from `current`) differs.
 */
export function renumber(ids: readonly number[], current: ReadonlyMap<number, number | null | undefined>): OrderChange[] {
  const changes: OrderChange[] = []
  ids.forEach((id, index) => {
    const order = index + 1
    if (current.get(id) !== order) changes.push({ id, order })
  })
  return changes
}

/** The number a new image gets to go last: one past the largest, or 1 in an empty gallery. */
export function nextOrder(largest: number | null | undefined): number {
  return typeof largest === 'number' && Number.isFinite(largest) ? Math.max(0, Math.floor(largest)) + 1 : 1
}

/** Most images one reorder may name (a gallery larger than this is reordered elsewhere). */
export const MAX_REORDER = 5000

export type ReorderBody = { ok: true; ids: number[] } | { ok: false; message: string }

/** Checks the body of `POST /api/galleries/{id}/reorder`: `{ "ids": [3, 1, 2] }`. */
export function parseReorderBody(body: unknown): ReorderBody {
  const ids = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as { ids?: unknown }).ids : undefined
  if (!Array.isArray(ids)) return { ok: false, message: 'Send {"ids": [...]}: the ids of the gallery’s images in their new order.' }
  if (ids.length === 0) return { ok: false, message: 'The list of image ids is empty.' }
  if (ids.length > MAX_REORDER) return { ok: false, message: `At most ${MAX_REORDER} image ids can be reordered at once.` }
  if (!ids.every((id) => typeof id === 'number' && isId(id))) return { ok: false, message: 'Every image id must be a whole number from 1.' }
  if (new Set(ids).size !== ids.length) return { ok: false, message: 'An image id is named twice.' }
  return { ok: true, ids: ids as number[] }
}

/**
 * A file's name made into a first alt text: without the extension, separators as spaces, the
 * first letter capitalised ("sunset_over-the-bay.jpg" → "Sunset over the bay"). The editor
 * changes it where it is shown.
 */
export function altFromFileName(name: string): string {
  const base = name.replace(/\.[a-z0-9]{1,5}$/i, '')
  const words = base
    .replace(/[_\-.+]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (!words) return 'Photo'
  return (words[0] as string).toUpperCase() + words.slice(1)
}
