import { createHash, createHmac } from 'node:crypto'

/**
 * The token a process outside the Next server presents to `POST /api/revalidate`, made from the
 * secret a running Payload holds (`payload.secret`).
 */
export function revalidateToken(payloadSecret: string): string {
  return createHmac('sha256', payloadSecret).update('vitrine:revalidate').digest('hex')
}

/**
 * What Payload keeps of `PAYLOAD_SECRET` once it starts: the first 32 hex characters of its
 * SHA-256 (payload/dist/index.js, `init`). A process without a Payload instance (scripts/start.ts)
 * derives the same value to sign for the server.
 */
export function payloadRuntimeSecret(configuredSecret: string): string {
  return createHash('sha256').update(configuredSecret).digest('hex').slice(0, 32)
}
