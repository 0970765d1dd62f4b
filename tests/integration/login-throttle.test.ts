/**
 * Sign-in throttling (hardening issue, item 3). Regressions: ten failed sign-ins for a known
 * email locked that account for everyone, and the answers told an existing account from an
 * unknown one.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../setup/payload'
import { unique } from './content-helpers'

let payload: Payload

const from = (address: string) => ({ headers: new Headers({ 'x-vitrine-peer': address }) })

async function attempt(email: string, password: string, address: string): Promise<{ ok: true } | { ok: false; status: number; message: string; ms: number }> {
  const started = performance.now()
  try {
    await payload.login({ collection: 'users', data: { email, password }, req: from(address) })
    return { ok: true }
  } catch (error) {
    const { status, message } = error as { status?: number; message: string }
    return { ok: false, status: status ?? 0, message, ms: performance.now() - started }
  }
}

async function createOwner(): Promise<{ email: string; password: string }> {
  const owner = { email: `owner-${unique()}@example.com`, password: `correct horse ${unique()}` }
  await payload.create({ collection: 'users', data: owner, overrideAccess: true })
  return owner
}

beforeAll(async () => {
  payload = await testPayload()
})

describe('signing in', () => {
  it('does not let a stranger lock the owner out: twelve wrong passwords from elsewhere, then the owner signs in', async () => {
    const owner = await createOwner()
    for (let i = 0; i < 12; i++) await attempt(owner.email, 'wrong password', '203.0.113.66')
    expect(await attempt(owner.email, owner.password, '198.51.100.7')).toEqual({ ok: true })
  })

  it('slows a guesser down: past five misses from one address, the answer is 429 with how long to wait, even for the right password', async () => {
    const owner = await createOwner()
    // The waits start at 1 s and double; a slow machine may let a guess through between them,
    // but within a few guesses the wait outgrows a password check.
    // Guess on (sitting out each wait) until the wait is long enough to outlast a slow machine's
    // next request, then the right password is refused too.
    let throttled: Awaited<ReturnType<typeof attempt>> | undefined
    for (let i = 0; i < 30; i++) {
      const answer = await attempt(owner.email, `guess ${i}`, '203.0.113.77')
      expect(answer.ok).toBe(false)
      if (answer.ok) break
      if (answer.status !== 429) {
        expect(answer.status, `guess ${i}`).toBe(401)
        continue
      }
      throttled = answer
      expect(answer.message).toMatch(/^Too many sign-in attempts\. Wait \d+ (seconds?|minutes?), then try again/)
      const seconds = Number(/Wait (\d+) second/.exec(answer.message)?.[1] ?? 60)
      if (seconds >= 8) break
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 100))
    }
    expect(throttled).toBeDefined()
    const rightPassword = await attempt(owner.email, owner.password, '203.0.113.77')
    expect(rightPassword.ok === false && rightPassword.status).toBe(429)
    // The owner, elsewhere, is not affected.
    expect(await attempt(owner.email, owner.password, '198.51.100.8')).toEqual({ ok: true })
  })

  it('never throttles an address for its successful sign-ins', async () => {
    const owner = await createOwner()
    for (let i = 0; i < 25; i++) expect(await attempt(owner.email, owner.password, '192.0.2.99')).toEqual({ ok: true })
  })

  it('answers an unknown account as it answers a wrong password, in a similar time', async () => {
    const owner = await createOwner()
    const known = await attempt(owner.email, 'wrong password', '192.0.2.10')
    const unknown = await attempt(`nobody-${unique()}@example.com`, 'wrong password', '192.0.2.11')
    expect(known.ok || unknown.ok).toBe(false)
    if (known.ok || unknown.ok) return
    expect(unknown.status).toBe(known.status)
    expect(unknown.message).toBe(known.message)
    // Both pay for one password hash (600,000 PBKDF2 rounds): neither is several times faster.
    expect(unknown.ms).toBeGreaterThan(known.ms / 3)
    expect(known.ms).toBeGreaterThan(unknown.ms / 3)
  })
})
