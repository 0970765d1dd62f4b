import 'server-only'

/**
 * Running the mail queue: in the background right after a submission (`startMailDelivery`), in the
 * foreground for scripts and tests (`runMailQueue`), and every minute in the Next server
 * (`mailAutoRun`, assembled into payload.config.ts's jobs.autoRun).
 */

import { after } from 'next/server'
import type { JobsConfig, Payload } from 'payload'

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
  for (let pass = 0; pass < 1000; pass++) {
    const result = await payload.jobs.run({ queue: MAIL_QUEUE, limit: 50, silent: { info: true } })
    if (result.noJobsRemaining) return
  }
}

/** The Next server runs due mail jobs every minute (and the sweep when it is due). */
export const mailAutoRun: Extract<JobsConfig['autoRun'], unknown[]> = [{ cron: '* * * * *', queue: MAIL_QUEUE, limit: 100 }]
