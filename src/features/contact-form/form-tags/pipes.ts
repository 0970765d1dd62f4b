/** CF7's pipes (`"shown|mailed"`): reading a value into its two halves, and the mailed half of a posted choice. */

import type { FormTag, Pipe } from './types'

export function pipeOf(text: string): Pipe {
  const at = text.indexOf('|')
  if (at < 0) return { before: text.trim(), after: text.trim() }
  return { before: text.slice(0, at).trim(), after: text.slice(at + 1).trim() }
}

/** The mail value of a posted choice: the pipe's after-half (CF7's pipes), or the value itself. */
export function pipedValue(tag: FormTag, posted: string): string {
  return tag.pipes.find((pipe) => pipe.before === posted)?.after ?? posted
}

/**
 * What a field's mail-tag prints as a rule: its stored values through its pipes (`[_raw_…]`: as
 * posted), joined with ", ". A field the submission has no value for prints nothing.
 */
export function pipedMailValue(tag: FormTag, input: { stored: string | readonly string[] | undefined; raw: boolean }): string {
  if (input.stored === undefined) return ''
  const values = typeof input.stored === 'string' ? [input.stored] : input.stored
  return (input.raw ? values : values.map((value) => pipedValue(tag, value))).join(', ')
}
