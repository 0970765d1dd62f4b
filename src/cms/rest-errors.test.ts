import { APIError } from 'payload'
import { describe, expect, it } from 'vitest'

import { databaseRefusal, explainDatabaseRefusals, keepPublicErrorMessages, UNKNOWN_ERROR } from './rest-errors'

/** An error as the production build hands it to Payload's formatErrors: its class name lost. */
function bundled(error: APIError): APIError {
  error.name = ''
  return error
}

const unknown = { errors: [{ message: UNKNOWN_ERROR }] }
const run = (error: Error, result: unknown = unknown) => keepPublicErrorMessages({ error, result } as Parameters<typeof keepPublicErrorMessages>[0])

describe('keepPublicErrorMessages', () => {
  it('gives a 4xx refusal its own sentence back', () => {
    const refusal = bundled(new APIError('Ask for a page of at most 100 rows (limit=1 to 100) and follow the pages.', 400, null, true))
    expect(run(refusal)).toEqual({ response: { errors: [{ message: 'Ask for a page of at most 100 rows (limit=1 to 100) and follow the pages.' }] } })
    expect(run(bundled(new APIError('No User', 400)))).toEqual({ response: { errors: [{ message: 'No User' }] } })
  })

  it('leaves an internal error unexplained: its message may hold details of the server', () => {
    expect(run(bundled(new APIError('connect ECONNREFUSED 10.0.0.5:5432', 500)))).toBeUndefined()
    expect(run(new Error('SQLITE_CORRUPT: database disk image is malformed'))).toBeUndefined()
    expect(run(bundled(new APIError('secret detail', 400, null, false)))).toBeUndefined()
  })

  it('leaves answers that already say something as they are', () => {
    expect(run(bundled(new APIError('Not Found', 404)), { errors: [{ message: 'Not Found' }] })).toBeUndefined()
    expect(run(bundled(new APIError('Invalid', 400)), { errors: [{ message: UNKNOWN_ERROR }, { message: 'Other' }] })).toBeUndefined()
  })
})

describe('databaseRefusal', () => {
  const wrapped = (message: string, code?: string) => Object.assign(new Error('Failed query: insert into "x"'), { cause: Object.assign(new Error(message), code ? { code } : {}) })

  it('puts a write the database refused into words, on SQLite and PostgreSQL', () => {
    expect(databaseRefusal(wrapped('SQLITE_CONSTRAINT_FOREIGNKEY: FOREIGN KEY constraint failed'), 'POST')?.status).toBe(400)
    expect(databaseRefusal(wrapped('insert or update on table violates foreign key constraint', '23503'), 'PATCH')?.message).toMatch(/does not exist/)
    expect(databaseRefusal(wrapped('NOT NULL constraint failed: gallery_images.gallery_id'), 'DELETE')).toMatchObject({ status: 409, message: expect.stringMatching(/still used/) })
    expect(databaseRefusal(wrapped('update or delete violates foreign key constraint', '23503'), 'DELETE')?.status).toBe(409)
    expect(databaseRefusal(wrapped('UNIQUE constraint failed: pages_blocks_hero.id'), 'PATCH')?.message).toMatch(/unique/)
    expect(databaseRefusal(wrapped('too many SQL variables'), 'PATCH')?.message).toMatch(/too many values/)
    expect(databaseRefusal(wrapped('SQLite3 can only bind numbers, strings, bigints, buffers, and null'), 'PATCH')?.status).toBe(400)
    expect(databaseRefusal(new RangeError('Maximum call stack size exceeded'), 'PATCH')?.message).toMatch(/nested too deeply/)
  })

  it('leaves every other error to Payload (a 500 that says nothing of the server)', () => {
    expect(databaseRefusal(wrapped('SQLITE_CORRUPT: database disk image is malformed'), 'POST')).toBeNull()
    expect(databaseRefusal(wrapped('connect ECONNREFUSED 10.0.0.5:5432', 'ECONNREFUSED'), 'DELETE')).toBeNull()
    // A NOT NULL refusal of a create is a missing value Payload's own checks should have named.
    expect(databaseRefusal(wrapped('NOT NULL constraint failed: pages.title'), 'POST')).toBeNull()
  })
})

describe('explainDatabaseRefusals', () => {
  const refused = Object.assign(new Error('Failed query: insert into "x"'), { cause: new Error('FOREIGN KEY constraint failed') })
  const run = (method: string) => explainDatabaseRefusals({ error: refused, req: { method } } as unknown as Parameters<typeof explainDatabaseRefusals>[0])

  it('answers a refused write with its status and sentence, and leaves a failed read its 500', () => {
    expect(run('POST')).toEqual({ status: 400, response: { errors: [{ message: 'This links to a document that does not exist: choose one that does, or leave the link empty.' }] } })
    expect(run('DELETE')).toMatchObject({ status: 409 })
    expect(run('GET')).toBeUndefined()
  })
})
