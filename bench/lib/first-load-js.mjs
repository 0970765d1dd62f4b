/**
 * First-load JavaScript, measured in Debian's Chromium as a visitor's browser loads the page: the
 * gzip size of the scripts that run before any interaction (external scripts the page runs, and
 * its inline scripts), then of those the first interaction starts (a pointer moving over the
 * page; visitor pages wake when needed, decision 043). Scripts fetched only to be kept for later
 * (the idle prefetch) are not run, so they count in neither. We compress each script ourselves
 * (gzip level 9) instead of trusting Content-Length, so the number does not depend on whether or
 * how the server compresses.
 */
import { gzipSync } from 'node:zlib'

import { chromium } from 'playwright-core'

import { ensureChromium } from '../../scripts/lib/process.mjs'

const gzipKib = (text) => gzipSync(Buffer.from(text), { level: 9 }).length / 1024

/** The inline scripts a page runs (not data such as JSON-LD, not scripts kept inert), as text. */
const inlineScriptsRun = () =>
  [...document.querySelectorAll('script:not([src])')]
    .filter((script) => ['', 'text/javascript', 'application/javascript', 'module'].includes((script.getAttribute('type') ?? '').toLowerCase()))
    .map((script) => script.text)

/** Opens a browser for `measure(url)`; `close()` when done. */
export async function firstLoadJsMeter() {
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  })
  return {
    /**
     * `beforeInteraction` and `firstInteraction`: `{ kib, scripts, urls }` of the external
     * scripts the page ran (URLs deduplicated) plus, before interaction, its inline scripts.
     */
    async measure(pageUrl) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
      try {
        const page = await context.newPage()
        const ran = new Map()
        // A script element's request has resourceType "script"; a prefetch's is "other".
        page.on('response', async (response) => {
          if (response.request().resourceType() !== 'script' || !response.ok()) return
          ran.set(response.url(), await response.text().catch(() => ''))
        })
        await page.goto(pageUrl, { waitUntil: 'load' })
        await page.waitForLoadState('networkidle')
        const inline = await page.evaluate(inlineScriptsRun)
        const before = new Map(ran)
        // In the page's top corner, where a pointer passes over nothing that loads code of its
        // own (over a photo, the popup would fetch its code to be ready for the click).
        await page.mouse.move(1, 1)
        await page.mouse.move(2, 2)
        await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, { timeout: 30_000 }).catch(() => undefined)
        await page.waitForLoadState('networkidle')
        const started = [...ran].filter(([url]) => !before.has(url))
        return {
          beforeInteraction: {
            kib: [...before.values()].reduce((sum, text) => sum + gzipKib(text), 0) + inline.reduce((sum, text) => sum + gzipKib(text), 0),
            scripts: before.size + inline.length,
            urls: [...before.keys()],
          },
          firstInteraction: {
            kib: started.reduce((sum, [, text]) => sum + gzipKib(text), 0),
            scripts: started.length,
            urls: started.map(([url]) => url),
          },
        }
      } finally {
        await context.close()
      }
    },
    close: () => browser.close(),
  }
}
