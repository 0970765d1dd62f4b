/**
 * The "Lighthouse" section: Lighthouse 12's default mobile audit (simulated slow 4G and a 4× slower
 * CPU, a 412 px phone screen) of the home, a gallery, a photo and the contact page, in Debian's Chromium,
 * each straight from our server and through nginx with HTTPS and HTTP/2 (ROUTES). Three runs
 * per page (LIGHTHOUSE_RUNS), after the load tests, so the pages are warm; the median run by performance is reported,
 * with every run's score in the notes; the scores are Lighthouse's own, 0–100.
 */
import fs from 'node:fs'
import path from 'node:path'

import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
import { chromium } from 'playwright-core'

import { ensureChromium } from '../../scripts/lib/process.mjs'
import { startTlsProxy } from './nginx.mjs'
import { DEFAULT_PAGES, pathOf } from './pages.mjs'

/** Lighthouse runs per page (LIGHTHOUSE_RUNS, default 3); the median run by performance is reported. */
const RUNS = Math.max(1, Math.min(9, Number.parseInt(process.env.LIGHTHOUSE_RUNS ?? '3', 10) || 3))

const score = (category) => (typeof category?.score === 'number' ? String(Math.round(category.score * 100)) : 'n/a')
const audit = (lhr, id, digits = 0, divisor = 1) => {
  const value = lhr.audits[id]?.numericValue
  return typeof value === 'number' ? (value / divisor).toFixed(digits) : 'n/a'
}

/**
 * One visit to the site before the audits. Chromium tries https first for an http address it has
 * not seen and falls back with a 307 (HTTPS upgrades; `--disable-features=HttpsUpgrades` no longer
 * stops it in Chromium 156), which Lighthouse counted as a redirect of the first page audited:
 * about 630 ms of simulated slow 4G on home's LCP. A site in production is on https, where there
 * is no such detour. Lighthouse still clears the cache and storage before each audit.
 */
async function visitOnce(port, baseUrl) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const page = await browser.contexts()[0].newPage()
    await page.goto(baseUrl, { waitUntil: 'load' })
    await page.close()
  } finally {
    await browser.close()
  }
}

/**
 * The two ways the pages are reached: straight from our server (plain HTTP/1.1, where Lighthouse
 * models a phone opening up to six connections, each with its own TCP handshake and slow start, on
 * slow 4G), and through nginx with TLS and HTTP/2, as the README's "Deploying" puts a site in
 * production (one connection for the page and everything it loads). Decision 051.
 */
const ROUTES = [
  { tls: false, label: 'our server, HTTP/1.1', note: '', file: '' },
  { tls: true, label: 'nginx, HTTPS + HTTP/2', note: ' (https)', file: '-https' },
]

/** Lighthouse's audit of one address, RUNS times: the median run by performance, and every run's score. */
async function auditRuns(port, url) {
  const runs = []
  for (let run = 0; run < RUNS; run += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    if (result?.lhr) runs.push(result.lhr)
  }
  if (!runs.length) return null
  const byScore = [...runs].sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0))
  return { runs, median: byScore[Math.floor((byScore.length - 1) / 2)] }
}

export const lighthouseSection = {
  name: 'lighthouse',
  title: `Lighthouse 12, mobile (default settings: simulated slow 4G, 4× CPU slowdown), the median of ${RUNS} runs per page, straight from our server and through nginx with HTTPS and HTTP/2`,
  async run({ baseUrl, root }) {
    const notes = []
    let proxy = null
    try {
      proxy = await startTlsProxy(baseUrl)
    } catch (error) {
      notes.push(`No audit through nginx with HTTPS: ${error.message}`)
    }
    const chrome = await chromeLauncher.launch({
      chromePath: ensureChromium(),
      // HttpsUpgrades: Chromium first tries https for an http address and falls back, which
      // Lighthouse counts as a 307 redirect of the page (about 660 ms of simulated slow 4G).
      // A site behind TLS in production has no such step. The certificate of the nginx in
      // front is this run's own, which nothing else trusts.
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-features=HttpsUpgrades', '--ignore-certificate-errors'],
    }).catch(async (error) => {
      await proxy?.stop()
      throw error
    })
    const rows = []
    try {
      await visitOnce(chrome.port, baseUrl)
      for (const page of DEFAULT_PAGES.filter((entry) => entry.lighthouse !== false)) {
        let pagePath
        try {
          pagePath = await pathOf(page, baseUrl)
        } catch (error) {
          notes.push(`${page.name}: no page to audit: ${error.message}`)
          continue
        }
        for (const route of ROUTES) {
          const origin = route.tls ? proxy?.origin : baseUrl
          if (!origin) continue
          const name = `${page.name}${route.note}`
          // Lighthouse's simulated timings still carry this machine's CPU noise (a run's LCP moved
          // between 2.0 and 3.8 s from one run to the next here): several runs, and the median one
          // reported, as Lighthouse's own guidance on variability advises.
          const audited = await auditRuns(chrome.port, new URL(pagePath, origin).href)
          if (!audited) {
            notes.push(`${name}: Lighthouse returned no report.`)
            continue
          }
          const { runs, median: lhr } = audited
          notes.push(`${name}: performance in each of ${runs.length} runs: ${runs.map((run) => score(run.categories.performance)).join(', ')} (the median run is shown)`)
          // The whole report, for a closer look (open it in https://googlechrome.github.io/lighthouse/viewer/ or read the JSON).
          const reportFile = path.join(root, '.tmp', `lighthouse-${page.name}${route.file}.json`)
          fs.writeFileSync(reportFile, JSON.stringify(lhr))
          notes.push(`${name}: full report in ${path.relative(root, reportFile)}`)
          if (lhr.runtimeError) notes.push(`${name}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
          for (const warning of lhr.runWarnings ?? []) notes.push(`${name}: ${warning}`)
          const failing = Object.values(lhr.audits)
            .filter((entry) => entry.scoreDisplayMode === 'metricSavings' || entry.scoreDisplayMode === 'binary' || entry.scoreDisplayMode === 'numeric')
            .filter((entry) => typeof entry.score === 'number' && entry.score < 0.9)
            .map((entry) => entry.id)
          if (failing.length) notes.push(`${name}: audits below 90: ${failing.join(', ')}`)
          rows.push({
            page: page.name,
            via: route.label,
            performance: score(lhr.categories.performance),
            accessibility: score(lhr.categories.accessibility),
            bestPractices: score(lhr.categories['best-practices']),
            seo: score(lhr.categories.seo),
            fcp: audit(lhr, 'first-contentful-paint', 2, 1000),
            lcp: audit(lhr, 'largest-contentful-paint', 2, 1000),
            tbt: audit(lhr, 'total-blocking-time'),
            cls: audit(lhr, 'cumulative-layout-shift', 3),
          })
        }
      }
    } finally {
      await chrome.kill()
      await proxy?.stop()
    }
    return {
      columns: [
        { header: 'page', value: (row) => row.page },
        { header: 'served by', value: (row) => row.via },
        { header: 'performance', align: 'right', value: (row) => row.performance },
        { header: 'accessibility', align: 'right', value: (row) => row.accessibility },
        { header: 'best practices', align: 'right', value: (row) => row.bestPractices },
        { header: 'SEO', align: 'right', value: (row) => row.seo },
        { header: 'FCP s', align: 'right', value: (row) => row.fcp },
        { header: 'LCP s', align: 'right', value: (row) => row.lcp },
        { header: 'TBT ms', align: 'right', value: (row) => row.tbt },
        { header: 'CLS', align: 'right', value: (row) => row.cls },
      ],
      rows,
      notes,
    }
  },
}
