/**
 * Next.js calls `register` once when the server starts. Starting Payload here, with its crons,
 * makes the mail outbox's `jobs.autoRun` tick from the start rather than from the first admin or
 * API request (visitor pages are served from the cache and may never start Payload).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  try {
    // One after the other: under Node 20's loader hooks (tsx, in the outbox crash test's server),
    // these two imports side by side sometimes left the config's import unsettled for good, and
    // the process exited with code 13, silently (3 starts in 46 on a busy machine; 0 in 50 in turn).
    const { getPayload } = await import('payload')
    const { default: config } = await import('@payload-config')
    await getPayload({ config, cron: true })
  } catch (error) {
    // The site still serves; the crons then start with the first admin or API request.
    console.error('Payload could not start with the server: the mail queue starts on the first admin request.', error)
  }
}
