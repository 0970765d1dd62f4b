import { APIError, NotFound, type CollectionBeforeOperationHook, type Plugin } from 'payload'

import { isId, parseId } from '@/lib/ids'

/** The most rows one anonymous REST request may read. */
export const MAX_PUBLIC_LIMIT = 100

/**
 * Limits on what an anonymous REST request may make the server read (hardening issue, item 6):
 * - `limit=0` and `pagination=false` mean "every row" to Payload: refused; a larger limit than
 *   MAX_PUBLIC_LIMIT is cut to it. Signed-in admins may ask for more (the admin's own screens).
 * - An id that cannot name a document (not a whole number within PostgreSQL's integer) is "not
 *   found" without asking the database, which answered such ids with a 500.
 * Local API calls (our own code) are not affected.
 */
const NUMERIC_OPERATORS = new Set(['equals', 'not_equals', 'in', 'not_in', 'all', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'])

/**
 * The first condition of a `where` that compares a number-valued field (id, number, relationship,
 * upload) with something that is not a number: SQLite and PostgreSQL fail on those with a 500.
 */
export function nonNumericCondition(where: unknown, numericFields: ReadonlySet<string>): string | null {
  if (!where || typeof where !== 'object') return null
  for (const [key, condition] of Object.entries(where as Record<string, unknown>)) {
    if ((key === 'and' || key === 'or') && Array.isArray(condition)) {
      for (const part of condition) {
        const found = nonNumericCondition(part, numericFields)
        if (found) return found
      }
      continue
    }
    if (!numericFields.has(key) || !condition || typeof condition !== 'object') continue
    for (const [operator, value] of Object.entries(condition as Record<string, unknown>)) {
      if (!NUMERIC_OPERATORS.has(operator) || value === null || value === undefined) continue
      const values = Array.isArray(value) ? value : typeof value === 'string' && operator.endsWith('in') ? value.split(',') : [value]
      if (values.some((item) => item === '' || !Number.isFinite(Number(item)))) return key
    }
  }
  return null
}

export const limitRestReads: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
  if (req.payloadAPI !== 'REST') return args
  const numericFields = new Set(['id', ...collection.flattenedFields.filter((field) => ['number', 'relationship', 'upload'].includes(field.type)).map((field) => field.name)])
  const bad = nonNumericCondition((args as { where?: unknown }).where, numericFields)
  if (bad) throw new APIError(`where: ${bad} is compared with something that is not a number.`, 400, null, true)
  const id = (args as { id?: unknown }).id
  // Payload turns the path's id into a number first, so `abc` arrives as NaN.
  if (id !== undefined && (typeof id === 'number' ? !isId(id) : parseId(String(id)) === null)) throw new NotFound(req.t)
  if (operation !== 'read' || req.user) return args
  const { limit, pagination } = args as { limit?: number; pagination?: boolean }
  if (pagination === false || limit === 0) {
    throw new APIError(`Ask for a page of at most ${MAX_PUBLIC_LIMIT} rows (limit=1 to ${MAX_PUBLIC_LIMIT}) and follow the pages.`, 400, null, true)
  }
  if (typeof limit === 'number' && limit > MAX_PUBLIC_LIMIT) return { ...args, limit: MAX_PUBLIC_LIMIT }
  return args
}

/** Adds limitRestReads to every collection; listed last in payload.config.ts so it sees them all. */
export const restLimitsPlugin =
  (): Plugin =>
  (config) => ({
    ...config,
    collections: (config.collections ?? []).map((collection) => ({
      ...collection,
      hooks: { ...collection.hooks, beforeOperation: [limitRestReads, ...(collection.hooks?.beforeOperation ?? [])] },
    })),
  })
