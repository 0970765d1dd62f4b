/**
 * Mastodon sends a post's text as HTML. The feed never passes that HTML on: parse5 reads it as a
 * browser would (entities, broken nesting), and one walk keeps only its text and its links, as
 * plain text plus link ranges. Paragraphs become blank lines and `<br>` a line break; Mastodon's
 * shortened links keep their visible part only (its `invisible` spans hold the rest, and its
 * `ellipsis` span ends with "…"). Everything else, scripts and styles included, is dropped or
 * unwrapped. React escapes the text again when it renders it.
 */

import { type DefaultTreeAdapterTypes, parseFragment } from 'parse5'

type ParsedNode = DefaultTreeAdapterTypes.ChildNode

export type TextLink = { url: string; expanded_url: string; display_url: string; indices: [number, number] }

/** Elements whose content is never text a reader should see. */
const DROPPED = new Set(['script', 'style', 'template', 'iframe', 'object', 'svg', 'math', 'noscript', 'head', 'title'])

/** An http(s) address, or null: a link to anything else (javascript:, data:) is not kept. */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

function attr(node: DefaultTreeAdapterTypes.Element, name: string): string | null {
  return node.attrs.find((a) => a.name === name)?.value ?? null
}

export function htmlToText(html: string): { text: string; urls: TextLink[] } {
  let text = ''
  const urls: TextLink[] = []
  const walk = (nodes: ParsedNode[]) => {
    for (const node of nodes) {
      if (node.nodeName === '#text') {
        text += (node as DefaultTreeAdapterTypes.TextNode).value.replace(/\s+/g, ' ')
        continue
      }
      if (!('tagName' in node)) continue
      const tag = node.tagName
      if (DROPPED.has(tag)) continue
      const classes = (attr(node, 'class') ?? '').split(/\s+/)
      if (classes.includes('invisible')) continue
      if (tag === 'br') {
        text = text.replace(/ $/, '') + '\n'
        continue
      }
      if (tag === 'p' && text) text = text.replace(/[ \n]+$/, '') + '\n\n'
      const start = text.length
      walk(node.childNodes)
      if (classes.includes('ellipsis')) text += '…'
      const href = tag === 'a' ? safeHttpUrl(attr(node, 'href')) : null
      if (href && text.length > start) {
        const shown = text.slice(start)
        urls.push({ url: shown, expanded_url: href, display_url: shown, indices: [start, text.length] })
      }
    }
  }
  walk(parseFragment(html).childNodes)
  // Trim the ends, keeping the link ranges in step with the text.
  const lead = text.length - text.trimStart().length
  const trimmed = text.trim()
  return {
    text: trimmed,
    urls: urls
      .map((link) => ({ ...link, indices: [link.indices[0] - lead, link.indices[1] - lead] as [number, number] }))
      .filter((link) => link.indices[0] >= 0 && link.indices[1] <= trimmed.length),
  }
}
