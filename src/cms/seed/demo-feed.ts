import type { Payload, PayloadRequest } from 'payload'

/**
 * The demo's social feed: a Mastodon source pointing at the local stand-in that `npm start`
 * runs beside the site (scripts/lib/demo-feed-server.mjs, which passes its address as
 * DEMO_FEED_URL), and the block showing the studio's own posts. No token: an account's public
 * posts need none.
 */
export const DEMO_FEED_SOURCE = 'Vitrine Studio on Mastodon (demo)'

export async function demoFeedBlock(payload: Payload, req: PayloadRequest): Promise<Record<string, unknown> | null> {
  const baseUrl = process.env.DEMO_FEED_URL
  // Seeded outside `npm start` (a test's own seed): there is no stand-in to read from.
  if (!baseUrl) return null
  const source = await payload.create({
    req,
    overrideAccess: true,
    collection: 'feed-sources',
    data: { name: DEMO_FEED_SOURCE, kind: 'mastodon', baseUrl, cacheMinutes: 5, timeoutMs: 5000 },
  })
  return { blockType: 'socialFeed', heading: 'Latest from @studio', source: source.id, endpoint: 'timeline', account: '@studio', count: 3, includeRetweets: true }
}

/**
 * On every start: the stand-in keeps its port between starts (it saves it in DATA_DIR), but when
 * that port was taken it gets another, and the demo source follows it here. Only the demo's own
 * source, and only while it still points at a stand-in on this machine: an admin who pointed it
 * at a real server keeps their address.
 */
export async function keepDemoFeedReachable(payload: Payload, log: (line: string) => void): Promise<void> {
  const baseUrl = process.env.DEMO_FEED_URL
  if (!baseUrl) return
  const { docs } = await payload.find({ collection: 'feed-sources', where: { name: { equals: DEMO_FEED_SOURCE } }, limit: 1, depth: 0, overrideAccess: true })
  const source = docs[0]
  if (!source || source.baseUrl === baseUrl || !/^http:\/\/127\.0\.0\.1:\d+\/?$/.test(source.baseUrl)) return
  await payload.update({ collection: 'feed-sources', id: source.id, data: { baseUrl }, overrideAccess: true, context: { skipRevalidate: true } })
  log(`The demo feed's stand-in moved to ${baseUrl}; its source follows.`)
}
