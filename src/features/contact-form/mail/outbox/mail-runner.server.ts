import 'server-only'

/**
 * Running the mail queue: in the background right after a submission (`startMailDelivery`), in the
 * foreground for scripts and tests (`runMailQueue`), every minute in the Next server
 * (`mailAutoRun`, assembled into payload.config.ts's jobs.autoRun), and at start-up and every few
 * seconds for the jobs a dead process left (`startMailKeeper`, started by the plugin's onInit in
 * the Next server).
 */

import { after } from 'next/server'
import type { JobsConfig, Payload } from 'payload'

import { releaseOrphanedMailJobs } from './mail-orphans.server'
import { MAIL_QUEUE } from './mail-outbox.server'

let running: Promise<void> | null = null
let requested = false

/**
 * Runs the mail queue in the background until nothing is due, and returns at once. Inside a
 * Next request it starts once the response has gone (`after`); elsewhere (tests, scripts) at
 * once. One run at a time per process: a call during a run asks for one more pass instead of
 * starting another runner, so a burst of submissions does not start a burst of competing runners.
 */
export function startMailDelivery(payload: Payload): void {
  try {
    after(() => deliverInBackground(payload))
  } catch {
    // Outside a request scope, where `after` is not available.
    deliverInBackground(payload)
  }
}

function deliverInBackground(payload: Payload): void {
  requested = true
  if (running) return
  running = (async () => {
    let moreDue = true
    while (requested || moreDue) {
      requested = false
      const result = await payload.jobs.run({ queue: MAIL_QUEUE, limit: 50, silent: { info: true } })
      moreDue = result.noJobsRemaining !== true
    }
  })()
    .catch((error: unknown) => payload.logger.error({ err: error, msg: 'Contact form: running the mail queue failed.' }))
    .finally(() => {
      running = null
      // A call that came after the loop's last check would otherwise wait for the next cron run.
      if (requested) deliverInBackground(payload)
    })
}

/** Resolves when the background delivery started by `startMailDelivery` has finished (tests, scripts). */
export async function mailDeliveryIdle(): Promise<void> {
  // A run can start another as it ends (see deliverInBackground): wait for the last one.
  while (running) await running
}

/** Runs the mail queue in the foreground until nothing is due (scripts/run-jobs.ts, tests). */
export async function runMailQueue(payload: Payload): Promise<void> {
  await releaseOrphanedMailJobs(payload)
  for (let pass = 0; pass < 1000; pass++) {
    const result = await payload.jobs.run({ queue: MAIL_QUEUE, limit: 50, silent: { info: true } })
    if (result.noJobsRemaining) return
  }
}

/** The Next server runs due mail jobs every minute (and the sweep when it is due). */
export const mailAutoRun: Extract<JobsConfig['autoRun'], unknown[]> = [{ cron: '* * * * *', queue: MAIL_QUEUE, limit: 100 }]

/** How often a server looks for jobs a dead process left: their leases run out within MAIL_LEASE_MS. */
export const MAIL_KEEPER_MS = 5_000

const KEEPER = Symbol.for('vitrine.contactForm.mailKeeper')
type KeeperHolder = typeof globalThis & { [KEEPER]?: ReturnType<typeof setInterval> }

/**
 * Starts the outbox's keeper in this process (once): at once, and then every MAIL_KEEPER_MS, it
 * hands the jobs of processes that stopped back to the queue (mail-orphans.server.ts) and runs
 * the queue when it did, so a restarted server delivers what the killed one had claimed within
 * about MAIL_LEASE_MS of the crash, instead of leaving it to a person. The first run also sends
 * what was waiting when the server started.
 */
export function startMailKeeper(payload: Payload): void {
  const holder = globalThis as KeeperHolder
  if (holder[KEEPER]) return
  let first = true
  let busy = false
  const tick = async () => {
    if (busy) return
    busy = true
    try {
      const released = await releaseOrphanedMailJobs(payload)
      if (released > 0 || first) deliverInBackground(payload)
      first = false
    } catch (error) {
      payload.logger.error({ err: error, msg: 'Contact form: looking for mail jobs left by a stopped process failed.' })
    } finally {
      busy = false
    }
  }
  holder[KEEPER] = setInterval(() => void tick(), MAIL_KEEPER_MS)
  holder[KEEPER].unref()
  void tick()
}

/** Stops the keeper started by `startMailKeeper` (tests). */
export function stopMailKeeper(): void {
  const holder = globalThis as KeeperHolder
  if (holder[KEEPER]) clearInterval(holder[KEEPER])
  delete holder[KEEPER]
}

/**
 * The plugin's onInit: the keeper runs where the mail queue runs on its own, in the Next server's
 * Node runtime (as payload.config.ts's jobs.autoRun), and not while `next build` loads the config.
 */
export function startMailKeeperInServer(payload: Payload): void {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') startMailKeeper(payload)
}
