/**
 * The response headers next.config.mjs adds: Payload's colour-scheme hints belong to the admin
 * only. On a visitor page, Critical-CH made Chromium request the page a second time on a first
 * visit, and Vary: Sec-CH-Prefers-Color-Scheme split every shared cache.
 */
import { describe, expect, it } from 'vitest'

import config from '../../next.config.mjs'

/** The headers Next would add to a response for `path` (a rule's `/:path*` matches every path under it). */
async function headersFor(path) {
  const rules = await config.headers()
  const matches = (source) => {
    const prefix = source.replace(/\/:path\*$/, '')
    return source === path || (source.endsWith('/:path*') && (path === prefix || path.startsWith(`${prefix}/`) || prefix === ''))
  }
  return rules.filter((rule) => matches(rule.source)).flatMap((rule) => rule.headers.map((header) => header.key.toLowerCase()))
}

describe('next.config.mjs headers', () => {
  it('sends no colour-scheme hints with visitor pages', async () => {
    for (const path of ['/', '/contact', '/galleries/landscapes', '/api/media/file/photo.avif']) {
      const headers = await headersFor(path)
      expect(headers, path).not.toContain('critical-ch')
      expect(headers, path).not.toContain('accept-ch')
    }
  })

  it('keeps them for the admin, which themes itself by them', async () => {
    for (const path of ['/admin', '/admin/collections/media']) {
      expect(await headersFor(path), path).toEqual(expect.arrayContaining(['accept-ch', 'critical-ch']))
    }
  })
})
