/**
 * The tokenizer of the contact form's HTML sanitiser (sanitize-html.ts): HTML as a flat list of
 * text, start-tag and end-tag tokens, with character references decoded, as a browser would read
 * it. Pure.
 */

/** Their content is not markup: the parser skips straight to the closing tag. */
const rawTextElements = new Set(['script', 'style', 'iframe', 'textarea', 'title', 'xmp', 'noembed', 'noframes', 'noscript'])

export type Token =
  | { type: 'text'; text: string }
  | { type: 'start'; name: string; attrs: [string, string][]; selfClosing: boolean }
  | { type: 'end'; name: string }

const namedEntities: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', copy: '©', reg: '®', trade: '™',
  hellip: '…', mdash: '—', ndash: '–', lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', laquo: '«',
  raquo: '»', euro: '€', pound: '£', middot: '·', bull: '•', times: '×', shy: '\u00ad', tab: '\t', newline: '\n',
}

/** Decodes character references, so checks see what the browser would see (`jav&#x61;script:`). */
export function decodeEntities(text: string): string {
  return text.replace(/&(?:#([0-9]{1,8});?|#[xX]([0-9a-fA-F]{1,7});?|([a-zA-Z][a-zA-Z0-9]{1,31});)/g, (whole, dec, hex, name) => {
    if (name !== undefined) return namedEntities[name] ?? whole
    const code = dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(hex, 16)
    const invalid = code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)
    return invalid ? '\ufffd' : String.fromCodePoint(code)
  })
}

const tagNamePattern = /[a-zA-Z][^\s/>]*/y
const attrNamePattern = /[^\s/>=]+/y
const unquotedValuePattern = /[^\s>]*/y

/** The match of a sticky pattern at `index` ('' when none), without copying the rest of the text. */
function matchAt(pattern: RegExp, text: string, index: number): string {
  pattern.lastIndex = index
  return pattern.exec(text)?.[0] ?? ''
}

/** The HTML as a flat list of text, start and end tokens (comments and doctypes dropped, raw text skipped). */
export function tokenize(html: string): Token[] {
  const tokens: Token[] = []
  let i = 0
  let textStart = 0
  const flushText = (end: number) => {
    if (end > textStart) tokens.push({ type: 'text', text: decodeEntities(html.slice(textStart, end)) })
  }
  while (i < html.length) {
    const lt = html.indexOf('<', i)
    if (lt < 0) break
    const next = html[lt + 1] ?? ''
    let end: number
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4)
      end = close < 0 ? html.length : close + 3
    } else if (next === '!' || next === '?') {
      const close = html.indexOf('>', lt)
      end = close < 0 ? html.length : close + 1
    } else if (next === '/' && /[a-zA-Z]/.test(html[lt + 2] ?? '')) {
      const close = html.indexOf('>', lt)
      end = close < 0 ? html.length : close + 1
      flushText(lt)
      tokens.push({ type: 'end', name: matchAt(tagNamePattern, html, lt + 2).toLowerCase() })
      i = textStart = end
      continue
    } else if (/[a-zA-Z]/.test(next)) {
      const start = readStartTag(html, lt)
      flushText(lt)
      tokens.push(start.token)
      i = textStart = start.end
      if (start.token.name === 'plaintext') return tokens
      if (rawTextElements.has(start.token.name) && !start.token.selfClosing) {
        const close = new RegExp(`</${start.token.name}(?=[\\s/>])`, 'ig')
        close.lastIndex = i
        const found = close.exec(html)
        // Raw text content is never markup: skipped whole, it is dropped with its element anyway.
        i = textStart = found ? found.index : html.length
      }
      continue
    } else {
      i = lt + 1
      continue
    }
    flushText(lt)
    i = textStart = end
  }
  flushText(html.length)
  return tokens
}

function readStartTag(html: string, lt: number): { token: Extract<Token, { type: 'start' }>; end: number } {
  let i = lt + 1
  const name = matchAt(tagNamePattern, html, i)
  i += name.length
  const attrs: [string, string][] = []
  let selfClosing = false
  while (i < html.length) {
    while (/[\s/]/.test(html[i] ?? '')) {
      selfClosing = html[i] === '/'
      i++
    }
    if (i >= html.length || html[i] === '>') break
    selfClosing = false
    const attrName = matchAt(attrNamePattern, html, i) || html[i]
    i += attrName.length
    while (/\s/.test(html[i] ?? '')) i++
    let value = ''
    if (html[i] === '=') {
      i++
      while (/\s/.test(html[i] ?? '')) i++
      const quote = html[i]
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1)
        const stop = close < 0 ? html.length : close
        value = html.slice(i + 1, stop)
        i = stop + 1
      } else {
        value = matchAt(unquotedValuePattern, html, i)
        i += value.length
      }
    }
    attrs.push([attrName.toLowerCase(), decodeEntities(value)])
  }
  return { token: { type: 'start', name: name.toLowerCase(), attrs, selfClosing }, end: Math.min(i + 1, html.length) }
}
