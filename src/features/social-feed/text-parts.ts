import type { FeedItem } from './feed-items'

export type TextPart = { text: string; href?: string }

/**
 * An item's text cut into plain runs and links, by its link ranges (in order, not overlapping;
 * a range that does not fit the text is skipped). The widget renders each part as text or an
 * `<a>`, so nothing in the text is ever read as markup.
 */
export function textParts(item: Pick<FeedItem, 'text' | 'entities'>): TextPart[] {
  const parts: TextPart[] = []
  let at = 0
  const links = [...item.entities.urls].sort((a, b) => a.indices[0] - b.indices[0])
  for (const link of links) {
    const [start, end] = link.indices
    if (start < at || end > item.text.length || end <= start) continue
    if (start > at) parts.push({ text: item.text.slice(at, start) })
    parts.push({ text: link.display_url || item.text.slice(start, end), href: link.expanded_url })
    at = end
  }
  if (at < item.text.length) parts.push({ text: item.text.slice(at) })
  return parts
}
