import { email } from 'payload/shared'
import { describe, expect, it } from 'vitest'

import { isEmailAddress } from './email-address'

/** Payload's own check, as a collection's `email` field runs it on save (no collection: no username rules). */
function payloadAccepts(value: string): boolean {
  const req = { payload: { collections: {}, config: { collections: [] } }, t: (key: string) => key }
  return email(value, { req, required: true } as unknown as Parameters<typeof email>[1]) === true
}

const accepted = ['ada@example.com', 'Ada.Lovelace+gallery@mail.example.co.uk', "o'brien@example.ie", 'x@sub-domain.example.org', 'a_b@example.museum']
const refused = [
  'a@b.c',
  'a..b@example.com',
  'a@-example.com',
  'a@example-.com',
  'a@localhost',
  '.ada@example.com',
  'ada.@example.com',
  'ada@example.com.',
  'ada at example.com',
  'ada@exa mple.com',
  'josé@example.com',
  'ada@exämple.de',
  '',
]

describe('a visitor’s email address', () => {
  it('is accepted by the forms exactly when Payload’s email field would store it', () => {
    for (const value of [...accepted, ...refused]) expect(isEmailAddress(value), value).toBe(payloadAccepts(value))
  })

  it('accepts everyday addresses and refuses the ones the database would refuse', () => {
    for (const value of accepted) expect(isEmailAddress(value), value).toBe(true)
    for (const value of refused) expect(isEmailAddress(value), value).toBe(false)
  })

  it('is at most 254 characters long', () => {
    const local = 'a'.repeat(64)
    const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(50)}.com`
    expect(isEmailAddress(`${local}@${domain}`)).toBe(true)
    expect(isEmailAddress(`${local}@${'e'.repeat(10)}.${domain}`)).toBe(false)
  })
})
