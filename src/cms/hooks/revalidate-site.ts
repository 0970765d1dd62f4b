import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'
import { revalidatePath } from 'next/cache'

import { getEnv } from '@/lib/env'
import { revalidateToken } from '@/lib/revalidate-token'

/**
 * Visitor pages are static and cached. Any content change invalidates the whole visitor site:
 * pages embed galleries, menus and posts from other documents, so a narrower rule would miss
 * pages. Counters (hits, ratings, likes) are loaded separately and pass `skipRevalidate`.
 * See docs/decisions/003-static-pages-revalidated-on-change.md.
 */
export async function revalidateSite(req: PayloadRequest): Promise<void> {
  if (req.context?.skipRevalidate) return
  try {
    revalidatePath('/', 'layout')
  } catch {
    // Not inside the Next server (a script or the seed): ask the running server to do it.
    await notifyServer(req)
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

export const revalidateAfterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  await revalidateSite(req)
  return doc
}

export const revalidateAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await revalidateSite(req)
  return doc
}

export const revalidateGlobalAfterChange: GlobalAfterChangeHook = async ({ doc, req }) => {
  await revalidateSite(req)
  return doc
}

/** Hooks for a collection whose documents appear on visitor pages. */
export const revalidateHooks = {
  afterChange: [revalidateAfterChange],
  afterDelete: [revalidateAfterDelete],
}
