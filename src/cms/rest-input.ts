import { APIError, type CollectionBeforeOperationHook, type GlobalConfig } from 'payload'

import { JSON_OBJECT_BODY_MESSAGE } from '@/lib/rest-query'

import { dataProblem } from './rest-data'
import { type QueryField, whereProblem } from './rest-where'

/**
 * What a REST request hands Payload, checked where Payload would fail on it with a 500 (hardening
 * issue, item 6): a create or update whose body is not a JSON object (no body, a JSON string or
 * list, a form Payload does not read); a `createdAt` or `updatedAt` that is not a date (stored as
 * sent, it breaks every later read of the row); a field set to a value it cannot hold
 * (rest-data.ts); a `where` whose values do not fit their fields
 * (rest-where.ts). Each is a 400 with a sentence. Our own local API calls are not affected.
 */

const refuse = (message: string) => new APIError(message, 400, null, true)

const notADate = (value: unknown) => value !== undefined && value !== null && (typeof value !== 'string' || Number.isNaN(Date.parse(value)))

const notAnObject = (data: unknown) => !(data && typeof data === 'object' && !Array.isArray(data))

const bodyMessage = JSON_OBJECT_BODY_MESSAGE

export const refuseMalformedInput: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
  if (req.payloadAPI !== 'REST') return args
  const { data, duplicateFromID, where, currentDepth, overrideAccess } = args as {
    data?: unknown
    duplicateFromID?: unknown
    where?: unknown
    currentDepth?: number
    overrideAccess?: boolean
  }
  // Reads Payload makes on the request's way (relationships) and our hooks' own are not the client's.
  if (currentDepth || overrideAccess) return args
  if (operation === 'create' || operation === 'update') {
    const bodyless = data === undefined && duplicateFromID !== undefined
    if (!bodyless && notAnObject(data)) throw refuse(bodyMessage)
    for (const name of ['createdAt', 'updatedAt']) {
      if (data && notADate((data as Record<string, unknown>)[name])) throw refuse(`${name} must be a date such as 2024-05-01T12:00:00.000Z.`)
    }
    const problem = data ? dataProblem(data as Record<string, unknown>, collection.flattenedFields as QueryField[]) : null
    if (problem) throw refuse(problem)
  }
  if (where !== undefined) {
    const fieldsOf = (slug: string) => req.payload.collections[slug as keyof typeof req.payload.collections]?.config.flattenedFields as QueryField[] | undefined
    const problem = whereProblem(where, collection.flattenedFields as QueryField[], fieldsOf)
    if (problem) throw refuse(problem)
  }
  return args
}

type GlobalBeforeOperation = NonNullable<NonNullable<GlobalConfig['hooks']>['beforeOperation']>[number]

/** The same for a global's update: its body must be a JSON object, its fields values they can hold. */
export const refuseMalformedGlobalInput: GlobalBeforeOperation = ({ args, global, operation, req }) => {
  if (req.payloadAPI !== 'REST' || operation !== 'update') return args
  const data = (args as { data?: unknown })?.data
  if (notAnObject(data)) throw refuse(bodyMessage)
  const problem = dataProblem(data as Record<string, unknown>, (global as { flattenedFields?: QueryField[] }).flattenedFields ?? [])
  if (problem) throw refuse(problem)
  return args
}
