/** Builds Lexical rich-text values from plain strings: enough for demo content. */
type LexicalNode = { type: string; version: number; [key: string]: unknown }

const text = (value: string): LexicalNode => ({ type: 'text', text: value, format: 0, style: '', mode: 'normal', detail: 0, version: 1 })

const element = (type: string, children: LexicalNode[], extra: Record<string, unknown> = {}): LexicalNode => ({
  ...extra,
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
})

export const paragraph = (value: string) => element('paragraph', [text(value)], { textFormat: 0, textStyle: '' })

export const heading = (value: string, tag: 'h2' | 'h3' = 'h2') => element('heading', [text(value)], { tag })

/** `## ` starts a heading; every other line is a paragraph. */
export function richText(...lines: string[]) {
  const children = lines.map((line) => (line.startsWith('## ') ? heading(line.slice(3)) : paragraph(line)))
  return { root: { type: 'root', children, direction: 'ltr' as const, format: '' as const, indent: 0, version: 1 } }
}
