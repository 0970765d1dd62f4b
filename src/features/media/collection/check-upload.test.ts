import { APIError, formatErrors } from 'payload'
import { describe, expect, it } from 'vitest'

import { uploadRefusal } from './check-upload'

describe('uploadRefusal', () => {
  it('is answered with its own sentence even when the build has erased class names', () => {
    // What the production build does to Payload's error class: its name is gone.
    const minified = new APIError<Record<string, unknown> | null>('Too many pixels.', 400, null, true)
    minified.name = ''
    expect(formatErrors(minified)).toEqual({ errors: [{ message: 'An unknown error occurred.' }] })

    const refusal = uploadRefusal('Too many pixels.')
    expect(refusal).toBeInstanceOf(APIError)
    expect(refusal).toMatchObject({ status: 400, isPublic: true, name: 'APIError' })
    expect(formatErrors(refusal)).toEqual({ errors: [{ message: 'Too many pixels.' }] })
  })
})
