/** Builds Lexical rich-text values from plain strings: enough for demo content. */
type Node = Record<string, unknown>

const text = (value: string): Node => ({ type: 'text', text: value, format: 0, style: '', mode: 'normal', detail: 0, version: 1 })

const block = (type: string, children: Node[], extra: Node = {}): Node => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})

export const paragraph = (value: string): Node => block('paragraph', [text(value)], { textFormat: 0, textStyle: '' })

export const heading = (value: string, tag: 'h2' | 'h3' = 'h2'): Node => block('heading', [text(value)], { tag })

/** `## ` starts a heading; every other line is a paragraph. */
export function richText(...lines: string[]) {
  const children = lines.map((line) => (line.startsWith('## ') ? heading(line.slice(3)) : paragraph(line)))
  return { root: block('root', children) as Node & { type: string; children: Node[]; direction: 'ltr'; format: ''; indent: number; version: number } }
}
