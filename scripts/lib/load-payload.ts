import { getPayload, type Payload } from 'payload'

import { LOAD_STALLED_EXIT } from './load-stall'

/** How long loading Payload may take before the script gives up (several times a slow start here). */
const LOAD_DEADLINE_MS = Number(process.env.PAYLOAD_LOAD_DEADLINE_MS) || 120_000

/**
 * The configured Payload for a script that runs outside Next (`npm run jobs`, `npm run migrate`,
 * the start-up's prepare step), under tsx's module hooks.
 *
 * Under Node 20's module hooks an import still on its way sometimes never settles: with nothing
 * else pending the process exits with code 13 and no message (seen in a CI run of `npm run jobs`,
 * and in 3 of 46 starts of the crash test's server before the imports were made one at a time),
 * and with something else pending it waits forever (seen in a CI run of the test database's
 * migration: 18 minutes, no connection made). A deadline turns both into a clear failure with
 * exit code 75, which the callers (tests/setup/database.ts, scripts/start.ts) answer by running
 * the script again.
 */
export async function loadPayload(): Promise<Payload> {
  let deadline: NodeJS.Timeout | undefined
  const stalled = new Promise<never>((_, reject) => {
    deadline = setTimeout(() => reject(new Error(`Loading Payload took more than ${LOAD_DEADLINE_MS / 1000} s.`)), LOAD_DEADLINE_MS)
  })
  try {
    const load = (async () => {
      const { default: config } = await import('@payload-config')
      return getPayload({ config })
    })()
    return await Promise.race([load, stalled])
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('Loading Payload took')) {
      console.error(`${error.message} A module import stalled (Node 20's module hooks); run the command again.`)
      process.exit(LOAD_STALLED_EXIT)
    }
    throw error
  } finally {
    clearTimeout(deadline)
  }
}
