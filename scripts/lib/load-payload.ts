import { getPayload, type Payload } from 'payload'

/**
 * The configured Payload for a script that runs outside Next (`npm run jobs`, `npm run migrate`,
 * the start-up's prepare step), under tsx's module hooks.
 *
 * Under Node 20's module hooks an import still on its way does not always keep the process alive:
 * with nothing else pending, the process then exits with code 13 and no message, in the middle of
 * loading (seen in a CI run of `npm run jobs`, and in 3 of 46 starts of the crash test's server
 * before the imports were made one at a time). A timer holds the process open until Payload is
 * ready, so a slow import is waited for instead of ending the run.
 */
export async function loadPayload(): Promise<Payload> {
  const keepAlive = setInterval(() => undefined, 1_000)
  try {
    const { default: config } = await import('@payload-config')
    return await getPayload({ config })
  } finally {
    clearInterval(keepAlive)
  }
}
