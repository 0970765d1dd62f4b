/**
 * What the rules of every form-tag type share (each type's own rules are in its registry entry,
 * form-tags/tags/): CF7's default limits, the names of the helper fields a tag posts, reading a
 * field's posted values, running rules in CF7's order, and building schema rules. Pure.
 */

import type { FormTag } from '../form-tags/types'
import type { Messages } from './messages'
import type { PostedValues, RuleResult, SwvRule } from './types'
import { ownValue } from './values/keyed'

/** CF7's default maximum lengths, applied even when the tag sets none. */
export const DEFAULT_MAXLENGTH = { text: 400, textarea: 2000 } as const
/** CF7's default file size limit: 1 MB. */
export const DEFAULT_FILE_LIMIT = 1024 * 1024

export const quizAnswerField = (name: string) => `_wpcf7_quiz_answer_${name}`
export const freeTextField = (name: string) => `_wpcf7_free_text_${name}`

/** A field's posted values as a list, as CF7 flattens them. */
export function rawValuesOf(values: PostedValues, name: string): string[] {
  const value = ownValue(values, name) ?? ownValue(values, `${name}[]`)
  if (value === undefined) return []
  return typeof value === 'string' ? [value] : [...value]
}

/** Trimmed and without blanks: CF7 strips surrounding whitespace before any rule runs. */
export function itemsOf(values: PostedValues, name: string): string[] {
  return rawValuesOf(values, name).map((item) => item.trim()).filter((item) => item !== '')
}

/** Runs the rules in order and returns the first failure. Blank values skip all but required. */
export function firstFailure(tag: FormTag, items: string[], rules: ((item: string) => RuleResult)[], whole: RuleResult[] = []): RuleResult {
  if (items.length === 0) return tag.required ? 'invalid_required' : null
  for (const rule of rules) {
    for (const item of items) {
      const result = rule(item)
      if (result) return result
    }
  }
  return whole.find((result) => result !== null) ?? null
}

export type RuleMaker = (name: string, error: string, extra?: Partial<SwvRule>) => SwvRule

/** Makes the schema rules of one field. */
export function schemaRules(tag: FormTag): RuleMaker {
  return (name, error, extra = {}) => ({ rule: name, field: tag.name, error, ...extra })
}

/** The schema's required rule, for a required field (`requiredfile` for a file field, as CF7). */
export function requiredRules(tag: FormTag, messages: Messages, name: 'required' | 'requiredfile' = 'required'): SwvRule[] {
  return tag.required ? [schemaRules(tag)(name, messages.invalid_required)] : []
}
