/**
 * A small, strict HTML sanitiser for the text an editor writes around form-tags.
 *
 * parse5 reads the markup as a browser does (the HTML standard's parser, its full entity table,
 * its repair of unclosed and misnested tags; decision 017). One walk over that tree keeps only an
 * allow-list of harmless elements and attributes; everything else is dropped (with its content,
 * for elements whose content is code or foreign markup such as script, style, iframe or svg) or
 * unwrapped (for the rest: their text stays, their tag goes). Output is a tree, not a string:
 * React renders it and escapes every text and attribute value on the way out, so no input can
 * reach the page as markup again.
 */

import { type DefaultTreeAdapterTypes, parseFragment } from 'parse5'

type ParsedNode = DefaultTreeAdapterTypes.ChildNode
type ParsedElement = DefaultTreeAdapterTypes.Element

export const defaultAllowedTags: ReadonlySet<string> = new Set([
  'label', 'p', 'br', 'span', 'strong', 'em', 'b', 'i', 'fieldset', 'legend', 'div', 'h2', 'h3', 'h4',
  'ul', 'ol', 'li', 'small', 'a',
])

/** For places that sit inside a label or a line of text, such as an acceptance box's label. */
export const inlineAllowedTags: ReadonlySet<string> = new Set(['span', 'strong', 'em', 'b', 'i', 'small', 'a', 'br'])

export type SafeElement = { kind: 'element'; tag: string; attrs: Record<string, string>; children: SafeNode[] }
/** `slot` marks where a form-tag sits in the template (see slotMarker). */
export type SafeNode = SafeElement | { kind: 'text'; text: string } | { kind: 'slot'; index: number }

const SLOT_OPEN = '\uE000'
const SLOT_CLOSE = '\uE001'
const slotPattern = /\uE000([0-9]+)\uE001/g

/**
 * A placeholder for form-tag number `index`, put in the HTML before sanitising so the tag's
 * place survives. Private-use characters: an editor cannot type them by accident, and any that
 * appear in the template anyway are removed before parsing.
 */
export function slotMarker(index: number): string {
  return `${SLOT_OPEN}${index}${SLOT_CLOSE}`
}

export function stripSlotCharacters(text: string): string {
  return text.replace(/[\uE000\uE001]/g, '')
}

/** Dropped together with everything inside them: code, embedded documents, foreign markup. */
const dropWithContent = new Set([
  'script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'textarea', 'select', 'option',
  'title', 'svg', 'math', 'xmp', 'noembed', 'noframes', 'head', 'frameset', 'frame', 'applet', 'button',
])
const voidElements = new Set([
  'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr', 'param', 'keygen',
])
/** Elements nested deeper than this are unwrapped: their text stays, their tags go. */
const maxDepth = 64

// ---------------------------------------------------------------------------------------------
// Attributes

/** Browsers ignore these inside URLs, so `java\tscript:` is still javascript: — remove them first. */
function cleanUrl(value: string): string {
  return value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
}

/**
 * http(s) and mailto links, and links within this site (`/privacy`, `#terms`). Anything else —
 * javascript:, data:, vbscript:, protocol-relative `//host`, backslash tricks — is dropped.
 */
export function safeHref(value: string): string | null {
  const url = cleanUrl(value)
  if (url.includes('\\')) return null
  if (/^https?:\/\/[^/?#]+/i.test(url)) return url
  if (/^mailto:[^:]/i.test(url)) return url
  if (/^\/(?!\/)/.test(url) || url.startsWith('#')) return url
  return null
}

const idValue = /^[A-Za-z][\w:.-]*$/

function safeAttribute(tag: string, name: string, value: string): string | null {
  switch (name) {
    case 'class':
      return /^[\w\s-]*$/.test(value) ? value.trim().replace(/\s+/g, ' ') : null
    case 'id':
      return idValue.test(value) ? value : null
    case 'title':
      return value
    case 'lang':
      return /^[a-zA-Z]{1,8}(-[a-zA-Z0-9]{1,8})*$/.test(value) ? value : null
    case 'dir':
      return ['ltr', 'rtl', 'auto'].includes(value.toLowerCase()) ? value.toLowerCase() : null
    case 'for':
      return tag === 'label' && idValue.test(value) ? value : null
    case 'href':
      return tag === 'a' ? safeHref(value) : null
    case 'target':
      return tag === 'a' && value.toLowerCase() === '_blank' ? '_blank' : null
    default:
      // style, on*, src, srcset, formaction, xlink:href… none of them are needed for a form's text.
      return null
  }
}

function safeAttributes(tag: string, raw: readonly { name: string; value: string }[]): Record<string, string> {
  const attrs: Record<string, string> = {}
  for (const { name, value } of raw) {
    if (name in attrs) continue // the parser keeps the first of a repeated attribute; so does this
    const safe = safeAttribute(tag, name, stripSlotCharacters(value.replace(slotPattern, '')))
    if (safe !== null) attrs[name] = safe
  }
  // A new tab must not be able to reach back into this page (window.opener).
  if (attrs.target === '_blank') attrs.rel = 'noopener noreferrer'
  if (tag === 'a' && !('href' in attrs)) delete attrs.target
  return attrs
}

// ---------------------------------------------------------------------------------------------
// Tree

function splitSlots(text: string): SafeNode[] {
  const nodes: SafeNode[] = []
  let last = 0
  for (const match of text.matchAll(slotPattern)) {
    if (match.index > last) nodes.push({ kind: 'text', text: stripSlotCharacters(text.slice(last, match.index)) })
    nodes.push({ kind: 'slot', index: Number(match[1]) })
    last = match.index + match[0].length
  }
  if (last < text.length) nodes.push({ kind: 'text', text: stripSlotCharacters(text.slice(last)) })
  return nodes.filter((node) => node.kind !== 'text' || node.text !== '')
}

export type SanitizeOptions = {
  /** Elements to keep (default: defaultAllowedTags). Others are unwrapped or dropped. */
  allowedTags?: ReadonlySet<string>
  /** Turn slot markers into slot nodes (otherwise they are removed). */
  slots?: boolean
}

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml'

const isElement = (node: ParsedNode): node is ParsedElement => 'tagName' in node
const isText = (node: ParsedNode): node is DefaultTreeAdapterTypes.TextNode => node.nodeName === '#text'

/** Dropped with its content: code, embedded documents, and foreign markup (svg, math: whatever their children are called). */
const isDropped = (node: ParsedElement) => dropWithContent.has(node.tagName) || node.namespaceURI !== HTML_NAMESPACE

/** Reads HTML into a tree of allowed elements, safe attributes and text. */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): SafeNode[] {
  const allowed = options.allowedTags ?? defaultAllowedTags
  const source = options.slots ? html : stripSlotCharacters(html)
  const textNodes = (text: string): SafeNode[] => (options.slots ? splitSlots(text) : [{ kind: 'text', text }])

  /** The text under an element nested too deep, in order and without recursion: its tags go, dropped ones with their content. */
  const flatten = (element: ParsedElement): SafeNode[] => {
    const out: SafeNode[] = []
    const pending: ParsedNode[] = [...element.childNodes].reverse()
    for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
      if (isText(node)) out.push(...textNodes(node.value))
      else if (isElement(node) && !isDropped(node)) pending.push(...[...node.childNodes].reverse())
    }
    return out
  }

  const walk = (nodes: readonly ParsedNode[], depth: number): SafeNode[] =>
    nodes.flatMap((node): SafeNode[] => {
      if (isText(node)) return textNodes(node.value)
      // Comments, doctypes and processing instructions (which HTML reads as comments) show nothing.
      if (!isElement(node) || isDropped(node)) return []
      if (depth >= maxDepth) return flatten(node)
      const children = walk(node.childNodes, depth + 1)
      // Unwrapped: the tag goes, its text stays.
      if (!allowed.has(node.tagName)) return children
      return [{ kind: 'element', tag: node.tagName, attrs: safeAttributes(node.tagName, node.attrs), children }]
    })

  return mergeText(walk(parseFragment(source).childNodes, 0))
}

function mergeText(nodes: SafeNode[]): SafeNode[] {
  const out: SafeNode[] = []
  for (const node of nodes) {
    const last = out[out.length - 1]
    if (node.kind === 'text' && last?.kind === 'text') last.text += node.text
    else if (node.kind === 'element') out.push({ ...node, children: mergeText(node.children) })
    else out.push(node)
  }
  return out
}

// ---------------------------------------------------------------------------------------------
// Reading the tree

/** The visible text of nodes (slots contribute nothing). */
export function textContent(nodes: readonly SafeNode[]): string {
  return nodes.map((node) => (node.kind === 'text' ? node.text : node.kind === 'element' ? textContent(node.children) : '')).join('')
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;')
}

/** The tree as an HTML string (for tests and plain-HTML uses such as mail). Slots become comments. */
export function serializeSafeNodes(nodes: readonly SafeNode[]): string {
  return nodes
    .map((node) => {
      if (node.kind === 'text') return escapeText(node.text)
      if (node.kind === 'slot') return `<!--slot:${node.index}-->`
      const attrs = Object.entries(node.attrs).map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('')
      if (voidElements.has(node.tag)) return `<${node.tag}${attrs}>`
      return `<${node.tag}${attrs}>${serializeSafeNodes(node.children)}</${node.tag}>`
    })
    .join('')
}

/** Shorthand: sanitised HTML as a string. */
export function sanitizeHtmlToString(html: string, options: Omit<SanitizeOptions, 'slots'> = {}): string {
  return serializeSafeNodes(sanitizeHtml(html, options))
}
