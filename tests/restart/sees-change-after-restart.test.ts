/**
 * Hardening issue, item 11. Regression: scripts/start.ts signed its "clear the page cache" call
 * with the wrong secret, so a server restarted after content changed while it was down kept
 * serving the pages it had built before. scripts/e2e.mjs stops the server, changes the site's
 * title (change-while-down.ts), starts it again on the same build, then runs this file.
 */
import { describe, expect, it } from 'vitest'

const baseUrl = process.env.E2E_BASE_URL ?? ''
const title = process.env.RESTART_SITE_TITLE ?? ''

describe('a restarted server', () => {
  it('shows content changed while it was down, on prerendered pages too', async () => {
    expect(title).not.toBe('')
    // The revalidation runs as soon as the server answers; give it a moment.
    let html = ''
    for (let attempt = 0; attempt < 20; attempt++) {
      html = await (await fetch(`${baseUrl}/`)).text()
      if (html.includes(title)) break
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    expect(html).toContain(title)
  })
})
