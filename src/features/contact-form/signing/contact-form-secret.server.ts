import 'server-only'

/**
 * The secret that signs a contact form's hidden values (quiz answer hashes, the start-time token,
 * the no-JavaScript result cookie), derived from Payload's secret so nothing new needs
 * configuring, and separate from it so a leak of one signature never helps forge a session.
 */

import { createHmac } from 'node:crypto'

import type { Payload } from 'payload'

const PURPOSE = 'vitrine:contact-form:v1'

/** HMAC of Payload's secret with a fixed purpose: stable across restarts and instances. */
export function deriveContactFormSecret(payloadSecret: string): string {
  if (payloadSecret === '') throw new Error('Payload has no secret: contact forms cannot be signed.')
  return createHmac('sha256', payloadSecret).update(PURPOSE).digest('hex')
}

/** The contact form secret of this site. */
export function contactFormSecret(payload: Payload): string {
  return deriveContactFormSecret(payload.secret)
}
