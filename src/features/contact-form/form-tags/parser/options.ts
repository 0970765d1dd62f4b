/**
 * The options of a form-tag (`maxlength:200`, `exclusive`, `limit:2mb`…): which mean something
 * on which type, and whether their values are well formed. Kept apart from the scanner in
 * form-tags.ts: this is where a new option is added.
 */

import type { FormTagType } from './form-tags'

const textLikeTypes = new Set<FormTagType>(['text', 'email', 'url', 'tel'])
const numberTypes = new Set<FormTagType>(['number', 'range'])
const choiceTypes = new Set<FormTagType>(['select', 'checkbox', 'radio'])

export type FormTagOptions = {
  id?: string
  classes: string[]
  tabindex?: number
  /** `placeholder` (or CF7's older `watermark`): the first value is a placeholder, not a default. */
  placeholder: boolean
  readonly: boolean
  size?: number
  cols?: number
  rows?: number
  minlength?: number
  maxlength?: number
  /** Checked for the tag's type at parse time: a number, a YYYY-MM-DD date or an HH:MM(:SS) time. */
  min?: string
  max?: string
  step?: string
  autocomplete?: string
  /** 1-based indices of the options checked or selected at first (`default:1_3`). */
  defaultChoices: number[]
  /** `default:on` on an acceptance box. */
  defaultOn: boolean
  exclusive: boolean
  freeText: boolean
  useLabelElement: boolean
  labelFirst: boolean
  optional: boolean
  invert: boolean
  multiple: boolean
  includeBlank: boolean
  firstAsLabel: boolean
  /** File size limit in bytes (`limit:2mb`). */
  limit?: number
  /** As written after `filetypes:`: extensions without dots, or MIME types such as `image/*`. */
  filetypes: string[]
  /** `[count name down]`. */
  down: boolean
}

const flagOptions = new Set([
  'placeholder', 'watermark', 'readonly', 'exclusive', 'free_text', 'use_label_element', 'label_first',
  'optional', 'invert', 'multiple', 'include_blank', 'first_as_label', 'up', 'down',
])

const optionKeys = new Set([
  'id', 'class', 'tabindex', 'size', 'cols', 'rows', 'minlength', 'maxlength', 'min', 'max', 'step',
  'autocomplete', 'default', 'limit', 'filetypes', 'akismet', 'data',
])

/** Which options mean something for which types; anything else is a warning. */
const optionsByType: Record<FormTagType, readonly string[]> = {
  text: ['placeholder', 'watermark', 'readonly', 'size', 'minlength', 'maxlength', 'autocomplete', 'default', 'akismet'],
  email: ['placeholder', 'watermark', 'readonly', 'size', 'minlength', 'maxlength', 'autocomplete', 'default', 'akismet'],
  url: ['placeholder', 'watermark', 'readonly', 'size', 'minlength', 'maxlength', 'autocomplete', 'default', 'akismet'],
  tel: ['placeholder', 'watermark', 'readonly', 'size', 'minlength', 'maxlength', 'autocomplete', 'default'],
  number: ['placeholder', 'watermark', 'readonly', 'min', 'max', 'step', 'default', 'autocomplete'],
  range: ['min', 'max', 'step', 'default', 'readonly'],
  date: ['placeholder', 'watermark', 'readonly', 'min', 'max', 'step', 'default', 'autocomplete'],
  time: ['placeholder', 'watermark', 'readonly', 'min', 'max', 'step', 'default', 'autocomplete'],
  textarea: ['placeholder', 'watermark', 'readonly', 'cols', 'rows', 'minlength', 'maxlength', 'autocomplete', 'default', 'akismet'],
  select: ['multiple', 'include_blank', 'first_as_label', 'default'],
  checkbox: ['exclusive', 'free_text', 'use_label_element', 'label_first', 'default'],
  radio: ['free_text', 'use_label_element', 'label_first', 'default'],
  acceptance: ['optional', 'invert', 'label_first', 'default'],
  quiz: ['size', 'maxlength'],
  file: ['limit', 'filetypes', 'size'],
  submit: [],
  hidden: ['default'],
  count: ['up', 'down'],
}
const commonOptions = ['id', 'class', 'tabindex']

const idPattern = /^[-0-9a-zA-Z_]+$/
const uintPattern = /^[0-9]+$/
const numberPattern = /^-?(?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+)$/
const datePattern = /^([0-9]{4,})-([0-9]{2})-([0-9]{2})$/
const timePattern = /^([0-9]{2}):([0-9]{2})(?::([0-9]{2}))?$/
const limitPattern = /^([1-9][0-9]*)(b|kb|mb)?$/i
const filetypePattern = /^(?:\.?[a-z0-9]+|[a-z]+\/(?:\*|[a-z0-9.+-]+))$/i

/** True for a real calendar date written YYYY-MM-DD (CF7's wpcf7_is_date). */
export function isIsoDate(text: string): boolean {
  const match = datePattern.exec(text)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (month < 1 || month > 12 || day < 1) return false
  return day <= daysInMonth(year, month)
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

/** True for HH:MM or HH:MM:SS on a 24-hour clock (CF7's wpcf7_is_time). */
export function isTime(text: string): boolean {
  const match = timePattern.exec(text)
  if (!match) return false
  return Number(match[1]) <= 23 && Number(match[2]) <= 59 && Number(match[3] ?? 0) <= 59
}

/** `1048576`, `900kb`, `2mb` → bytes; null when unreadable. */
export function parseSizeLimit(text: string): number | null {
  const match = limitPattern.exec(text)
  if (!match) return null
  const unit = (match[2] ?? 'b').toLowerCase()
  return Number(match[1]) * (unit === 'mb' ? 1024 * 1024 : unit === 'kb' ? 1024 : 1)
}

function emptyOptions(): FormTagOptions {
  return {
    classes: [],
    placeholder: false,
    readonly: false,
    defaultChoices: [],
    defaultOn: false,
    exclusive: false,
    freeText: false,
    useLabelElement: false,
    labelFirst: false,
    optional: false,
    invert: false,
    multiple: false,
    includeBlank: false,
    firstAsLabel: false,
    filetypes: [],
    down: false,
  }
}

/** Where option problems go: errors block saving the template, warnings do not. */
export type OptionReport = { error: (message: string) => void; warning: (message: string) => void }

type OptionContext = { type: FormTagType; report: OptionReport; opts: FormTagOptions }

/** Reads a tag's options (its words after the name), reporting what is wrong or pointless. */
export function readOptions(type: FormTagType, options: readonly string[], report: OptionReport): FormTagOptions {
  const context: OptionContext = { type, report, opts: emptyOptions() }
  const seen = new Set<string>()
  for (const option of options) {
    const colon = option.indexOf(':')
    const key = colon < 0 ? option : option.slice(0, colon)
    const value = colon < 0 ? undefined : option.slice(colon + 1)
    if (value === undefined && readShorthand(context, option)) continue
    if (!allowedFor(type, key, value !== undefined)) {
      warnUnknown(context, option, key, value !== undefined)
      continue
    }
    // CF7 reads the first occurrence of an option; only class may repeat.
    if (seen.has(key) && key !== 'class') continue
    seen.add(key)
    if (value === undefined) setFlag(context.opts, key)
    else readValueOption(context, key, value, option)
  }
  checkRanges(context)
  return context.opts
}

/** True when the option (a flag, or a key before `:`) means something on this type. */
export function allowedFor(type: FormTagType, key: string, hasValue: boolean): boolean {
  const known = hasValue ? optionKeys.has(key) : flagOptions.has(key)
  return known && (commonOptions.includes(key) || optionsByType[type].includes(key))
}

function warnUnknown(context: OptionContext, option: string, key: string, hasValue: boolean): void {
  const known = hasValue ? optionKeys.has(key) : flagOptions.has(key)
  context.report.warning(known ? `the option “${option}” has no effect on a ${context.type} tag.` : `unknown option “${option}”: it is ignored.`)
}

function setFlag(opts: FormTagOptions, key: string): void {
  const flags: Record<string, keyof FormTagOptions> = {
    placeholder: 'placeholder',
    watermark: 'placeholder',
    readonly: 'readonly',
    exclusive: 'exclusive',
    free_text: 'freeText',
    use_label_element: 'useLabelElement',
    label_first: 'labelFirst',
    optional: 'optional',
    invert: 'invert',
    multiple: 'multiple',
    include_blank: 'includeBlank',
    first_as_label: 'firstAsLabel',
    down: 'down',
  }
  const field = flags[key]
  if (field) Object.assign(opts, { [field]: true })
}

/** CF7's size/maxlength shorthands: `40/100` on text, `40x10/2000` (cols x rows / maxlength) on textarea. */
function readShorthand(context: OptionContext, option: string): boolean {
  const { type, opts } = context
  if (type === 'textarea') {
    const match = /^([0-9]*)x([0-9]*)(?:\/([0-9]+))?$/.exec(option) ?? /^()()\/([0-9]+)$/.exec(option)
    if (!match) return false
    if (match[1]) opts.cols ??= Number(match[1])
    if (match[2]) opts.rows ??= Number(match[2])
    if (match[3]) opts.maxlength ??= Number(match[3])
    return true
  }
  if (textLikeTypes.has(type) || type === 'quiz' || type === 'file') {
    const match = /^([0-9]*)\/([0-9]*)$/.exec(option)
    if (!match) return false
    if (match[1]) opts.size ??= Number(match[1])
    if (match[2]) opts.maxlength ??= Number(match[2])
    return true
  }
  return false
}

function readValueOption(context: OptionContext, key: string, value: string, option: string): void {
  const { opts, report } = context
  const bad = (expected: string) => report.error(`bad option value “${option}”: ${key}: must be ${expected}.`)

  switch (key) {
    case 'id':
      if (idPattern.test(value)) opts.id = value
      else bad('letters, digits, - or _')
      return
    case 'class':
      if (idPattern.test(value)) opts.classes.push(value)
      else bad('letters, digits, - or _')
      return
    case 'tabindex':
      if (/^-?[0-9]+$/.test(value)) opts.tabindex = Number(value)
      else bad('a whole number')
      return
    case 'size':
    case 'cols':
    case 'rows':
    case 'minlength':
    case 'maxlength':
      if (uintPattern.test(value) && (key === 'minlength' || key === 'maxlength' || Number(value) > 0)) opts[key] = Number(value)
      else bad(key === 'minlength' || key === 'maxlength' ? 'a whole number, e.g. maxlength:200' : 'a positive whole number')
      return
    case 'min':
    case 'max':
    case 'step':
      readBound(context, key, value, bad)
      return
    case 'autocomplete':
      if (/^[-0-9a-zA-Z]+$/.test(value)) opts.autocomplete = value
      else bad('an autocomplete token such as name or email')
      return
    case 'default':
      readDefault(context, value, bad)
      return
    case 'limit': {
      const bytes = parseSizeLimit(value)
      if (bytes !== null) opts.limit = bytes
      else bad('a size in bytes, kb or mb, e.g. limit:2mb')
      return
    }
    case 'filetypes': {
      const types = value.split('|')
      if (types.every((type) => filetypePattern.test(type))) opts.filetypes = types.map((type) => type.replace(/^\./, '').toLowerCase())
      else bad('file extensions or MIME types separated by |, e.g. filetypes:pdf|jpg|image/*')
      return
    }
    default:
      // akismet: and data: belong to CF7 add-ons this site does not run.
      report.warning(`the option “${option}” is not supported here and is ignored.`)
  }
}

function readBound(context: OptionContext, key: 'min' | 'max' | 'step', value: string, bad: (expected: string) => void): void {
  const { type, opts } = context
  if (key === 'step') {
    const ok = value === 'any' || (numberPattern.test(value) && Number(value) > 0)
    if (ok && (numberTypes.has(type) || value === 'any' || uintPattern.test(value))) opts.step = value
    else bad(numberTypes.has(type) ? 'a positive number' : 'a positive whole number')
    return
  }
  if (numberTypes.has(type)) {
    if (numberPattern.test(value)) opts[key] = value
    else bad('a number')
  } else if (type === 'date') {
    if (isIsoDate(value)) opts[key] = value
    else bad('a real date written YYYY-MM-DD')
  } else if (isTime(value)) {
    opts[key] = value
  } else {
    bad('a time written HH:MM or HH:MM:SS')
  }
}

function readDefault(context: OptionContext, value: string, bad: (expected: string) => void): void {
  const { type, report, opts } = context
  if (choiceTypes.has(type)) {
    if (/^[0-9]+(?:_[0-9]+)*$/.test(value)) opts.defaultChoices = value.split('_').map(Number)
    else bad('the positions of the options chosen at first, e.g. default:1 or default:1_3')
  } else if (type === 'acceptance') {
    if (value === 'on') opts.defaultOn = true
    else bad('on')
  } else {
    // default:get, default:user_email… read the WordPress request or user: visitors here are anonymous.
    report.warning(`“default:${value}” reads data this site does not have: the first value is used as the default instead.`)
  }
}

function checkRanges(context: OptionContext): void {
  const { type, opts } = context
  const warn = context.report.warning
  if (opts.minlength !== undefined && opts.maxlength !== undefined && opts.minlength > opts.maxlength) {
    warn(`minlength (${opts.minlength}) is greater than maxlength (${opts.maxlength}): nothing can be valid.`)
  }
  if (opts.min !== undefined && opts.max !== undefined && compareBounds(type, opts.min, opts.max) > 0) {
    warn(`min (${opts.min}) is after max (${opts.max}): nothing can be valid.`)
  }
}

function compareBounds(type: FormTagType, a: string, b: string): number {
  if (numberTypes.has(type)) return Number(a) - Number(b)
  return a < b ? -1 : a > b ? 1 : 0
}

/** True when the word is an option of this type, so it cannot have been meant as a field name. */
export function isOptionOf(type: FormTagType, word: string): boolean {
  const colon = word.indexOf(':')
  return colon < 0 ? allowedFor(type, word, false) : allowedFor(type, word.slice(0, colon), true)
}
