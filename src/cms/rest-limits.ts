import { APIError, NotFound, type CollectionBeforeOperationHook, type CollectionConfig, type Endpoint, type GlobalConfig, type Plugin } from 'payload'

import { isId, parseId } from '@/lib/ids'

import { explainDatabaseRefusals, keepPublicErrorMessages } from './rest-errors'
import { refuseMalformedGlobalInput, refuseMalformedInput } from './rest-input'

/** The most rows one anonymous REST request may read. */
export const MAX_PUBLIC_LIMIT = 100

/**
 * Limits on what an anonymous REST request may make the server read (hardening issue, item 6):
 * - `limit=0` and `pagination=false` mean "every row" to Payload: refused; a larger limit than
 *   MAX_PUBLIC_LIMIT is cut to it. Signed-in admins may ask for more (the admin's own screens).
 * - An id that cannot name a document (not a whole number within PostgreSQL's integer) is "not
 *   found" without asking the database, which answered such ids with a 500.
 * Local API calls (our own code) are not affected, nor are the reads a REST request makes on its
 * way: the relationships Payload loads for it (`currentDepth`) and our hooks' own reads
 * (`overrideAccess`), which ask for every matching row on purpose.
 */
export const limitRestReads: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (req.payloadAPI !== 'REST') return args
  const { id, duplicateFromID, currentDepth, overrideAccess } = args as { id?: unknown; duplicateFromID?: unknown; currentDepth?: number; overrideAccess?: boolean }
  // Payload turns a path segment that is not a number into NaN before this hook sees it.
  for (const given of [id, duplicateFromID]) {
    if (given !== undefined && (typeof given === 'number' ? !isId(given) : parseId(String(given)) === null)) throw new NotFound(req.t)
  }
  if (currentDepth || overrideAccess) return args
  if (operation !== 'read' || req.user) return args
  const { limit, pagination } = args as { limit?: number; pagination?: boolean }
  if (pagination === false || limit === 0) {
    throw new APIError(`Ask for a page of at most ${MAX_PUBLIC_LIMIT} rows (limit=1 to ${MAX_PUBLIC_LIMIT}) and follow the pages.`, 400, null, true)
  }
  if (typeof limit === 'number' && limit > MAX_PUBLIC_LIMIT) return { ...args, limit: MAX_PUBLIC_LIMIT }
  return args
}

const notHere =
  (message: string): Endpoint['handler'] =>
  () =>
    Response.json({ errors: [{ message }] }, { status: 404 })

/**
 * Payload mounts the version routes on every collection and global and the email-verification
 * route on every auth collection, and answers them with a 500 where the feature is off. Answered
 * 404 here, saying what is off (an entity's own endpoints are matched before Payload's).
 */
export function unusedEndpoints(collection: CollectionConfig | GlobalConfig, kind: 'collection' | 'global'): Endpoint[] {
  const endpoints: Endpoint[] = []
  if (!collection.versions) {
    const handler = notHere(`This ${kind} keeps no versions.`)
    endpoints.push({ path: '/versions', method: 'get', handler }, { path: '/versions/:id', method: 'get', handler }, { path: '/versions/:id', method: 'post', handler })
  }
  if ('auth' in collection && collection.auth && !(typeof collection.auth === 'object' && collection.auth.verify)) {
    const handler = notHere('Email addresses are not verified on this site: an admin creates each account.')
    endpoints.push({ path: '/verify/:token', method: 'post', handler })
  }
  return endpoints
}

/**
 * Adds these rules to every collection and global, and the sentence of a 4xx to every REST error
 * answer (rest-errors.ts); listed last in payload.config.ts so it sees them all.
 */
export const restLimitsPlugin =
  (): Plugin =>
  (config) => ({
    ...config,
    hooks: { ...config.hooks, afterError: [...(config.hooks?.afterError ?? []), keepPublicErrorMessages, explainDatabaseRefusals] },
    collections: (config.collections ?? []).map((collection) => ({
      ...collection,
      hooks: { ...collection.hooks, beforeOperation: [limitRestReads, refuseMalformedInput, ...(collection.hooks?.beforeOperation ?? [])] },
      endpoints: collection.endpoints === false ? false : [...unusedEndpoints(collection, 'collection'), ...(collection.endpoints ?? [])],
    })),
    globals: (config.globals ?? []).map((global) => ({
      ...global,
      hooks: { ...global.hooks, beforeOperation: [refuseMalformedGlobalInput, ...(global.hooks?.beforeOperation ?? [])] },
      endpoints: global.endpoints === false ? false : [...unusedEndpoints(global, 'global'), ...(global.endpoints ?? [])],
    })),
  })
