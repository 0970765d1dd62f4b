/**
 * Server-side validation of a submission against a parsed form, with CF7's rules and messages.
 * Pure: no I/O. The quiz check needs a secret, so it is passed in as a function (see
 * form-secrets.server.ts) and this module stays free of Node APIs.
 */

import { canonicaliseQuizAnswer, normaliseUrlInput, utf16Length } from './field-helpers'
import { isAllowedFileContent } from './file-types'
import type { FormTag, ParsedForm } from './form-tags'
import { isIsoDate, isTime } from './form-tag-options'
import { defaultMessages, type MessageKey } from './messages'

/**
 * Messages for rules CF7 has no message key for (it has no time tag, and it checks choices and
 * exclusive checkboxes only in the browser or with a fixed sentence). CF7's own keys stay as CF7
 * names them.
 */
export const extraMessages = {
  invalid_choice: 'Undefined value was submitted through this field.',
  invalid_exclusive: 'Please choose only one option.',
  invalid_time: 'Please enter a time in HH:MM format.',
} as const

export type ValidationMessageKey = MessageKey | keyof typeof extraMessages
export type Messages = Record<ValidationMessageKey, string>
/** A form's overrides, as stored in its `messages` group: blank means "use the default". */
export type MessageOverrides = Partial<Record<ValidationMessageKey, string | null | undefined>>

/** The messages of one form: each override that is not blank, else CF7's default. */
export function resolveMessages(overrides: MessageOverrides = {}): Messages {
  const all: Messages = { ...defaultMessages, ...extraMessages }
  for (const key of Object.keys(all) as ValidationMessageKey[]) {
    const text = overrides[key]
    if (typeof text === 'string' && text.trim() !== '') all[key] = text
  }
  return all
}

const statusMessageKeys: Record<string, MessageKey> = {
  validation_failed: 'validation_error',
  acceptance_missing: 'accept_terms',
  spam: 'spam',
  aborted: 'aborted',
  mail_sent: 'mail_sent_ok',
  mail_failed: 'mail_sent_ng',
}

/** The message CF7 answers a status with ('' for a status it has no message for). */
export function statusMessage(status: string, overrides: MessageOverrides = {}): string {
  const key = statusMessageKeys[status]
  return key ? resolveMessages(overrides)[key] : ''
}

export type PostedValue = string | readonly string[] | undefined
/** Posted text fields by name. A multiple field may be keyed `name` or `name[]`. */
export type PostedValues = Readonly<Record<string, PostedValue>>
/** An uploaded file: its name, its size and its first bytes (FILE_HEAD_BYTES are enough). */
export type PostedFile = { filename: string; size: number; head: Uint8Array }
export type PostedFiles = Readonly<Record<string, readonly PostedFile[] | undefined>>

export type InvalidField = { field: string; message: string; idref: string | null }

/** Checks a canonical quiz answer against the hashes the form carried in `_wpcf7_quiz_answer_{name}`. */
export type QuizVerifier = (canonicalAnswer: string, postedHashes: readonly string[]) => boolean

export type ValidateOptions = {
  messages?: MessageOverrides
  /** The form's `acceptance_as_validation: on` setting: an unticked box is a field error, not acceptance_missing. */
  acceptanceAsValidation?: boolean
  /** Without one, every quiz answer is wrong: a form with a quiz must never pass unchecked. */
  verifyQuiz?: QuizVerifier
}

/** CF7's default maximum lengths, applied even when the tag sets none. */
export const DEFAULT_MAXLENGTH = { text: 400, textarea: 2000 } as const
/** CF7's default file size limit: 1 MB. */
export const DEFAULT_FILE_LIMIT = 1024 * 1024

export const quizAnswerField = (name: string) => `_wpcf7_quiz_answer_${name}`
export const freeTextField = (name: string) => `_wpcf7_free_text_${name}`

/** A field's posted values as a list, as CF7 flattens them. */
function rawValuesOf(values: PostedValues, name: string): string[] {
  const value = values[name] ?? values[`${name}[]`]
  if (value === undefined) return []
  return typeof value === 'string' ? [value] : [...value]
}

/** Trimmed and without blanks: CF7 strips surrounding whitespace before any rule runs. */
function itemsOf(values: PostedValues, name: string): string[] {
  return rawValuesOf(values, name).map((item) => item.trim()).filter((item) => item !== '')
}

/**
 * The values as the server should store and validate them: trimmed, and URLs fixed up as the
 * browser does (so a visitor without JavaScript gets the same result). Other keys pass through.
 */
export function normalisePostedValues(form: Pick<ParsedForm, 'fields'>, values: PostedValues): Record<string, PostedValue> {
  const out: Record<string, PostedValue> = { ...values }
  for (const tag of form.fields) {
    for (const key of [tag.name, `${tag.name}[]`]) {
      const value = out[key]
      if (value === undefined) continue
      const fix = (item: string) => (tag.type === 'url' ? normaliseUrlInput(item) : item.trim())
      out[key] = typeof value === 'string' ? fix(value) : value.map(fix)
    }
  }
  return out
}

type RuleResult = ValidationMessageKey | null
type Context = { values: PostedValues; files: PostedFiles; options: ValidateOptions }

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
  const context: Context = { values: normalisePostedValues(form, posted.values), files: posted.files ?? {}, options }
  const invalid: InvalidField[] = []
  for (const tag of form.fields) {
    const key = validateField(tag, context)
    if (key) invalid.push({ field: tag.name, message: messages[key], idref: tag.opts.id ?? null })
  }
  return invalid
}

function validateField(tag: FormTag, context: Context): RuleResult {
  switch (tag.type) {
    case 'text':
    case 'email':
    case 'url':
    case 'tel':
    case 'textarea':
      return validateText(tag, itemsOf(context.values, tag.name))
    case 'number':
    case 'range':
      return validateNumber(tag, itemsOf(context.values, tag.name))
    case 'date':
      return validateDate(tag, itemsOf(context.values, tag.name))
    case 'time':
      return validateTime(tag, itemsOf(context.values, tag.name))
    case 'select':
    case 'checkbox':
    case 'radio':
      return validateChoice(tag, itemsOf(context.values, tag.name))
    case 'acceptance':
      return validateAcceptance(tag, context)
    case 'quiz':
      return validateQuiz(tag, context)
    case 'file':
      return validateFiles(tag, context.files[tag.name] ?? [])
    default:
      return null
  }
}

/** Runs the rules in order and returns the first failure. Blank values skip all but required. */
function firstFailure(tag: FormTag, items: string[], rules: ((item: string) => RuleResult)[], whole: RuleResult[] = []): RuleResult {
  if (items.length === 0) return tag.required ? 'invalid_required' : null
  for (const rule of rules) {
    for (const item of items) {
      const result = rule(item)
      if (result) return result
    }
  }
  return whole.find((result) => result !== null) ?? null
}

function validateText(tag: FormTag, items: string[]): RuleResult {
  const typeRule: Record<string, (item: string) => RuleResult> = {
    email: (item) => (isEmail(item) ? null : 'invalid_email'),
    url: (item) => (isUrl(item) ? null : 'invalid_url'),
    tel: (item) => (isTel(item) ? null : 'invalid_tel'),
  }
  const total = items.reduce((sum, item) => sum + utf16Length(item), 0)
  // As CF7: maxlength:0 means "not set", so the default applies.
  const maxlength = tag.opts.maxlength || (tag.type === 'textarea' ? DEFAULT_MAXLENGTH.textarea : DEFAULT_MAXLENGTH.text)
  const minlength = tag.opts.minlength
  return firstFailure(tag, items, typeRule[tag.type] ? [typeRule[tag.type]] : [], [
    minlength !== undefined && total < minlength ? 'invalid_too_short' : null,
    total > maxlength ? 'invalid_too_long' : null,
  ])
}

function validateNumber(tag: FormTag, items: string[]): RuleResult {
  const { min, max, step } = tag.opts
  return firstFailure(tag, items, [
    (item) => (isNumber(item) ? null : 'invalid_number'),
    (item) => (min !== undefined && Number(item) < Number(min) ? 'number_too_small' : null),
    (item) => (max !== undefined && Number(item) > Number(max) ? 'number_too_large' : null),
    (item) => (step !== undefined && step !== 'any' && !onStep(Number(item), Number(min ?? 0), Number(step)) ? 'invalid_number' : null),
  ])
}

/** CF7's stepnumber rule: the distance from the base is a whole number of steps, to 6 decimals. */
function onStep(value: number, base: number, step: number): boolean {
  if (!(step > 0)) return true
  const remainder = Math.abs((value - base) % step)
  return Math.round(remainder * 1e6) === 0 || Math.round(Math.abs(remainder - step) * 1e6) === 0
}

function validateDate(tag: FormTag, items: string[]): RuleResult {
  const { min, max } = tag.opts
  // ISO dates of the same width compare correctly as strings.
  return firstFailure(tag, items, [
    (item) => (isIsoDate(item) ? null : 'invalid_date'),
    (item) => (min !== undefined && item < min ? 'date_too_early' : null),
    (item) => (max !== undefined && item > max ? 'date_too_late' : null),
  ])
}

function validateTime(tag: FormTag, items: string[]): RuleResult {
  const { min, max } = tag.opts
  // CF7 has no time tag, so no "too early time" message: its date messages say the same thing.
  const seconds = (time: string) => time.split(':').reduce((sum, part, index) => sum + Number(part) * [3600, 60, 1][index], 0)
  return firstFailure(tag, items, [
    (item) => (isTime(item) ? null : 'invalid_time'),
    (item) => (min !== undefined && seconds(item) < seconds(min) ? 'date_too_early' : null),
    (item) => (max !== undefined && seconds(item) > seconds(max) ? 'date_too_late' : null),
  ])
}

/** The values a choice field may post: its options' shown halves, without a label-only first option. */
export function acceptedChoices(tag: FormTag): string[] {
  const values = tag.type === 'select' && tag.opts.firstAsLabel && !tag.opts.includeBlank ? tag.values.slice(1) : tag.values
  return values.filter((value) => value !== '')
}

function isMultiple(tag: FormTag): boolean {
  return tag.type === 'checkbox' ? !tag.opts.exclusive : tag.type === 'select' && tag.opts.multiple
}

function validateChoice(tag: FormTag, items: string[]): RuleResult {
  if (items.length === 0) return tag.required ? 'invalid_required' : null
  if (items.length > 1 && !isMultiple(tag)) return tag.opts.exclusive ? 'invalid_exclusive' : 'invalid_choice'
  // free_text: the last option carries the visitor's own words, so any value goes (as CF7).
  if (tag.opts.freeText) return null
  const accepted = new Set(acceptedChoices(tag))
  return items.every((item) => accepted.has(item)) ? null : 'invalid_choice'
}

/** True when the box counts as ticked: any non-blank value, as CF7 reads it. */
export function isAcceptanceTicked(values: PostedValues, name: string): boolean {
  return itemsOf(values, name).length > 0
}

/** True when this box stops the submission: unticked, or ticked when inverted; optional never does. */
function acceptanceRefused(tag: FormTag, values: PostedValues): boolean {
  if (tag.opts.optional) return false
  const ticked = isAcceptanceTicked(values, tag.name)
  return tag.opts.invert ? ticked : !ticked
}

function validateAcceptance(tag: FormTag, context: Context): RuleResult {
  if (!context.options.acceptanceAsValidation) return null
  return acceptanceRefused(tag, context.values) ? 'accept_terms' : null
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

function validateQuiz(tag: FormTag, context: Context): RuleResult {
  const answer = canonicaliseQuizAnswer(rawValuesOf(context.values, tag.name)[0] ?? '')
  const hashes = rawValuesOf(context.values, quizAnswerField(tag.name))
  const verify = context.options.verifyQuiz
  return verify && answer !== '' && verify(answer, hashes) ? null : 'quiz_answer_not_correct'
}

/** A browser posts an empty part for a file input left empty: that is no file. */
function isRealFile(file: PostedFile): boolean {
  return file.size > 0 || file.filename !== ''
}

function validateFiles(tag: FormTag, posted: readonly PostedFile[]): RuleResult {
  const files = posted.filter(isRealFile)
  if (files.length === 0) return tag.required ? 'invalid_required' : null
  const limit = tag.opts.limit ?? DEFAULT_FILE_LIMIT
  for (const file of files) {
    if (!isAllowedFileContent(file.head, file.size, tag.opts.filetypes)) return 'upload_file_type_invalid'
    if (file.size > limit) return 'upload_file_too_large'
  }
  return null
}

// ---------------------------------------------------------------------------------------------
// Value rules, as CF7 (and WordPress behind it) define them

/** WordPress's is_email, which CF7 uses: deliberately simple, not RFC 5322. */
export function isEmail(text: string): boolean {
  if (text.length < 6) return false
  const at = text.indexOf('@', 1)
  if (at < 0) return false
  const local = text.slice(0, at)
  const domain = text.slice(at + 1)
  if (!/^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/.test(local)) return false
  if (/\.{2,}/.test(domain) || domain !== domain.replace(/^[\s.]+|[\s.]+$/g, '')) return false
  const subs = domain.split('.')
  if (subs.length < 2) return false
  return subs.every((sub) => sub === sub.replace(/^[\s-]+|[\s-]+$/g, '') && /^[a-z0-9-]+$/i.test(sub))
}

/** WordPress's allowed protocols: what a URL field accepts. */
export const allowedUrlSchemes: readonly string[] = [
  'http', 'https', 'ftp', 'ftps', 'mailto', 'news', 'irc', 'irc6', 'ircs', 'gopher', 'nntp', 'feed',
  'telnet', 'mms', 'rtsp', 'sms', 'svn', 'tel', 'fax', 'xmpp', 'webcal', 'urn',
]
const hostSchemes = new Set(['http', 'https', 'ftp', 'ftps', 'gopher', 'nntp', 'telnet', 'mms', 'rtsp', 'svn', 'webcal', 'feed', 'irc', 'irc6', 'ircs'])

/** A URL with an allowed scheme; web-like schemes also need a host. `javascript:` never passes. */
export function isUrl(text: string): boolean {
  if (/\s/.test(text)) return false
  const scheme = /^([a-z][a-z0-9.+-]*):/i.exec(text)?.[1]?.toLowerCase()
  if (!scheme || !allowedUrlSchemes.includes(scheme)) return false
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return false
  }
  if (hostSchemes.has(scheme)) return url.hostname !== '' && text.slice(scheme.length + 1).startsWith('//')
  return text.length > scheme.length + 1
}

/**
 * The issue's telephone rule (CF7's wpcf7_is_tel): an extension after `#` or `*` is ignored,
 * separators `( ) / . -` and spaces are removed, then an optional `+` or `00` prefix, then 6 to
 * 15 digits. "+44 (20) 7946-0958 #12" passes; "12345" does not.
 */
export function isTel(text: string): boolean {
  const withoutExtension = text.split(/[#*]/)[0]
  const compact = withoutExtension.replace(/[()/.\s-]+/g, '')
  const digits = compact.startsWith('+') ? compact.slice(1) : compact.startsWith('00') ? compact.slice(2) : compact
  return /^[0-9]{6,15}$/.test(digits)
}

/** PHP's is_numeric, which CF7 uses: a sign, digits with an optional fraction, an optional exponent. */
export function isNumber(text: string): boolean {
  return /^[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$/.test(text)
}
