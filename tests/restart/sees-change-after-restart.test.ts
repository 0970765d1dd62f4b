/**
 * A restart on the same build. scripts/e2e.mjs stops the server, changes the site's title
 * (change-while-down.ts), starts `npm start` again on another port and address with the same
 * build, then runs this file.
 *
 * Hardening issue, item 11 (regression: start.ts signed its "clear the page cache" call with the
 * wrong secret, so a restarted server kept serving the pages it had built before), and the
 * performance issue, item 4 (one build, any address).
 */
import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

const baseUrl = process.env.E2E_BASE_URL ?? ''
const title = process.env.RESTART_SITE_TITLE ?? ''
const log = process.env.RESTART_LOG ?? ''

describe('a restarted server', () => {
  it('shows content changed while it was down on its very first answer, on prerendered pages too', async () => {
    expect(title).not.toBe('')
    expect(await (await fetch(`${baseUrl}/`)).text()).toContain(title)
    expect(await (await fetch(`${baseUrl}/blog`)).text()).toContain(title)
  })

  it('serves the build it has at a new port and address without building, with the new address in its pages', async () => {
    const output = fs.readFileSync(log, 'utf8')
    expect(output).toContain(`Vitrine is starting at ${baseUrl}`)
    expect(output).not.toMatch(/building/i)
    const html = await (await fetch(`${baseUrl}/galleries`)).text()
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}/galleries"/>`)
  })
})
