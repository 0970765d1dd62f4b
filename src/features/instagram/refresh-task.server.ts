import 'server-only'

import type { JobsConfig, Payload, TaskConfig } from 'payload'

import { InstagramError } from './graph-errors'
import { importInstagramGallery, isImporting } from './import-gallery.server'

/**
 * The scheduled refresh of Instagram galleries (issue 13, item 4; decision 036): every hour, each
 * gallery whose source is Instagram and whose update setting is `add` or `replace` imports its
 * newest posts that way, one gallery after another, on Payload's jobs queue. A gallery whose
 * import fails says so in its import status (the dialog shows it) and the others go on.
 */
export const INSTAGRAM_QUEUE = 'instagram'
export const REFRESH_INSTAGRAM_TASK = 'refreshInstagramGalleries'

export type RefreshResult = { refreshed: number; failed: number; skipped: number }

export async function refreshInstagramGalleries(payload: Payload): Promise<RefreshResult> {
  const { docs } = await payload.find({
    collection: 'galleries',
    where: { and: [{ source: { equals: 'instagram' } }, { 'instagram.updateFlag': { in: ['add', 'replace'] } }] },
    select: { instagram: { updateFlag: true } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const result: RefreshResult = { refreshed: 0, failed: 0, skipped: 0 }
  for (const gallery of docs) {
    // An editor's import of the same gallery is under way: this hour's refresh leaves it be.
    if (isImporting(gallery.id)) {
      result.skipped += 1
      continue
    }
    try {
      await importInstagramGallery(payload, gallery.id, { mode: gallery.instagram?.updateFlag === 'replace' ? 'replace' : 'add' })
      result.refreshed += 1
    } catch (error) {
      result.failed += 1
      payload.logger.warn(`Instagram: the scheduled refresh of gallery ${gallery.id} failed: ${(error as Error).message}`)
    }
  }
  return result
}

export const refreshInstagramTask: TaskConfig<{ input: object; output: RefreshResult }> = {
  slug: REFRESH_INSTAGRAM_TASK,
  label: 'Refresh Instagram galleries',
  outputSchema: [
    { name: 'refreshed', type: 'number', required: true },
    { name: 'failed', type: 'number', required: true },
    { name: 'skipped', type: 'number', required: true },
  ],
  // Every hour, at 41 minutes past, on the queue the server looks at every minute.
  schedule: [{ cron: '0 41 * * * *', queue: INSTAGRAM_QUEUE }],
  handler: async ({ req }) => ({ output: await refreshInstagramGalleries(req.payload) }),
}

export const IMPORT_INSTAGRAM_TASK = 'importInstagramGallery'

export type ImportJobOutput = { added: number; failed: boolean }

/**
 * An import the dialog asked for in the background (`async=1`): queued as a job, so it is in the
 * jobs table (and runs on the next minute's queue run) even if the server stops before it starts.
 * The endpoint runs it at once. A failure the editor can act on (a bad token, Instagram down) is
 * in the gallery's import status; the job ends with `failed`, and is not retried.
 */
export const importInstagramTask: TaskConfig<{ input: { galleryId: number; mode: 'add' | 'replace' }; output: ImportJobOutput }> = {
  slug: IMPORT_INSTAGRAM_TASK,
  label: 'Import an Instagram gallery',
  inputSchema: [
    { name: 'galleryId', type: 'number', required: true },
    { name: 'mode', type: 'select', options: ['add', 'replace'], required: true },
  ],
  outputSchema: [
    { name: 'added', type: 'number', required: true },
    { name: 'failed', type: 'checkbox', required: true },
  ],
  retries: 0,
  handler: async ({ input, req }) => {
    try {
      const items = await importInstagramGallery(req.payload, input.galleryId, { mode: input.mode })
      return { output: { added: items.filter(Boolean).length, failed: false } }
    } catch (error) {
      if (!(error instanceof InstagramError)) throw error
      return { output: { added: 0, failed: true } }
    }
  },
}

/** The Next server runs the Instagram queue every minute: the hourly refresh is queued there. */
export const instagramAutoRun: Extract<JobsConfig['autoRun'], unknown[]> = [{ cron: '* * * * *', queue: INSTAGRAM_QUEUE, limit: 5 }]
