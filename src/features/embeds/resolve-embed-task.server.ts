import 'server-only'

import { after } from 'next/server'
import type { JobsConfig, Payload, PayloadRequest, TaskConfig } from 'payload'

import { EMBED_QUEUE, RESOLVE_EMBED_TASK } from './embed-queue'
import { resolveGalleryImageEmbed, type ResolveOutcome } from './resolve-embed.server'

/**
 * The background job that turns a pasted embed address into a displayable gallery image
 * (oEmbed or public page data, thumbnail copied into the media library). Queued by
 * the gallery-images collection's hooks (gallery-image-hooks.server.ts) whenever an image's embed address changes, in the same
 * transaction as the change, and started right after the commit (startEmbedResolution), the way
 * the contact form's mail outbox does it (decision 007). See decision 009.
 */
export { EMBED_QUEUE, RESOLVE_EMBED_TASK } from './embed-queue'

/** Retries after the first try, waiting 30 s, 1 min, 2 min and 4 min: about 8 minutes in all. */
export const EMBED_RETRIES = 4

type ResolveEmbedIO = { input: { imageId: number }; output: { result: string } }

export const resolveEmbedTask: TaskConfig<ResolveEmbedIO> = {
  slug: RESOLVE_EMBED_TASK,
  label: 'Resolve an embedded video, photo or post',
  inputSchema: [{ name: 'imageId', type: 'number', required: true }],
  outputSchema: [{ name: 'result', type: 'text', required: true }],
  retries: { attempts: EMBED_RETRIES, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, job, req }) => {
    // `totalTried` counts the tries before this one.
    const tries = (job.totalTried ?? 0) + 1
    try {
      const result: ResolveOutcome = await resolveGalleryImageEmbed(req.payload, input.imageId, { tries, last: tries > EMBED_RETRIES })
      return { output: { result } }
    } catch (error) {
      // Payload's own log of a failed try prints the whole job (RUN_SILENTLY): one line instead.
      const reason = error instanceof Error ? error.message : String(error)
      req.payload.logger.warn(`Embeds: try ${tries} of ${EMBED_RETRIES + 1} for gallery image ${input.imageId} failed, to be retried: ${reason}`)
      throw error
    }
  },
}

/** Info logs of every run, and error logs that repeat the whole job: the handler logs what matters. */
const RUN_SILENTLY = { info: true, error: true } as const

/** The Next server runs due embed jobs (retries, anything a restart interrupted) every minute. */
export const embedAutoRun: Extract<JobsConfig['autoRun'], unknown[]> = [{ cron: '* * * * *', queue: EMBED_QUEUE, limit: 20, silent: RUN_SILENTLY }]
export const embedTasks = [resolveEmbedTask]

/** A job "processing" for longer than this belongs to a process that died (one try takes seconds). */
const STUCK_JOB_MS = 15 * 60 * 1000

/**
 * Whether a job will still resolve this image: one not done, not failed for good, and not left
 * "processing" by a process that died (Payload never picks such a job up again).
 */
export async function hasLiveEmbedJob(req: PayloadRequest, imageId: number): Promise<boolean> {
  const { docs } = await req.payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: RESOLVE_EMBED_TASK } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }] },
    select: { input: true, processing: true, updatedAt: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const stuckBefore = Date.now() - STUCK_JOB_MS
  return docs.some((job) => (job.input as { imageId?: number } | null)?.imageId === imageId && !(job.processing && Date.parse(job.updatedAt) < stuckBefore))
}

/** Queues the resolution of an image's embed in `req`'s transaction: it commits with the change. */
export async function queueEmbedResolution(req: PayloadRequest, imageId: number): Promise<void> {
  await req.payload.jobs.queue({ task: RESOLVE_EMBED_TASK, input: { imageId }, queue: EMBED_QUEUE, req })
}

// ---------------------------------------------------------------------------------------------
// Running right after the commit

/** A picture download and its variants take a second or two of CPU: a few at a time is plenty. */
const BATCH = 4

let running: Promise<void> | null = null
let requested = false

/**
 * Payload deletes `req.transactionID` when it commits or rolls back the request's transaction
 * (commitTransaction, killTransaction). Until then the queued job is invisible to a runner.
 * Only a string or number names an open transaction: without transactions (SQLite) the id is a
 * promise of null, or `{}` once Payload's relationship loader has copied that promise through JSON.
 */
async function transactionSettled(req: PayloadRequest | undefined): Promise<void> {
  for (let waited = 0; waited < 60_000; waited += 20) {
    const id: unknown = req?.transactionID instanceof Promise ? await req.transactionID : req?.transactionID
    if (typeof id !== 'string' && typeof id !== 'number') return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/**
 * Runs the embed queue in the background once `req`'s transaction is over, and returns at once,
 * so the editor's save never waits for a provider. Inside a Next request it starts when the
 * response has gone (`after`, by then committed); elsewhere (scripts, tests) when Payload has
 * committed. One runner per process: a call during a run asks for one more pass.
 */
export function startEmbedResolution(payload: Payload, req?: PayloadRequest): void {
  try {
    after(() => resolveInBackground(payload))
  } catch {
    // Outside a request scope, where `after` is not available.
    void transactionSettled(req).then(() => resolveInBackground(payload))
  }
}

function resolveInBackground(payload: Payload): Promise<void> {
  requested = true
  running ??= drainQueue(payload).finally(() => {
    running = null
    // A call that came after the last pass had looked for work would otherwise wait for the cron.
    if (requested) void resolveInBackground(payload)
  })
  return running
}

/** Runs passes until nothing is due and nobody asked for another pass. */
async function drainQueue(payload: Payload): Promise<void> {
  try {
    let moreDue = true
    while (requested || moreDue) {
      requested = false
      const result = await payload.jobs.run({ queue: EMBED_QUEUE, limit: BATCH, silent: RUN_SILENTLY })
      moreDue = result.noJobsRemaining !== true
    }
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Embeds: running the embed queue failed.' })
  }
}

/** Resolves when the background run started by startEmbedResolution has finished (tests, scripts). */
export function embedResolutionIdle(): Promise<void> {
  return running ?? Promise.resolve()
}

/** Runs the embed queue in the foreground until nothing is due (`npm run jobs`, tests). */
export async function runEmbedQueue(payload: Payload): Promise<void> {
  for (let pass = 0; pass < 1000; pass++) {
    const result = await payload.jobs.run({ queue: EMBED_QUEUE, limit: BATCH, silent: RUN_SILENTLY })
    if (result.noJobsRemaining) return
  }
}
