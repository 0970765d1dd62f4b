/**
 * Visitor pages wake when they are needed (decision 043).
 *
 * Next renders a visitor page whole on the server, then its runtime (React, the router and the
 * page's RSC payload, about 140 KiB of JavaScript) hydrates it at once. A visitor who only reads
 * pays for that on a phone: Lighthouse measured the home page's hydration as long tasks of 300 ms
 * and more at its 4× slower CPU, and the downloads took bandwidth from the photos. Every page
 * already works without script (links, GET forms, the contact form's plain POST, widgets
 * rendered in full), so the runtime can wait until the page needs it.
 *
 * This module does two things to the HTML of an anonymous visitor page (scripts/serve.mjs):
 * - `createScriptDeferrer()` turns Next's scripts inert as they stream past: each `<script src>`
 *   and each inline script of Next's (the RSC payload `self.__next_f`, Turbopack's chunk list)
 *   gets `type="vitrine/deferred"`, which a browser neither fetches nor runs; the `nomodule`
 *   polyfill and the `<link rel="preload" as="script">` hints go. Every other script (React's
 *   boundary scripts, a page's own small snippets, JSON-LD) is left as it is.
 * - `inlineStylesheet` (given by serve.mjs: `createStylesheetInliner`) puts each of the page's own
 *   style sheets into the page: `<link rel="stylesheet" href="/_next/static/chunks/….css">`
 *   becomes `<style data-vitrine-inlined="…">` with the file's rules, its `url()`s made absolute.
 *   A phone then draws the page from the HTML alone instead of waiting for five or six more
 *   requests (Lighthouse: first paint 1.2 → 0.8 s). On waking, the links come back, where the
 *   styles are, before the scripts start, so React finds the style sheets it rendered (else it
 *   would add them itself); each inline copy is emptied once its file has loaded. The admin
 *   and signed-in pages keep Next's links (and their cache).
 * - It puts the wake script (`wakeOnNeed`, below) before the first of them (in `<head>`). It
 *   starts the inert scripts, in document order, when the page first needs them:
 *   - the visitor does anything: a pointer moves or goes down, a touch, a key, a wheel, a
 *     scroll, focus;
 *   - the address asks for something script does (a fragment such as `#bwg1/5` or `#slide3`, or
 *     the popup's `image_id`);
 *   - an element marked `data-wake-near="{margin}"` comes within that margin of the viewport: a
 *     widget that does something on its own (a slider that plays, a chart that animates, a
 *     feed that loads).
 *   Until the page has hydrated (the `vitrine:hydrated` event, src/lib/page-wake.client.tsx), a
 *   click on a `button[type="button"]` (which does nothing without script) or on an element
 *   marked `data-hold-click` (a photo link the popup opens) is held and given again once it
 *   has (for a widget whose code loads on demand, once that has hydrated it: its host is marked
 *   `data-on-demand-ready`); a held link that has not come alive after HOLD_LIMIT_MS is followed
 *   as a plain link.
 *   Once the page has loaded, has been painted and the browser is idle, the scripts are
 *   prefetched (not run), so the first interaction does not wait for the network; not with
 *   Save-Data.
 *   It also keeps the page's widget and gallery blocks out of the first layout
 *   (`content-visibility: auto`, LATE_LAYOUT) and lets them in one at a time once the page is
 *   painted and idle (decision 047).
 */

import fs from 'node:fs'
import path from 'node:path'
import { StringDecoder } from 'node:string_decoder'
import zlib from 'node:zlib'

import { chooseEncoding, COMPRESSIBLE } from './page-cache.mjs'

/** The `type` that keeps a script inert until the page wakes. */
export const DEFERRED_TYPE = 'vitrine/deferred'
/** Fired by the page (src/lib/page-wake.client.tsx) once React has hydrated it. */
export const HYDRATED_EVENT = 'vitrine:hydrated'
/** Widgets that act on their own wake the page when this close to the viewport (a CSS margin). */
export const WAKE_NEAR_ATTRIBUTE = 'data-wake-near'
/** Links whose click script takes over (the popup's photo links) are held until the page is awake. */
export const HOLD_CLICK_ATTRIBUTE = 'data-hold-click'
/** Marks an on-demand widget's host once its own code has hydrated it (src/lib/on-demand.client.tsx). */
export const ON_DEMAND_READY_ATTRIBUTE = 'data-on-demand-ready'
/** Marks a style sheet put into the page; its value is the file's address. */
export const INLINED_ATTRIBUTE = 'data-vitrine-inlined'
/**
 * The page's blocks whose layout waits (decision 047): the widget and gallery blocks of a page
 * (src/features/pages), as `{container} > {blocks}`, with the height each stands in with until
 * it is laid out, and the mark each gets when it is let in.
 */
export const LATE_LAYOUT = { container: '.page', blocks: '.widget, .gallery-block', placeholderPx: 480, laidOutAttribute: 'data-laid-out' }
/** How long a held link waits for the page to come alive before it is followed as a plain link. */
export const HOLD_LIMIT_MS = 8_000
/** The longest the idle prefetch waits for the first paint after the load event. */
export const PREFETCH_WAIT_MS = 5_000

/** Inline scripts of Next's: the RSC payload and Turbopack's list of the page's chunks. */
const NEXT_INLINE = /^\s*\(?\s*(?:self\.__next_f\b|globalThis\s*(?:\[\s*["']TURBOPACK["']\s*\]|\.TURBOPACK\b))/

/** The attributes of an opening tag's source (`<script …>` without `<script` and `>`), names lower-cased. */
function attributesOf(source) {
  const attributes = new Map()
  for (const [, name, double, single, bare] of source.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    attributes.set(name.toLowerCase(), double ?? single ?? bare ?? '')
  }
  return attributes
}

/** Is this a script a browser runs (no `type`, or a JavaScript one)? JSON-LD and the like are data. */
function isJavaScript(attributes) {
  const type = (attributes.get('type') ?? '').trim().toLowerCase()
  return type === '' || type === 'text/javascript' || type === 'application/javascript'
}

/** One whole `<script …>…</script>` element, as it should reach the browser. */
function deferScript(element, openSource, content) {
  const attributes = attributesOf(openSource)
  if (!isJavaScript(attributes)) return element
  if (attributes.has('nomodule')) return '' // for browsers without modules, which Next no longer supports
  if (attributes.has('src')) {
    // `<script src="…" async="">` → `<script type="vitrine/deferred" data-src="…" async="">`
    const rest = openSource.replace(/\s+src\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+)/i, '').replace(/\s+type\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+)/i, '')
    return `<script type="${DEFERRED_TYPE}" data-src="${attributes.get('src').replace(/"/g, '&quot;')}"${rest}>${content}</script>`
  }
  if (!NEXT_INLINE.test(content)) return element
  return `<script type="${DEFERRED_TYPE}"${openSource.replace(/\s+type\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+)/i, '')}>${content}</script>`
}

/** A `<link>` that fetches a script early goes: the script it names is inert until the page wakes. A style sheet of the page's own is inlined when `inlineStylesheet` has its rules. */
function deferLink(element, openSource, inlineStylesheet) {
  const attributes = attributesOf(openSource)
  const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/)
  if (rel.includes('stylesheet') && inlineStylesheet && attributes.has('data-precedence') && !attributes.has('media')) {
    const href = attributes.get('href') ?? ''
    const rules = inlineStylesheet(href)
    // `data-precedence` too: React places style sheets it adds later (a boundary streamed after
    // the first flush) after the last element of their precedence, as it would after the link.
    if (rules !== null) return `<style ${INLINED_ATTRIBUTE}="${quoteSafe(href)}" data-precedence="${quoteSafe(attributes.get('data-precedence'))}">${rules}</style>`
  }
  const fetchesScript = rel.includes('modulepreload') || (rel.includes('preload') && (attributes.get('as') ?? '').toLowerCase() === 'script')
  return fetchesScript ? '' : element
}

/** An attribute's source text (entities still as written) for a double-quoted value. */
const quoteSafe = (value) => value.replace(/"/g, '&quot;')

/** The style sheets the inliner takes: Next's own files, by their build path. */
const OWN_STYLESHEET = /^\/_next\/static\/chunks\/[\w.-]+\.css$/

/** A style sheet larger than this stays a link (the site's are 0.3 to 25 KB). */
export const INLINE_STYLESHEET_MAX_BYTES = 64 * 1024

/**
 * The rules of `css`, a file served at `href`, ready to sit in the page: relative `url()`s made
 * absolute (fonts, images; their query and fragment kept) and nothing that could end the
 * `<style>` element early. Null for a sheet with references this does not rewrite (`@import`,
 * `image-set()` with strings): it stays a link.
 */
export function inlineRules(css, href) {
  if (/@import\b|image-set\(\s*["']/i.test(css)) return null
  const base = new URL(href, 'http://site.invalid')
  return css
    .replace(/url\(\s*(["']?)([^"')]+)\1\s*\)/gi, (whole, quote, ref) => {
      if (/^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(ref)) return whole
      const url = new URL(ref, base)
      return `url(${quote}${url.href.slice(url.origin.length)}${quote})`
    })
    .replace(/<\/(style)/gi, '<\\/$1')
}

/**
 * `inlineStylesheet(href)` for deferPageScripts: the rules of one of the build's style sheets
 * (under `distDir`/static), read once and kept (the files of a build never change), or null for
 * anything else (another address, a missing or too large file).
 */
export function createStylesheetInliner(distDir, { maxBytes = INLINE_STYLESHEET_MAX_BYTES } = {}) {
  const known = new Map()
  return (href) => {
    if (!OWN_STYLESHEET.test(href)) return null
    if (!known.has(href)) {
      let rules = null
      try {
        const file = path.join(distDir, 'static', href.slice('/_next/static/'.length))
        if (fs.statSync(file).size <= maxBytes) rules = inlineRules(fs.readFileSync(file, 'utf8'), href)
      } catch {
        rules = null
      }
      if (known.size < 1000) known.set(href, rules)
      return rules
    }
    return known.get(href)
  }
}

/** The start of a tag this transform looks at, possibly cut short at the end of a chunk. */
const TAG_START = /<(script|link)\b/i
const couldBeTagStart = (tail) => ['<script', '<link'].some((tag) => tag.startsWith(tail.toLowerCase()))

/**
 * A streaming transform of one HTML document: `push(text)` returns what can go to the client
 * now, `end()` the rest. A tag cut between two chunks is held back until it is whole. The wake
 * script goes just before the first script made inert (in Next's pages, the first script of the
 * head); a document with nothing to defer gets none.
 */
export function createScriptDeferrer({ wakeScript = WAKE_SCRIPT, inlineStylesheet = null } = {}) {
  let pending = ''
  let wakeInserted = false

  const process = (final) => {
    let out = ''
    for (;;) {
      const match = TAG_START.exec(pending)
      if (!match) {
        const open = pending.lastIndexOf('<')
        const keep = !final && open >= 0 && couldBeTagStart(pending.slice(open)) ? open : pending.length
        out += pending.slice(0, keep)
        pending = pending.slice(keep)
        return out
      }
      out += pending.slice(0, match.index)
      pending = pending.slice(match.index)
      const openEnd = pending.indexOf('>')
      if (openEnd < 0) break // the opening tag is not whole yet
      const openTag = pending.slice(0, openEnd + 1)
      const openSource = pending.slice(match[0].length, pending[openEnd - 1] === '/' ? openEnd - 1 : openEnd)
      if (match[1].toLowerCase() === 'link') {
        out += deferLink(openTag, openSource, inlineStylesheet)
        pending = pending.slice(openTag.length)
        continue
      }
      const close = pending.toLowerCase().indexOf('</script', openTag.length)
      const closeEnd = close < 0 ? -1 : pending.indexOf('>', close)
      if (closeEnd < 0) break // the script's text or its end tag is still to come
      const element = pending.slice(0, closeEnd + 1)
      const replacement = deferScript(element, openSource, pending.slice(openTag.length, close))
      if (replacement !== element && !wakeInserted) {
        out += wakeScript
        wakeInserted = true
      }
      out += replacement
      pending = pending.slice(element.length)
    }
    if (final) {
      out += pending
      pending = ''
    }
    return out
  }

  return {
    push(text) {
      pending += text
      return process(false)
    },
    end() {
      return process(true)
    },
  }
}

/**
 * The words of the site's 404 page (src/app/(site)/not-found.tsx; a unit test holds them the
 * same), for a browser that runs no script: a crawler, a reader with JavaScript off. Next's empty
 * document has none of the site's style sheets, hence the few rules of its own.
 */
export const NOT_FOUND_FALLBACK =
  '<noscript><style>body{margin:0;font:1.0625rem/1.6 system-ui,sans-serif;color:#1d1d1f;background:#fafaf8}main{max-width:40rem;margin:0 auto;padding:4rem 1.25rem}h1{font:600 clamp(2rem,6vw,3rem)/1.2 Georgia,serif;margin:0 0 1rem}a{color:inherit;text-underline-offset:.2em}</style>' +
  '<main id="main" class="page"><h1 class="page__title">Page not found</h1><p>The address may be mistyped, or the page has moved.</p><p><a href="/">Go to the home page</a></p></main></noscript>'

/**
 * Next's answer to a `notFound()` under the site's route group is an empty document,
 * `<html id="__next_error__">` with nothing in its body: the 404 page, with the site's header,
 * is only in the RSC payload, drawn once the scripts run (decision 049, vercel/next.js#59180).
 * This gives that document the site's language and, first in its body, the 404 page's words in
 * `<noscript>`, which a browser running script neither shows nor gives React to hydrate. Any
 * other document is returned as it is.
 */
export function fillEmptyNotFound(html) {
  const shell = /<html id="__next_error__"([^>]*)>/.exec(html)
  if (!shell || html.includes(NOT_FOUND_FALLBACK)) return html
  const withLang = /\slang=/.test(shell[1]) ? html : html.replace(shell[0], `<html id="__next_error__"${shell[1]} lang="en">`)
  return withLang.replace(/<body(\s[^>]*)?>/, (body) => body + NOT_FOUND_FALLBACK)
}

/** A whole document at once. */
export function deferPageScripts(html, options) {
  const deferrer = createScriptDeferrer(options)
  return deferrer.push(html) + deferrer.end()
}

/**
 * The wake script, run in the browser as the first script of the page. Plain ES2017 with
 * nothing from outside (it is inserted as its own source text); `settings` carries the names
 * above. See the header of this module for what it does.
 */
export function wakeOnNeed(settings) {
  const { deferredType, hydratedEvent, wakeNearAttribute, holdClickAttribute, readyAttribute, holdLimitMs, prefetchWaitMs, inlinedAttribute, lateLayout } = settings
  const doc = document
  const idle = (callback) => (window.requestIdleCallback ? window.requestIdleCallback(callback) : setTimeout(callback, 200))
  const releaseLayout = holdLateLayout()
  const interactions = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll']
  let woken = false
  let hydrated = false
  const held = []

  const listenForInteraction = (on) => {
    for (const type of interactions) (on ? addEventListener : removeEventListener)(type, wake, { capture: true, passive: true })
    ;(on ? doc.addEventListener : doc.removeEventListener).call(doc, 'focusin', wake, true)
  }

  function start() {
    // The style sheets put into the page come back as the links React rendered, where they were;
    // each inline copy is emptied once its file is in (the same rules: nothing moves), and stays
    // in place, as React may hold it as the last sheet of its precedence.
    for (const inlined of doc.querySelectorAll(`style[${inlinedAttribute}]`)) {
      const link = doc.createElement('link')
      link.rel = 'stylesheet'
      link.href = inlined.getAttribute(inlinedAttribute)
      link.setAttribute('data-precedence', inlined.getAttribute('data-precedence') || 'next')
      link.addEventListener('load', () => (inlined.textContent = ''), { once: true })
      inlined.after(link)
    }
    for (const inert of doc.querySelectorAll(`script[type="${deferredType}"]`)) {
      const live = doc.createElement('script')
      for (const { name, value } of inert.attributes) if (name !== 'type' && name !== 'data-src') live.setAttribute(name, value)
      if (inert.hasAttribute('data-src')) {
        live.src = inert.getAttribute('data-src')
        live.async = true
      } else {
        live.text = inert.text
      }
      // An inline script runs as it is inserted, so the payload keeps its order.
      inert.replaceWith(live)
    }
  }

  function wake() {
    if (woken) return
    woken = true
    listenForInteraction(false)
    if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', start, { once: true })
    else start()
    // A held link whose page never comes alive (its scripts failed) is followed as a plain link.
    setTimeout(() => {
      if (!hydrated) giveBack(true)
    }, holdLimitMs)
  }

  function giveBack(asPlainLinks) {
    hydrated = true
    for (const element of held.splice(0)) {
      if (!element.isConnected) continue
      if (asPlainLinks) {
        if (element.matches('a[href]')) location.assign(element.href)
        continue
      }
      // React hydrates a widget whose code loads on demand after the rest of the page: wait for
      // it, then give the click (a widget that never comes gets it after the limit all the same).
      const host = element.closest('[data-on-demand]')
      if (!host || host.hasAttribute(readyAttribute)) {
        element.click()
        continue
      }
      const give = () => {
        observer.disconnect()
        clearTimeout(timer)
        if (element.isConnected) element.click()
      }
      const observer = new MutationObserver(() => host.hasAttribute(readyAttribute) && give())
      observer.observe(host, { attributes: true, attributeFilter: [readyAttribute] })
      const timer = setTimeout(give, holdLimitMs)
    }
  }

  doc.addEventListener(
    'click',
    (event) => {
      if (hydrated || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const target = event.target instanceof Element ? event.target.closest(`button[type="button"], [${holdClickAttribute}]`) : null
      if (!target) return
      if (target.hasAttribute(holdClickAttribute)) event.preventDefault()
      if (held.length < 10) held.push(target)
      wake()
    },
    true,
  )
  addEventListener(hydratedEvent, () => setTimeout(() => giveBack(false)), { once: true })

  // Right-click protection of a gallery that asks for it, before its own script is there.
  doc.addEventListener('contextmenu', (event) => {
    if (!hydrated && event.target instanceof Element && event.target.closest('[data-protected] img, [data-protected] picture')) event.preventDefault()
  })

  listenForInteraction(true)

  const whenParsed = () => {
    if (woken) return
    if (location.hash.length > 1 || /[?&]image_id=/.test(location.search)) return wake()
    // Nothing to show but what the scripts draw: Next sends a 404 of a route group's layout
    // (notFound() under (site)) with an empty body and the page only in its payload, so a
    // visitor saw a blank screen until they moved the pointer.
    if (doc.body && !doc.body.querySelector(':scope > :not(script):not(template):not(noscript):not([hidden])')) return wake()
    if (!('IntersectionObserver' in window)) return
    for (const host of doc.querySelectorAll(`[${wakeNearAttribute}]`)) {
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && (observer.disconnect(), wake()), {
        rootMargin: host.getAttribute(wakeNearAttribute) || '300px',
      })
      // What the host holds: an on-demand host has `display: contents` and no box of its own (and
      // asking for its style here would hold the first paint up with a style and layout pass).
      for (const target of host.children.length ? host.children : [host]) observer.observe(target)
    }
  }
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', whenParsed, { once: true })
  else whenParsed()

  // Once the page is in, painted and the browser idle, fetch (not run) the scripts, so the first
  // interaction does not wait on the network. Not before the first paint: on a slow phone the
  // load event can come first (its images are in before a long page is laid out), and the
  // prefetch would then compete with that paint. Without paint timing, or with nothing
  // contentful to paint (a tab in the background), after a frame or at most PREFETCH_WAIT_MS.
  const afterFirstPaint = (callback) => {
    let called = false
    const once = () => called || ((called = true), callback())
    const painted = () => window.performance.getEntriesByName('first-contentful-paint').length > 0
    if (painted()) return once()
    const Observer = window.PerformanceObserver
    if (Observer && (Observer.supportedEntryTypes || []).includes('paint')) {
      const observer = new Observer(() => painted() && (observer.disconnect(), once()))
      observer.observe({ type: 'paint', buffered: true })
      setTimeout(once, prefetchWaitMs)
    } else window.requestAnimationFrame(() => setTimeout(once))
  }
  // The blocks held out of the first layout are let in once the page is painted, one at each
  // idle moment, so that no one task lays out the whole page.
  if (releaseLayout) afterFirstPaint(() => idle(releaseLayout))

  // The page's first layout is its first screen's (decision 047): the blocks further down are
  // laid out when they come near the screen (`content-visibility: auto`, standing in at their
  // placeholder height), and after the first paint every block is laid out in turn, so that the
  // page has its true height before the visitor jumps anywhere. Not when the browser places the
  // page from its layout: a fragment, a reload or a return through history (scroll restoration).
  // Only where `overflow-clip-margin` exists: the containment would cut a focus ring or a shadow
  // at a block's edge.
  function holdLateLayout() {
    const navigation = window.performance && window.performance.getEntriesByType ? window.performance.getEntriesByType('navigation')[0] : null
    if (location.hash.length > 1 || (navigation && navigation.type !== 'navigate')) return null
    const css = window.CSS
    if (!css || !css.supports('content-visibility', 'auto') || !css.supports('overflow-clip-margin', '1rem')) return null
    const { container, blocks, placeholderPx, laidOutAttribute } = lateLayout
    const held = `${container}>:is(${blocks}):not([${laidOutAttribute}])`
    const style = doc.createElement('style')
    style.textContent = `${held}{content-visibility:auto;contain-intrinsic-block-size:auto ${placeholderPx}px;overflow-clip-margin:1rem}`
    ;(doc.head || doc.documentElement).append(style)
    // A block that starts on the first screen is let in as soon as the parser brings it, before
    // the browser draws anything: Chromium lays such a block out once at its placeholder height
    // before it draws it, and counts what follows it moving as a layout shift. In document order,
    // each block's top is exact once those above it are laid out; the first that starts below
    // the screen ends the watch, as every later one starts lower still.
    let parsing = null
    const stopWatching = () => {
      if (parsing) parsing.disconnect()
      parsing = null
    }
    const letInFirstScreen = () => {
      if (!parsing) return
      for (let block = doc.querySelector(held); block; block = doc.querySelector(held)) {
        if (block.getBoundingClientRect().top >= window.innerHeight) return stopWatching()
        block.setAttribute(laidOutAttribute, '')
      }
    }
    parsing = new MutationObserver(letInFirstScreen)
    parsing.observe(doc.documentElement, { childList: true, subtree: true })
    letInFirstScreen()
    doc.addEventListener('DOMContentLoaded', () => {
      letInFirstScreen()
      stopWatching()
    }, { once: true })
    // One block at a time, marked: only its own style changes, not the page's.
    let waiting = null
    const release = () => {
      waiting = waiting || [...doc.querySelectorAll(held)]
      const next = waiting.shift()
      if (!next) {
        style.remove()
        for (const block of doc.querySelectorAll(`[${laidOutAttribute}]`)) block.removeAttribute(laidOutAttribute)
        return
      }
      next.setAttribute(laidOutAttribute, '')
      idle(release)
    }
    return release
  }

  addEventListener('load', () => {
    const saveData = navigator.connection && navigator.connection.saveData
    if (woken || saveData) return
    afterFirstPaint(() => idle(() => {
      if (woken) return
      const prefetch = (href, as) => {
        const link = doc.createElement('link')
        link.rel = 'prefetch'
        link.as = as
        link.href = href
        doc.head.append(link)
      }
      for (const inert of doc.querySelectorAll(`script[type="${deferredType}"][data-src]`)) prefetch(inert.getAttribute('data-src'), 'script')
      for (const inlined of doc.querySelectorAll(`style[${inlinedAttribute}]`)) prefetch(inlined.getAttribute(inlinedAttribute), 'style')
    }))
  })
}

export const WAKE_SETTINGS = {
  deferredType: DEFERRED_TYPE,
  hydratedEvent: HYDRATED_EVENT,
  wakeNearAttribute: WAKE_NEAR_ATTRIBUTE,
  holdClickAttribute: HOLD_CLICK_ATTRIBUTE,
  readyAttribute: ON_DEMAND_READY_ATTRIBUTE,
  holdLimitMs: HOLD_LIMIT_MS,
  prefetchWaitMs: PREFETCH_WAIT_MS,
  inlinedAttribute: INLINED_ATTRIBUTE,
  lateLayout: LATE_LAYOUT,
}

/**
 * The function's source as sent: without its comment lines and indentation (line breaks stay, so
 * the code means what it meant).
 */
export function compactSource(fn) {
  return fn
    .toString()
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//'))
    .join('\n')
}

/** The `<script>` element inserted at the top of every visitor page's head. */
export const WAKE_SCRIPT = `<script>(${compactSource(wakeOnNeed)})(${JSON.stringify(WAKE_SETTINGS)})</script>`

/**
 * Renders a visitor page through `render(req, res)` (Next) with its scripts deferred (and its
 * style sheets inlined, with `options.inlineStylesheet`: see deferPageScripts). Next is
 * asked for the uncompressed answer (the request's Accept-Encoding is taken away), so an HTML
 * answer can be rewritten; this then compresses what it sends, with the encoding the client asked
 * for (Brotli, gzip or none), as Next would have. Other answers pass through, compressed here
 * when their type is worth it.
 *
 * A rewritten or compressed body is gathered and sent in one piece when Next ends the answer,
 * with its length: the end stays synchronous, as Next expects. (Compressing as a stream ended the
 * answer a few ticks after Next's `end()`; a client that left in between left the answer without
 * its "finish", Next waited on it for ever, and so did every later request for the same page in
 * the page cache.) Next has the whole of a cached page at once; a dynamic one is sent when it is
 * rendered, as the page cache records it anyway.
 */
export function renderWithDeferredScripts(req, res, render, options = {}) {
  const encoding = chooseEncoding(req.headers['accept-encoding'])
  delete req.headers['accept-encoding']
  interceptResponse(res, encoding, options)
  return render(req, res)
}

const compressors = {
  // Quality 5 is Brotli's usual on-the-fly setting: about gzip's speed, smaller output.
  br: (body) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => zlib.gzipSync(body, { level: 6 }),
}

function interceptResponse(res, encoding, options) {
  const { writeHead, write, end } = res
  /** Decided on the first writeHead/write/end: 'html' (rewritten), 'compress', or 'pass'. */
  let mode = null
  let chunks = []

  const decide = () => {
    if (mode) return
    const type = String(res.getHeader('content-type') ?? '')
    const bodyless = res.statusCode === 204 || res.statusCode === 304 || res.req?.method === 'HEAD'
    // A page with a policy of its own (the embed frame allows only its one script by hash) is
    // not Next's page with Next's scripts: it is sent as it is.
    const html = /^text\/html\b/i.test(type) && !res.hasHeader('content-security-policy')
    const compress = encoding !== 'identity' && COMPRESSIBLE.test(type) && !res.getHeader('content-encoding')
    mode = bodyless ? 'pass' : html ? 'html' : compress ? 'compress' : 'pass'
    if (mode !== 'pass' && (html || compress)) {
      const vary = String(res.getHeader('vary') ?? '')
      if (!/\baccept-encoding\b/i.test(vary)) res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    }
    if (bodyless && html) res.removeHeader('content-length')
  }

  const bytesOf = (chunk, chunkEncoding) =>
    chunk === undefined || chunk === null || typeof chunk === 'function' ? null : typeof chunk === 'string' ? Buffer.from(chunk, typeof chunkEncoding === 'string' ? chunkEncoding : 'utf8') : Buffer.from(chunk)

  res.writeHead = function (statusCode, ...rest) {
    res.statusCode = statusCode
    // Headers passed here (not with setHeader) go in first, so decide() sees the content type.
    const headers = rest.find((arg) => arg && typeof arg === 'object')
    if (Array.isArray(headers)) for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1])
    else if (headers) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    decide()
    // A gathered body's headers go out with it, at the end (its length is known only then).
    if (mode !== 'pass') return this
    const reason = typeof rest[0] === 'string' ? [rest[0]] : []
    return writeHead.call(this, statusCode, ...reason)
  }
  // Next flushes the headers before its first write; a gathered body sends them at the end.
  res.flushHeaders = function () {
    decide()
    if (mode === 'pass') return Object.getPrototypeOf(res).flushHeaders.call(this)
  }
  res.write = function (chunk, chunkEncoding, callback) {
    decide()
    if (mode === 'pass') return write.call(this, chunk, chunkEncoding, callback)
    const bytes = bytesOf(chunk, chunkEncoding)
    if (bytes) chunks.push(bytes)
    const done = typeof chunkEncoding === 'function' ? chunkEncoding : callback
    if (typeof done === 'function') process.nextTick(done)
    return true
  }
  res.end = function (chunk, chunkEncoding, callback) {
    decide()
    if (mode === 'pass') return end.call(this, chunk, chunkEncoding, callback)
    const last = bytesOf(chunk, chunkEncoding)
    if (last) chunks.push(last)
    let body = Buffer.concat(chunks)
    chunks = []
    if (mode === 'html') {
      const html = deferPageScripts(body.toString('utf8'), options)
      body = Buffer.from(res.statusCode === 404 ? fillEmptyNotFound(html) : html, 'utf8')
    }
    if (encoding !== 'identity' && (mode === 'compress' || COMPRESSIBLE.test(String(res.getHeader('content-type') ?? '')))) {
      body = compressors[encoding](body)
      res.setHeader('Content-Encoding', encoding)
    }
    res.setHeader('Content-Length', body.length)
    if (!res.headersSent) writeHead.call(this, res.statusCode)
    const done = typeof chunk === 'function' ? chunk : typeof chunkEncoding === 'function' ? chunkEncoding : callback
    return end.call(this, body, done)
  }
}
