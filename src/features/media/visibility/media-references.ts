import type { Field } from 'payload'

/**
 * Where a collection's or global's fields point at uploads: found by walking its field config, so
 * a new upload field anywhere (a block, a group, a tab, an array) counts without being listed.
 * Pure: configs and documents in, paths and ids out. Used by media-visibility.ts (decision 021).
 */

export type MediaReferences = {
  /** Query paths of the upload fields (`meta.image`, `layout.image`), as Payload's `where` takes them. */
  paths: string[]
  /** The top-level fields holding them, for `select`. */
  topFields: string[]
  /** Whether a rich-text field may hold uploads (Lexical's upload nodes). */
  richText: boolean
}

type AnyField = Field & {
  name?: string
  type: string
  relationTo?: string | string[]
  hidden?: boolean
  access?: { read?: unknown }
  fields?: Field[]
  tabs?: { name?: string; fields: Field[] }[]
  blocks?: { slug: string; fields: Field[] }[]
}

/** A field visitors never receive (read access of its own, or hidden): its uploads are not shown by it. */
const isPrivate = (field: AnyField) => Boolean(field.hidden || field.access?.read)

const pointsAt = (field: AnyField, slug: string) =>
  (field.type === 'upload' || field.type === 'relationship') &&
  (field.relationTo === slug || (Array.isArray(field.relationTo) && field.relationTo.includes(slug)))

/** The upload fields and rich text of `fields` that point at the `slug` collection. */
export function findMediaReferences(fields: readonly Field[], slug = 'media'): MediaReferences {
  const found: MediaReferences = { paths: [], topFields: [], richText: false }
  const walk = (list: readonly Field[], prefix: string, top: string | null) => {
    for (const raw of list) {
      const field = raw as AnyField
      if (isPrivate(field)) continue
      const name = field.name
      const path = name ? `${prefix}${name}` : prefix.replace(/\.$/, '')
      const topField = top ?? name ?? null
      if (pointsAt(field, slug)) {
        if (Array.isArray(field.relationTo)) {
          throw new Error(`Media visibility: the field "${path}" may point at several collections; only fields of one collection are supported.`)
        }
        found.paths.push(path)
        if (topField) found.topFields.push(topField)
      } else if (field.type === 'richText') {
        found.richText = true
      } else if (field.type === 'tabs') {
        for (const tab of field.tabs ?? []) walk(tab.fields, tab.name ? `${prefix}${tab.name}.` : prefix, top ?? tab.name ?? null)
      } else if (field.type === 'blocks') {
        // Payload queries a block's field by the blocks field's path and the field's name.
        for (const block of field.blocks ?? []) walk(block.fields, `${path}.`, topField)
      } else if (field.fields) {
        walk(field.fields, name ? `${path}.` : prefix, topField)
      }
    }
  }
  walk(fields, '', null)
  found.paths = [...new Set(found.paths)]
  found.topFields = [...new Set(found.topFields)]
  return found
}

/** A document id as a relationship holds it: the id itself or the populated document. */
function idOf(value: unknown): number | null {
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : typeof id === 'string' && /^\d{1,10}$/.test(id) ? Number(id) : null
}

/** The ids of the `slug` uploads in a Lexical rich-text value (its upload nodes, at any depth). */
export function uploadsInRichText(value: unknown, slug = 'media'): number[] {
  const ids: number[] = []
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const { type, relationTo, value: target, children, root } = node as Record<string, unknown>
    if (type === 'upload' && relationTo === slug) {
      const id = idOf(target)
      if (id !== null) ids.push(id)
    }
    if (Array.isArray(children)) children.forEach(visit)
    if (root) visit(root)
    // Blocks inside rich text keep their data in `fields`.
    const fields = (node as { fields?: unknown }).fields
    if (fields && typeof fields === 'object') Object.values(fields).forEach(visit)
  }
  visit(value)
  return ids
}

/**
 * The ids of the `slug` uploads a document (or a global) uses through `fields`, in its fields
 * visitors receive, rich text included.
 */
export function mediaIdsIn(fields: readonly Field[], data: unknown, slug = 'media'): number[] {
  const ids = new Set<number>()
  const walk = (list: readonly Field[], value: unknown) => {
    if (!value || typeof value !== 'object') return
    const record = value as Record<string, unknown>
    for (const raw of list) {
      const field = raw as AnyField
      if (isPrivate(field)) continue
      const own = field.name ? record[field.name] : record
      if (pointsAt(field, slug)) {
        for (const item of Array.isArray(own) ? own : [own]) {
          const id = idOf(item)
          if (id !== null) ids.add(id)
        }
      } else if (field.type === 'richText') {
        uploadsInRichText(own, slug).forEach((id) => ids.add(id))
      } else if (field.type === 'tabs') {
        for (const tab of field.tabs ?? []) walk(tab.fields, tab.name ? record[tab.name] : record)
      } else if (field.type === 'blocks') {
        for (const row of Array.isArray(own) ? own : []) {
          const block = field.blocks?.find((candidate) => candidate.slug === (row as { blockType?: unknown })?.blockType)
          if (block) walk(block.fields, row)
        }
      } else if (field.type === 'array' && field.fields) {
        for (const row of Array.isArray(own) ? own : []) walk(field.fields, row)
      } else if (field.fields) {
        walk(field.fields, own)
      }
    }
  }
  walk(fields, data)
  return [...ids].sort((a, b) => a - b)
}
