/**
 * Server-side validation of a submission against a parsed form, with CF7's rules and messages.
 * Each field is checked by its type's entry in the form-tag registry (`validate`), in form order.
 * Pure: no I/O. The quiz check needs a secret, so it is passed in as a function (see
 * signing/form-secrets.server.ts) and this module stays free of Node APIs.
 */

import { formTagRegistry } from '../form-tags/registry'
import { acceptanceRefused } from '../form-tags/tags/acceptance'
import type { ParsedForm } from '../form-tags/types'
import { resolveMessages } from './messages'
import type { FieldInput, InvalidField, PostedFiles, PostedValue, PostedValues, ValidateOptions } from './types'
import { keyedCopy, keyedRecord, ownValue } from './values/keyed'

const trimmed = (item: string) => item.trim()

/**
 * The values as the server should store and validate them: trimmed, and URLs fixed up as the
 * browser does (so a visitor without JavaScript gets the same result). Other keys pass through.
 */
export function normalisePostedValues(form: Pick<ParsedForm, 'fields'>, values: PostedValues): Record<string, PostedValue> {
  const out = keyedCopy<PostedValue>(values)
  for (const tag of form.fields) {
    const fix = formTagRegistry[tag.type].validate.normalise ?? trimmed
    for (const key of [tag.name, `${tag.name}[]`]) {
      const value = ownValue(out, key)
      if (value === undefined) continue
      out[key] = typeof value === 'string' ? fix(value) : value.map(fix)
    }
  }
  return out
}

/**
 * Validates every field; returns the invalid ones in form order, one message each (the first
 * rule that fails, in CF7's order). Blank optional fields pass every rule but required.
 */
export function validateSubmission(
  form: Pick<ParsedForm, 'fields'>,
  posted: { values: PostedValues; files?: PostedFiles },
  options: ValidateOptions = {},
): InvalidField[] {
  const messages = resolveMessages(options.messages)
  const input: FieldInput = { values: normalisePostedValues(form, posted.values), files: posted.files ?? keyedRecord(), options }
  const invalid: InvalidField[] = []
  for (const tag of form.fields) {
    const key = formTagRegistry[tag.type].validate.check(tag, input)
    if (key) invalid.push({ field: tag.name, message: messages[key], idref: tag.opts.id ?? null })
  }
  return invalid
}

/**
 * CF7's `acceptance_missing`: a required box is unticked (or an inverted one ticked) while
 * acceptance_as_validation is off. With it on, the same box fails validation instead, so this
 * is false. Checked after validation passes, as CF7 orders its statuses.
 */
export function isAcceptanceMissing(
  form: Pick<ParsedForm, 'fields'>,
  values: PostedValues,
  options: Pick<ValidateOptions, 'acceptanceAsValidation'> = {},
): boolean {
  if (options.acceptanceAsValidation) return false
  return form.fields.some((tag) => tag.type === 'acceptance' && acceptanceRefused(tag, values))
}
