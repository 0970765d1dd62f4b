/**
 * A REST create or update checked against the fields it sets, where Payload would pass a value
 * of the wrong kind on to a hook or the database and answer 500: text that is not text
 * (`{"embedUrl":123}` reached a hook that trims it), a link to a document that is not an id
 * (`{"gallery":"abc"}` reached the database). Only top-level fields that hold one value are
 * checked, at the top and in the rows of lists, groups and blocks; links to several collections
 * are left to Payload. Pure.
 */
import { isId as isIdNumber, parseId } from '@/lib/ids'

import type { QueryField } from './rest-where'

const textTypes = new Set(['text', 'textarea', 'email', 'code'])

/** An id as a number or as digits, within what the database's integer holds. */
const isId = (value: unknown) => (typeof value === 'number' && isIdNumber(value)) || (typeof value === 'string' && parseId(value) !== null)

const isRow = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The first problem in the rows of a list or of a blocks field, named by their place (`downloads[0].price`). */
function rowsProblem(rows: unknown[], name: string, fieldsOf: (row: Record<string, unknown>) => QueryField[] | undefined): string | null {
  for (const [index, row] of rows.entries()) {
    const rowFields = isRow(row) ? fieldsOf(row) : undefined
    const problem = rowFields ? dataProblem(row as Record<string, unknown>, rowFields, `${name}[${index}].`) : null
    if (problem) return problem
  }
  return null
}

/**
 * The first field in `data` whose value cannot be what the field holds, as a sentence, or null.
 * `path` names the row being checked (`downloads[0].`), for the sentence.
 */
export function dataProblem(data: Record<string, unknown>, fields: QueryField[], path = ''): string | null {
  for (const field of fields) {
    if (!(field.name in data)) continue
    const value = data[field.name]
    const name = `${path}${field.name}`
    // A number beyond 2^53 inside a list row was stored and broke the reads of its document too.
    if (field.type === 'array' && Array.isArray(value) && field.flattenedFields) {
      const problem = rowsProblem(value, name, () => field.flattenedFields)
      if (problem) return problem
      continue
    }
    if (field.type === 'blocks' && Array.isArray(value) && field.blocks) {
      const problem = rowsProblem(value, name, (row) => field.blocks?.find((block) => block.slug === row.blockType)?.flattenedFields)
      if (problem) return problem
      continue
    }
    if (field.type === 'group' && isRow(value) && field.flattenedFields) {
      const problem = dataProblem(value, field.flattenedFields, `${name}.`)
      if (problem) return problem
      continue
    }
    if (field.hasMany) continue
    // Empty is left to Payload, which reads it as no value.
    if (value === null || value === undefined || value === '') continue
    if (textTypes.has(field.type) && typeof value !== 'string') return `${name} must be a piece of text.`
    if (field.type === 'number') {
      const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN
      if (Number.isNaN(number)) return `${name} must be a number.`
      // Infinity (1e309 in JSON) was stored as null, and an integer beyond 2^53 was stored and
      // then broke every read of its row: the database driver refuses to read it back.
      if (Math.abs(number) > Number.MAX_SAFE_INTEGER) return `${name} must be a number between -${Number.MAX_SAFE_INTEGER} and ${Number.MAX_SAFE_INTEGER}.`
    }
    if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') {
      const id = typeof value === 'object' && !Array.isArray(value) ? (value as { id?: unknown }).id : value
      if (!isId(id)) return `${name} must be the id of a document in ${field.relationTo}, such as 12.`
    }
  }
  return null
}
