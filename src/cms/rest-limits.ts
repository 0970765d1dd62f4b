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
export const limitRestReads: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (req.payloadAPI !== 'REST') return args
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
