import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'
import { sql } from 'drizzle-orm'
import { revalidatePath } from 'next/cache'

import { getEnv } from '@/lib/env'
import { clearPageCache } from '@/lib/page-cache'
import { forgetSiteMemos } from '@/lib/site-memo'
import { revalidateToken } from '@/lib/revalidate-token'

import { runSql } from '../transaction'

/**
 * Visitor pages are static and cached, by Next and by our server's page cache (decision 027).
 * Any content change invalidates the whole visitor site:
 * pages embed galleries, menus and posts from other documents, so a narrower rule would miss
 * pages. Counters (hits, ratings, likes) are loaded separately and pass `skipRevalidate`.
 * See docs/decisions/003-static-pages-revalidated-on-change.md.
 */
export async function revalidateSite(req: PayloadRequest): Promise<void> {
  if (req.context?.skipRevalidate) return
  // First, and in every process (a script or a test reads the settings again too).
  forgetSiteMemos()
  let insideNext = true
  try {
    revalidatePath('/', 'layout')
    // After Next's cache: a page rendered in between is from before the clear, and not kept.
    clearPageCache()
  } catch {
    insideNext = false
  }
  if (req.payload.db.name === 'postgres') await tellEveryInstance(req)
  // Not inside the Next server (a script or the seed) on SQLite: ask the running server.
  else if (!insideNext) await notifyServer(req)
}

/**
 * The PostgreSQL channel every server listens on (scripts/serve.mjs, same name there): each
 * instance that hears of a change clears its own caches (decision 027).
 */
const SITE_CHANGED_CHANNEL = 'vitrine_site_changed'

/**
 * Sent on the change's own transaction, so PostgreSQL delivers it when the change commits (and
 * never for one rolled back): no instance, this one included, renders the page again from this
 * notice before the change is there to be read.
 */
async function tellEveryInstance(req: PayloadRequest): Promise<void> {
  try {
    await runSql(req, sql`select pg_notify(${SITE_CHANGED_CHANNEL}, '')`)
  } catch (error) {
    req.payload.logger.warn(`Other instances were not told of this change (${(error as Error).message}): they show it within the hour.`)
  }
}

async function notifyServer(req: PayloadRequest): Promise<void> {
  const url = `${getEnv().SERVER_URL}/api/revalidate`
  try {
    await fetch(url, {
      method: 'POST',
      headers: { 'x-vitrine-revalidate': revalidateToken(req.payload.secret) },
      signal: AbortSignal.timeout(2000),
    })
  } catch {
    // No server is running: there is no cache to invalidate. Pages render fresh when it starts.
  }
}

/**
 * A draft saved from the admin (`?draft=true`: the 800 ms autosave, or "Save draft") goes to the
 * document's versions only; visitors go on reading the published document, so no cache changes.
 * Publishing, unpublishing and local API writes carry no such flag and revalidate.
 */
export function isDraftSave(doc: { _status?: unknown } | undefined, req: Pick<PayloadRequest, 'query'>): boolean {
  // Payload's REST handlers parse `draft` and `autosave` into booleans in place.
  const flag = (value: unknown) => value === true || value === 'true'
  return doc?._status === 'draft' && (flag(req.query?.draft) || flag(req.query?.autosave))
}

export const revalidateAfterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  if (isDraftSave(doc, req)) return doc
  await revalidateSite(req)
  return doc
}

export const revalidateAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await revalidateSite(req)
  return doc
}

/**
 * The settings globals are kept in memory until they change (src/lib/site-memo.ts): a change
 * forgets them even when it skips revalidating pages, or the server would go on with the old ones.
 */
export const revalidateGlobalAfterChange: GlobalAfterChangeHook = async ({ doc, req }) => {
  forgetSiteMemos()
  await revalidateSite(req)
  return doc
}

/** Hooks for a collection whose documents appear on visitor pages. */
export const revalidateHooks = {
  afterChange: [revalidateAfterChange],
  afterDelete: [revalidateAfterDelete],
}

/**
 * The same for a collection whose documents server code keeps in memory (src/lib/site-memo.ts):
 * every change forgets them, even one that skips revalidating pages.
 */
export const revalidateAndForgetHooks = {
  afterChange: [
    ((args) => {
      forgetSiteMemos()
      return revalidateAfterChange(args)
    }) satisfies CollectionAfterChangeHook,
  ],
  afterDelete: [
    ((args) => {
      forgetSiteMemos()
      return revalidateAfterDelete(args)
    }) satisfies CollectionAfterDeleteHook,
  ],
}
