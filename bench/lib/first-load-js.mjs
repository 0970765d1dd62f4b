/**
 * First-load JavaScript: the gzip size of every script a browser fetches to load a page, before any
 * interaction. We compress each script ourselves (gzip level 9) instead of trusting Content-Length,
 * so the number does not depend on whether or how the server compresses.
 */
import { gzipSync } from 'node:zlib'

const ENTITIES = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' }

/** Attribute values in HTML may hold entities (Next writes `&amp;` in query strings). */
function decodeEntities(value) {
  return value.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (match, name) => {
    if (name[0] === '#') return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)))
    return ENTITIES[name.toLowerCase()] ?? match
  })
}

/** The attributes of one opening tag, names lower-cased (`noModule` is written `nomodule`). */
function parseAttributes(source) {
  const attributes = {}
  for (const [, name, double, single, bare] of source.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    attributes[name.toLowerCase()] = decodeEntities(double ?? single ?? bare ?? '')
  }
  return attributes
}

/**
 * URLs of the scripts the page loads, resolved against the page URL and deduplicated:
 * `<script src>` (except `nomodule` ones, which modern browsers skip) plus
 * `<link rel="modulepreload">` and `<link rel="preload" as="script">`, which Next uses to fetch
 * chunks early. Next usually lists a chunk both ways; it is downloaded once, so counted once.
 */
export function collectScriptUrls(html, pageUrl) {
  const urls = new Set()
  const add = (href) => {
    if (!href) return
    const url = new URL(href, pageUrl)
    if (url.protocol === 'http:' || url.protocol === 'https:') urls.add(url.href)
  }

  // Take whole <script>…</script> elements first: inline scripts (Next's RSC payload) can contain
  // text that looks like tags, which must not be mistaken for real ones below.
  const withoutScripts = html.replace(/<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi, (element, attributeSource) => {
    const attributes = parseAttributes(attributeSource)
    if (!('nomodule' in attributes)) add(attributes.src)
    return ''
  })

  for (const [, attributeSource] of withoutScripts.matchAll(/<link\b([^>]*)>/gi)) {
    const attributes = parseAttributes(attributeSource)
    const rel = (attributes.rel ?? '').toLowerCase().split(/\s+/)
    if (rel.includes('modulepreload') || (rel.includes('preload') && attributes.as?.toLowerCase() === 'script')) add(attributes.href)
  }
  return [...urls]
}

async function fetchBody(url) {
  const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000) })
  const body = Buffer.from(await response.arrayBuffer()) // fetch has already undone any Content-Encoding
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`)
  return body
}

/** Gzip size of the page's first-load JavaScript, in KiB, how many scripts make it up, and their URLs. */
export async function measureFirstLoadJs(pageUrl) {
  const html = (await fetchBody(pageUrl)).toString('utf8')
  const scriptUrls = collectScriptUrls(html, pageUrl)
  const sizes = await Promise.all(scriptUrls.map(async (url) => gzipSync(await fetchBody(url), { level: 9 }).length))
  const bytes = sizes.reduce((sum, size) => sum + size, 0)
  return { kib: bytes / 1024, scripts: scriptUrls.length, urls: scriptUrls }
}
