/**
 * The production server keeps finished visitor pages in memory (scripts/lib/page-cache.mjs,
 * decision 027) and publishes that cache on this global. Content hooks run inside Next in the
 * same process: clearing here makes an edit show on the next request. In a script, the seed or
 * a test there is no such cache, and this does nothing.
 */
const PAGE_CACHE = Symbol.for('vitrine.page-cache')

type PageCache = { clear(): void }

export function clearPageCache(): void {
  const cache = (globalThis as { [PAGE_CACHE]?: PageCache | null })[PAGE_CACHE]
  cache?.clear()
}
