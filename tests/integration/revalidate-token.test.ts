import { describe, expect, it } from 'vitest'

import { payloadRuntimeSecret, revalidateToken } from '@/lib/revalidate-token'

import { testPayload } from '../setup/payload'

// Regression: scripts/start.ts signed its "clear the page cache" call with PAYLOAD_SECRET as
// configured, while the server checks it against the secret Payload derives from it, so every
// start answered 401 and printed "Could not clear the page cache after start-up".
describe('the start-up revalidation token', () => {
  it('is derived from the configured secret exactly as the running Payload derives its own', async () => {
    const payload = await testPayload()
    expect(payloadRuntimeSecret(payload.config.secret)).toBe(payload.secret)
    expect(revalidateToken(payloadRuntimeSecret(payload.config.secret))).toBe(revalidateToken(payload.secret))
    expect(revalidateToken(payload.config.secret)).not.toBe(revalidateToken(payload.secret))
  })
})
