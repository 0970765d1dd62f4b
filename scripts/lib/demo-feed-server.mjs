/**
 * The demo's stand-in for Mastodon (fake-feeds.mjs), started by `npm start` beside the site so the
 * demo's social feed has something to read without the internet. It keeps its port in
 * DATA_DIR/demo-feed.json, so the address the seed stored works again on the next start; when
 * that port is taken it takes another, and the seed moves the demo source along
 * (src/cms/seed/demo-feed.ts). Each DATA_DIR (each e2e slot, each instance) has its own.
 */
import fs from 'node:fs'
import path from 'node:path'

import { startFakeFeeds } from './fake-feeds.mjs'

/** @param {string} dataDir */
export async function startDemoFeedServer(dataDir) {
  const file = path.join(dataDir, 'demo-feed.json')
  let saved = 0
  try {
    saved = Number(JSON.parse(fs.readFileSync(file, 'utf8')).port) || 0
  } catch {
    // First start: any free port.
  }
  let feeds = null
  if (saved) feeds = await startFakeFeeds({ port: saved }).catch(() => null)
  feeds ??= await startFakeFeeds()
  if (feeds.port !== saved) fs.writeFileSync(file, JSON.stringify({ port: feeds.port }))
  return feeds
}
