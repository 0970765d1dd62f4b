import 'server-only'

/**
 * The one-use rule of start tokens (decision 020): a visitor's token (from refill) backs one
 * accepted submission; a page's token, shared by every visitor of a cached page, backs one per
 * client address. Submissions flagged as spam do not spend a token. The check asks the database
 * for a stored submission with the same token (`meta.startToken`, indexed).
 */

import type { Payload, Where } from 'payload'

import { type StartToken, startTokenKey } from '../../signing/form-secrets.server'

export async function isStartTokenSpent(payload: Payload, token: StartToken, remoteIp: string): Promise<boolean> {
  const where: Where = {
    and: [
      { 'meta.startToken': { equals: startTokenKey(token) } },
      { status: { not_equals: 'spam' } },
      ...(token.kind === 'page' ? [{ 'meta.remoteIp': { equals: remoteIp } }] : []),
    ],
  }
  const { totalDocs } = await payload.count({ collection: 'form-submissions', where, overrideAccess: true })
  return totalDocs > 0
}
