/**
 * Turns a parsed template into one sanitised tree with a slot where each form-tag sits.
 *
 * The template's HTML is sanitised as a whole, not piece by piece, because an element often
 * spans a tag: `<label> Your name [text* your-name] </label>` opens the label before the tag and
 * closes it after. Each form-tag is swapped for a private marker first, so the sanitiser keeps
 * its place (and so a tag can tell whether it sits inside a <label>).
 *
 * Then, like CF7's wpcf7_autop, blank lines make paragraphs and single line breaks make <br>,
 * so the default template lays out as it does in WordPress.
 */

import type { FormTag, ParsedForm } from '../../form-tags/types'
import { type SafeElement, type SafeNode, sanitizeHtml, slotMarker } from './sanitize-html'

export type TemplateTree = { nodes: SafeNode[]; slots: FormTag[] }

/** Containers whose loose inline content is grouped into paragraphs. */
const paragraphContainers = new Set(['div', 'fieldset'])
const blockTags = new Set(['p', 'div', 'fieldset', 'legend', 'h2', 'h3', 'h4', 'ul', 'ol', 'li'])
/** Containers of list items only: their loose text is whitespace between items. */
const listTags = new Set(['ul', 'ol'])

export function buildTemplateTree(form: Pick<ParsedForm, 'nodes'>): TemplateTree {
  const slots: FormTag[] = []
  const html = form.nodes
    .map((node) => {
      if (node.kind === 'text') return node.text
      slots.push(node.tag)
      return slotMarker(slots.length - 1)
    })
    .join('')
  const invisible = (index: number) => slots[index]?.type === 'hidden'
  return { nodes: autoParagraphs(sanitizeHtml(html, { slots: true }), invisible), slots }
}

type Invisible = (slotIndex: number) => boolean

/** Groups loose inline content into <p> and turns line breaks inside it into <br>. */
export function autoParagraphs(nodes: readonly SafeNode[], invisible: Invisible = () => false): SafeNode[] {
  const out: SafeNode[] = []
  let run: SafeNode[] = []
  const flush = () => {
    out.push(...paragraphOf(run, invisible))
    run = []
  }
  for (const node of nodes) {
    if (node.kind === 'element' && blockTags.has(node.tag)) {
      flush()
      out.push(blockWithBreaks(node, invisible))
    } else if (node.kind === 'text' && /\n[ \t]*\n/.test(node.text)) {
      const pieces = node.text.split(/\n[ \t]*(?:\n[ \t]*)+/)
      pieces.forEach((piece, index) => {
        if (index > 0) flush()
        if (piece !== '') run.push({ kind: 'text', text: piece })
      })
    } else {
      run.push(node)
    }
  }
  flush()
  return out
}

function isBlank(node: SafeNode, invisible: Invisible): boolean {
  return (node.kind === 'text' && node.text.trim() === '') || (node.kind === 'slot' && invisible(node.index))
}

/** A run of inline content as a paragraph, unless it holds nothing visible. */
function paragraphOf(run: SafeNode[], invisible: Invisible): SafeNode[] {
  if (run.every((node) => isBlank(node, invisible))) {
    // Keep hidden inputs; whitespace between blocks is dropped like an HTML parser would.
    return run.filter((node) => node.kind === 'slot')
  }
  return [{ kind: 'element', tag: 'p', attrs: {}, children: lineBreaks(trimEdges(run)) }]
}

function blockWithBreaks(element: SafeElement, invisible: Invisible): SafeElement {
  if (paragraphContainers.has(element.tag)) return { ...element, children: autoParagraphs(element.children, invisible) }
  if (listTags.has(element.tag)) {
    const items = element.children.filter((child) => !(child.kind === 'text' && child.text.trim() === ''))
    return { ...element, children: items.map((child) => (child.kind === 'element' ? blockWithBreaks(child, invisible) : child)) }
  }
  return { ...element, children: lineBreaks(element.children) }
}

/** Drops leading whitespace of the first text and trailing whitespace of the last. */
function trimEdges(nodes: SafeNode[]): SafeNode[] {
  const copy = [...nodes]
  const first = copy[0]
  if (first?.kind === 'text') copy[0] = { kind: 'text', text: first.text.replace(/^\s+/, '') }
  const lastIndex = copy.length - 1
  const last = copy[lastIndex]
  if (last?.kind === 'text') copy[lastIndex] = { kind: 'text', text: last.text.replace(/\s+$/, '') }
  return copy.filter((node) => node.kind !== 'text' || node.text !== '')
}

const br: SafeElement = { kind: 'element', tag: 'br', attrs: {}, children: [] }

/**
 * Inside inline content, a line break with content on both sides becomes <br>; line breaks
 * before the first or after the last piece of content are only whitespace (so `<label>\n Name`
 * has no leading break). Inline elements are treated the same way inside.
 */
function lineBreaks(nodes: readonly SafeNode[]): SafeNode[] {
  const hasContent = nodes.map((node) => node.kind !== 'text' || node.text.trim() !== '')
  const first = hasContent.indexOf(true)
  const last = hasContent.lastIndexOf(true)
  return nodes.flatMap((node, index): SafeNode[] => {
    if (node.kind === 'element') {
      return [node.tag === 'br' || blockTags.has(node.tag) ? node : { ...node, children: lineBreaks(node.children) }]
    }
    if (node.kind !== 'text' || !node.text.includes('\n')) return [node]
    return breakLines(node.text, first >= 0 && index > first, last >= 0 && index < last)
  })
}

/** Splits text at line breaks; each break is <br> when content surrounds it, else a space. */
function breakLines(text: string, contentBefore: boolean, contentAfter: boolean): SafeNode[] {
  const lines = text.split(/[ \t\r]*\n[ \t\r]*/)
  const out: SafeNode[] = []
  lines.forEach((line, lineIndex) => {
    if (lineIndex > 0) {
      const before = contentBefore || lines.slice(0, lineIndex).some((piece) => piece.trim() !== '')
      const after = contentAfter || lines.slice(lineIndex).some((piece) => piece.trim() !== '')
      out.push(before && after ? br : { kind: 'text', text: ' ' })
    }
    if (line !== '') out.push({ kind: 'text', text: line })
  })
  return out
}
