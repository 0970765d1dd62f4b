import type { Payload } from 'payload'

/**
 * Reads that change only when an editor changes the site (its settings globals), kept in this
 * process's memory until the next change instead of being asked of the database on every request
 * and every engagement call. The content hooks and `POST /api/revalidate` (which the PostgreSQL
 * change notice of every instance reaches, decision 027) call `forgetSiteMemos` on every change.
 *
 * A read that was still running when a change cleared the memo is not kept: its promise was
 * dropped with the rest, so a value from before the change can never outlive it. Kept per Payload
 * instance (tests run several) and on globalThis, since Next may load this module more than once.
 */
const KEY = Symbol.for('vitrine.site-memo')

type Memos = WeakMap<Payload, Map<string, Promise<unknown>>>

function memos(): Memos {
  const holder = globalThis as typeof globalThis & { [KEY]?: Memos }
  holder[KEY] ??= new WeakMap()
  return holder[KEY]
}

/**
 * `load()` once per site change for this Payload and key. A failed read is not kept, nor a value
 * `keep` turns down (say, "no such form": any number of such keys could be asked for).
 */
export function untilSiteChanges<T>(payload: Payload, key: string, load: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
  const all = memos()
  let entries = all.get(payload)
  if (!entries) {
    entries = new Map()
    all.set(payload, entries)
  }
  const kept = entries.get(key)
  if (kept) return kept as Promise<T>
  const loading = load()
  const own = entries
  own.set(key, loading)
  const drop = () => {
    if (own.get(key) === loading) own.delete(key)
  }
  loading.then((value) => {
    if (!keep(value)) drop()
  }, drop)
  return loading
}

/** The site changed: every kept read is read again on its next use (all Payload instances). */
export function forgetSiteMemos(): void {
  const holder = globalThis as typeof globalThis & { [KEY]?: Memos }
  holder[KEY] = new WeakMap()
}

/** The globals kept this way: the site's settings and the gallery settings. */
export type SettingsGlobal = 'site' | 'gallery-settings'

/**
 * A settings global, read once per site change. `visitor`: as an anonymous visitor may read it
 * (published, visitor access) for pages; `server`: every field, for server code that never sends
 * the document to a browser.
 */
export function settingsGlobal<T>(payload: Payload, slug: SettingsGlobal, options: { depth: 0 | 1; as: 'visitor' | 'server' }): Promise<T> {
  const access = options.as === 'visitor' ? { overrideAccess: false, draft: false } : { overrideAccess: true }
  return untilSiteChanges(payload, `${slug}:${options.depth}:${options.as}`, () => payload.findGlobal({ slug, depth: options.depth, ...access }) as Promise<T>)
}
