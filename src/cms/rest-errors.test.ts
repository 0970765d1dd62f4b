import { APIError } from 'payload'
import { describe, expect, it } from 'vitest'

import { keepPublicErrorMessages, UNKNOWN_ERROR } from './rest-errors'

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
