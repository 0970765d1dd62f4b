import 'server-only'

/**
 * Taking back the jobs of a process that died (decision 022). Payload's runner marks the jobs it
 * claims `processing` and never looks at them again: the jobs of a process killed in the middle
 * would wait for a person. A send job is an orphan when it has been processing for a while and
 * nobody holds its mail's lease any more: a live process renews the lease of every mail it works
 * on (mail-process.server.ts), so a lease that ran out means its process is gone (or stalled past
 * MAIL_LEASE_MS, when taking the mail over is what should happen). Such jobs are handed back to
 * the queue at once, so a restarted server delivers them within MAIL_LEASE_MS of the crash.
 */

import type { Payload } from 'payload'

import { MAIL_QUEUE, SEND_MAIL_TASK, type SendMailIO } from './mail-outbox.server'
import { MAIL_LEASE_MS } from './mail-state.server'

/**
 * A job claimed this recently may not have taken its lease yet (a live handler takes it within
 * milliseconds of the claim), nor been marked complete after its outcome was recorded.
 */
export const ORPHAN_GRACE_MS = MAIL_LEASE_MS + 10_000
/** The outbox's other tasks (the sweep, the retention job) run for seconds: longer means their process died. */
const OTHER_TASK_STUCK_MS = 10 * 60 * 1000

type LeaseColumns = { id: number; mailLeaseUntil?: number | null; mail2LeaseUntil?: number | null }

/** Hands the mail queue's jobs left processing by a dead process back to the queue; returns how many. */
export async function releaseOrphanedMailJobs(payload: Payload, now = Date.now()): Promise<number> {
  const { docs: stale } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ queue: { equals: MAIL_QUEUE } }, { processing: { equals: true } }, { updatedAt: { less_than: new Date(now - ORPHAN_GRACE_MS).toISOString() } }] },
    select: { taskSlug: true, input: true, updatedAt: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  if (stale.length === 0) return 0

  const inputOf = (job: (typeof stale)[number]) => (job.input ?? {}) as Partial<SendMailIO['input']>
  const submissionIds = [...new Set(stale.filter((job) => job.taskSlug === SEND_MAIL_TASK).flatMap((job) => inputOf(job).submissionId ?? []))]
  const leases = new Map<number, LeaseColumns>()
  if (submissionIds.length > 0) {
    const { docs } = await payload.find({
      collection: 'form-submissions',
      where: { id: { in: submissionIds } },
      select: { mailLeaseUntil: true, mail2LeaseUntil: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    for (const doc of docs as LeaseColumns[]) leases.set(doc.id, doc)
  }

  const orphans = stale.filter((job) => {
    if (job.taskSlug !== SEND_MAIL_TASK) return Date.parse(job.updatedAt) < now - OTHER_TASK_STUCK_MS
    const { submissionId, which } = inputOf(job)
    const submission = submissionId === undefined ? undefined : leases.get(submissionId)
    const leaseUntil = which === 'mail2' ? submission?.mail2LeaseUntil : submission?.mailLeaseUntil
    // No lease, or one nobody renewed: no live process works on this mail.
    return leaseUntil === null || leaseUntil === undefined || Number(leaseUntil) < now
  })
  if (orphans.length === 0) return 0
  const { docs: released } = await payload.update({
    collection: 'payload-jobs',
    where: { and: [{ id: { in: orphans.map((job) => job.id) } }, { processing: { equals: true } }] },
    data: { processing: false },
    depth: 0,
    overrideAccess: true,
  })
  if (released.length > 0) payload.logger.info(`Contact form: took back ${released.length} mail job(s) left by a process that stopped.`)
  return released.length
}
