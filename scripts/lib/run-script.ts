import type { Payload } from 'payload'

import { closePayload } from '@/cms/database'

import { loadPayload } from './load-payload'

/**
 * Runs a one-off script's work (`npm run jobs`, `npm run media:sizes`) with the configured
 * Payload, closes the database, and exits: with the code the work returns (0 when it returns
 * nothing), or 1 after printing what it threw.
 */
export async function runScript(work: (payload: Payload) => Promise<number | void>): Promise<never> {
  const payload = await loadPayload()
  let code = 0
  try {
    code = (await work(payload)) ?? 0
  } catch (error) {
    console.error(error)
    code = 1
  } finally {
    await closePayload(payload)
  }
  process.exit(code)
}
