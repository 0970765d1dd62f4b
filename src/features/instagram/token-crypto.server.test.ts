import { describe, expect, it } from 'vitest'

import { decryptToken, encryptToken, isEncryptedToken } from './token-crypto.server'

const secret = 'a-payload-secret-of-some-length-0123456789'

describe('the stored Instagram token', () => {
  it('is encrypted (AES-256-GCM): the text holds nothing of the token, and decrypts with the same secret', () => {
    const token = 'IGQVJ-real-looking-token-abcdefghijklmnopqrstuvwxyz'
    const stored = encryptToken(token, secret)
    expect(isEncryptedToken(stored)).toBe(true)
    expect(stored).not.toContain(token)
    expect(stored).not.toContain(Buffer.from(token).toString('base64url').slice(0, 12))
    expect(decryptToken(stored, secret)).toBe(token)
    // A fresh IV each time.
    expect(encryptToken(token, secret)).not.toBe(stored)
  })

  it('does not decrypt with another secret, altered, or when it is not ours', () => {
    const stored = encryptToken('token', secret)
    expect(decryptToken(stored, `${secret}x`)).toBeNull()
    const altered = stored.slice(0, -2) + (stored.endsWith('A') ? 'BB' : 'AA')
    expect(decryptToken(altered, secret)).toBeNull()
    expect(decryptToken('plain-token', secret)).toBeNull()
    expect(decryptToken(null, secret)).toBeNull()
  })
})
