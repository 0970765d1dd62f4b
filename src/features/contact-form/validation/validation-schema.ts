/**
 * A form's validation schema as Contact Form 7 6 publishes it at `…/feedback/schema`
 * ("Schema-Woven Validation": `{ version, locale, rules: [{ rule, field, error, … }] }`), derived
 * from the parsed form-tags. Pure.
 *
 * Only CF7's own rule names are used, so CF7's browser validator understands every rule. The
 * server checks a little more than the schema says (a time's min/max, a quiz, an acceptance box):
 * the schema helps a client point out mistakes early; the server has the last word.
 */

import { acceptAttribute } from './file-types'
import type { FormTag, ParsedForm } from './form-tags'
import { acceptedChoices, DEFAULT_FILE_LIMIT, DEFAULT_MAXLENGTH, type Messages } from './validate'
import { WPCF7_LOCALE } from './contact-form-markup'

/** CF7's schema version string (WPCF7_SWV_Schema::version). */
export const SWV_SCHEMA_VERSION = 'Contact Form 7 SWV Schema 2024-02'

export type SwvRule = {
  rule: string
  field: string
  error: string
  threshold?: number | string
  accept?: string[]
  base?: number
  interval?: number
}

export type SwvSchema = { version: string; locale: string; rules: SwvRule[] }

export function buildValidationSchema(form: Pick<ParsedForm, 'fields'>, messages: Messages, locale = WPCF7_LOCALE): SwvSchema {
  return { version: SWV_SCHEMA_VERSION, locale, rules: form.fields.flatMap((tag) => rulesFor(tag, messages)) }
}

function rulesFor(tag: FormTag, messages: Messages): SwvRule[] {
  const rule = (name: string, error: string, extra: Partial<SwvRule> = {}): SwvRule => ({ rule: name, field: tag.name, error, ...extra })
  const required = tag.required ? [rule(tag.type === 'file' ? 'requiredfile' : 'required', messages.invalid_required)] : []
  switch (tag.type) {
    case 'text':
    case 'email':
    case 'url':
    case 'tel':
    case 'textarea':
      return [...required, ...textRules(tag, messages, rule)]
    case 'number':
    case 'range':
      return [...required, ...numberRules(tag, messages, rule)]
    case 'date':
      return [
        ...required,
        rule('date', messages.invalid_date),
        ...(tag.opts.min ? [rule('mindate', messages.date_too_early, { threshold: tag.opts.min })] : []),
        ...(tag.opts.max ? [rule('maxdate', messages.date_too_late, { threshold: tag.opts.max })] : []),
      ]
    case 'time':
      return [...required, rule('time', messages.invalid_time)]
    case 'select':
    case 'checkbox':
    case 'radio':
      return [...required, ...choiceRules(tag, messages, rule)]
    case 'file':
      return [
        ...required,
        rule('file', messages.upload_file_type_invalid, { accept: acceptAttribute(tag.opts.filetypes).split(',') }),
        rule('maxfilesize', messages.upload_file_too_large, { threshold: tag.opts.limit ?? DEFAULT_FILE_LIMIT }),
      ]
    default:
      // acceptance and quiz are settled on the server only; hidden, count and submit post nothing to check.
      return []
  }
}

type RuleMaker = (name: string, error: string, extra?: Partial<SwvRule>) => SwvRule

function textRules(tag: FormTag, messages: Messages, rule: RuleMaker): SwvRule[] {
  const typeRule: Partial<Record<FormTag['type'], SwvRule>> = {
    email: rule('email', messages.invalid_email),
    url: rule('url', messages.invalid_url),
    tel: rule('tel', messages.invalid_tel),
  }
  const maxlength = tag.opts.maxlength || (tag.type === 'textarea' ? DEFAULT_MAXLENGTH.textarea : DEFAULT_MAXLENGTH.text)
  return [
    ...(typeRule[tag.type] ? [typeRule[tag.type] as SwvRule] : []),
    ...(tag.opts.minlength ? [rule('minlength', messages.invalid_too_short, { threshold: tag.opts.minlength })] : []),
    rule('maxlength', messages.invalid_too_long, { threshold: maxlength }),
  ]
}

function numberRules(tag: FormTag, messages: Messages, rule: RuleMaker): SwvRule[] {
  const { min, max, step } = tag.opts
  return [
    rule('number', messages.invalid_number),
    ...(min !== undefined ? [rule('minnumber', messages.number_too_small, { threshold: Number(min) })] : []),
    ...(max !== undefined ? [rule('maxnumber', messages.number_too_large, { threshold: Number(max) })] : []),
    ...(step !== undefined && step !== 'any' ? [rule('stepnumber', messages.invalid_number, { base: Number(min ?? 0), interval: Number(step) })] : []),
  ]
}

function choiceRules(tag: FormTag, messages: Messages, rule: RuleMaker): SwvRule[] {
  const single = tag.type === 'radio' || (tag.type === 'checkbox' && tag.opts.exclusive) || (tag.type === 'select' && !tag.opts.multiple)
  return [
    // free_text lets the last option carry the visitor's own words: any value goes.
    ...(tag.opts.freeText ? [] : [rule('enum', messages.invalid_choice, { accept: acceptedChoices(tag) })]),
    ...(single ? [rule('maxitems', tag.opts.exclusive ? messages.invalid_exclusive : messages.invalid_choice, { threshold: 1 })] : []),
  ]
}
