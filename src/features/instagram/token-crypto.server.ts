/**
 * The Instagram access token at rest: AES-256-GCM with a key derived (HKDF-SHA256) from the
 * Payload secret, stored as `igtoken:v1:<iv>:<tag>:<ciphertext>` (base64url). Decrypted only on
 * the server, when the import asks Instagram; never sent back in any answer (the gallery's field
 * reads as TOKEN_SAVED).
 */
import 'server-only'

import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

const PREFIX = 'igtoken:v1:'
/** What the accessToken field reads as, to the admin and the REST API, when a token is stored. */
export const TOKEN_SAVED = 'saved'

function keyOf(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.from('vitrine'), Buffer.from('instagram-access-token'), 32))
}

export function isEncryptedToken(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(PREFIX)
}

export function encryptToken(token: string, secret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv)
  const data = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()])
  return `${PREFIX}${iv.toString('base64url')}:${cipher.getAuthTag().toString('base64url')}:${data.toString('base64url')}`
}

/** The token, or null when the value is not ours or was made with another secret (or altered). */
export function decryptToken(stored: string | null | undefined, secret: string): string | null {
  if (!isEncryptedToken(stored)) return null
  const [iv, tag, data] = stored.slice(PREFIX.length).split(':')
  if (!iv || !tag || data === undefined) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}
