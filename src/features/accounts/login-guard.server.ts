import 'server-only'

import { pbkdf2 } from 'node:crypto'

import { APIError, type CollectionAfterLoginHook, type CollectionBeforeOperationHook, type Payload } from 'payload'

import { remoteIpOf } from '@/lib/visitor-identity'

import { FORGET_AFTER_MS, secondsLeft, throttleKeys, waitMessage } from './login-throttle'

const collection = 'login-throttles' as const

/**
 * Payload's own password check costs one PBKDF2 (600,000 rounds); an unknown email skips it and
 * answers sooner, which tells a stranger which accounts exist. The guard spends the same work.
 */
function spendPasswordCheck(password: string): Promise<void> {
  return new Promise((resolve) => pbkdf2(password, 'vitrine-no-such-account', 600_000, 32, 'sha256', () => resolve()))
}

async function countAttempt(payload: Payload, keys: ReturnType<typeof throttleKeys>, now: number): Promise<number> {
  const { docs } = await payload.find({ collection, where: { key: { in: keys.map((entry) => entry.key) } }, depth: 0, limit: keys.length, overrideAccess: true })
  const byKey = new Map(docs.map((doc) => [doc.key, doc]))
  let wait = 0
  for (const { key, allowance } of keys) {
    const row = byKey.get(key)
    const last = row ? Date.parse(row.lastFailureAt) : 0
    const failures = row && now - last < FORGET_AFTER_MS ? row.failures : 0
    wait = Math.max(wait, secondsLeft(failures, allowance, last, now))
  }
  if (wait > 0) return wait
  // Counted before the password is checked; a successful sign-in clears its account's counts.
  for (const { key } of keys) {
    const row = byKey.get(key)
    const fresh = !row || now - Date.parse(row.lastFailureAt) >= FORGET_AFTER_MS
    const data = { key, failures: fresh ? 1 : row.failures + 1, lastFailureAt: new Date(now).toISOString() }
    if (row) await payload.update({ collection, id: row.id, data, overrideAccess: true, depth: 0 })
    else await payload.create({ collection, data, overrideAccess: true, depth: 0 }).catch(() => undefined) // a parallel attempt made it
  }
  return 0
}

/**
 * Before Payload checks a password: refuse with 429 while a throttle key is waiting, count the
 * attempt, and make an unknown account cost what a known one does. Nothing ever locks an account.
 */
export const guardLogin: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const email = typeof args.data?.email === 'string' ? args.data.email : ''
  const password = typeof args.data?.password === 'string' ? args.data.password : ''
  if (!email || !password) return args
  const wait = await countAttempt(req.payload, throttleKeys(email, remoteIpOf(req.headers)), Date.now())
  if (wait > 0) throw new APIError(waitMessage(wait), 429, null, true)
  const known = await req.payload.count({ collection: 'users', where: { email: { equals: email.trim().toLowerCase() } }, overrideAccess: true })
  if (known.totalDocs === 0) await spendPasswordCheck(password)
  return args
}

/**
 * A successful sign-in clears the counts of that account, and takes back the attempt it added to
 * its address (which keeps its other failures): so many admins behind one address never meet the
 * address's allowance by signing in.
 */
export const clearLoginThrottle: CollectionAfterLoginHook = async ({ req, user }) => {
  const keys = throttleKeys(String(user.email ?? ''), remoteIpOf(req.headers))
  const [pair, address, account] = keys.map((entry) => entry.key)
  await req.payload.delete({ collection, where: { key: { in: [pair!, account!] } }, overrideAccess: true })
  const { docs } = await req.payload.find({ collection, where: { key: { equals: address! } }, depth: 0, limit: 1, overrideAccess: true })
  const row = docs[0]
  if (row && row.failures > 0) await req.payload.update({ collection, id: row.id, data: { failures: row.failures - 1 }, overrideAccess: true, depth: 0 })
}
