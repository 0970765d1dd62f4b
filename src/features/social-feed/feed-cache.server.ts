import 'server-only'

import { LRUCache } from 'lru-cache'

import type { FeedItem } from './feed-items'

/**
 * Fetched feeds, kept in this process (decision 032). An entry is fresh for its source's
 * `cacheMinutes`; after that the source is asked again, and while it is down, slow or talking
 * nonsense the entry is still answered, marked stale, for up to a week. One fetch per key at a
 * time: visitors who ask while it runs wait for it and share its result, so a busy page costs the
 * source one request per freshness period, and a slow source one request per timeout.
 */

export type Loaded = { ok: true; items: FeedItem[] } | { ok: false; message: string; code?: number }

export type FeedAnswer = { message: string; response: FeedItem[]; code?: number; stale?: boolean }

type Entry = { items: FeedItem[]; fetchedAt: number }

const STALE_FOR_MS = 7 * 24 * 60 * 60 * 1000

export function createFeedCache({ max = 500 }: { max?: number } = {}) {
  const entries = new LRUCache<string, Entry>({ max, ttl: STALE_FOR_MS })
  const inFlight = new Map<string, Promise<Loaded>>()

  function load(key: string, fetchFeed: () => Promise<Loaded>): Promise<Loaded> {
    const running = inFlight.get(key)
    if (running) return running
    const started = fetchFeed()
      .catch((): Loaded => ({ ok: false, message: 'The feed could not be read just now.' }))
      .then((loaded) => {
        if (loaded.ok) entries.set(key, { items: loaded.items, fetchedAt: Date.now() })
        return loaded
      })
      .finally(() => inFlight.delete(key))
    inFlight.set(key, started)
    return started
  }

  /** The feed for `key`: fresh from the cache, else fetched (once, however many ask), else the last items kept. */
  async function answer(key: string, freshForMs: number, fetchFeed: () => Promise<Loaded>, now = Date.now()): Promise<FeedAnswer> {
    const kept = entries.get(key)
    if (kept && now - kept.fetchedAt < freshForMs) return { message: '', response: kept.items }
    const loaded = await load(key, fetchFeed)
    if (loaded.ok) return { message: '', response: loaded.items }
    const code = loaded.code !== undefined ? { code: loaded.code } : {}
    const last = entries.get(key)
    if (!last) return { message: loaded.message, response: [], ...code }
    // Error 88's own words are what the widget shows (in italics); other failures say the posts may be old.
    const message = loaded.code === 88 ? loaded.message : `${loaded.message} These are the latest posts it sent before; they may be out of date.`
    return { message, response: last.items, stale: true, ...code }
  }

  return { answer, clear: () => entries.clear() }
}
