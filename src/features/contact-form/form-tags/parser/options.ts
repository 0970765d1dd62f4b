/**
 * The options of a form-tag (`maxlength:200`, `exclusive`, `limit:2mb`…): whether their values
 * are well formed, and whether they mean something on the tag's type. Which options a type takes,
 * and how it reads its shorthand, bounds and defaults, is part of its registry entry (the `parse`
 * behaviour in ../tags/): this module is where a new option is added.
 */

import type { FormTagOptions, FormTagType } from '../types'
import { isIsoDate, isTime, parseSizeLimit } from './option-values'

/** What a type's registry entry says about its options (see TagParse in ../entry.ts). */
export type OptionRules = {
  /** Options with a meaning on this type, beside id, class and tabindex (which every type takes). */
  options: readonly string[]
  /** CF7's shorthand: `40/100` (size/maxlength) or `40x10/2000` (cols x rows/maxlength). */
  shorthand?: 'size/maxlength' | 'cols x rows/maxlength'
  /** What `min:`, `max:` and `step:` hold. */
  bounds?: 'number' | 'date' | 'time'
  /** What `default:` holds: the positions of options chosen at first, or `on`; otherwise request data this site does not have. */
  defaults?: 'positions' | 'on'
}

const flagOptions = new Set([
  'placeholder', 'watermark', 'readonly', 'exclusive', 'free_text', 'use_label_element', 'label_first',
  'optional', 'invert', 'multiple', 'include_blank', 'first_as_label', 'up', 'down',
])

const optionKeys = new Set([
  'id', 'class', 'tabindex', 'size', 'cols', 'rows', 'minlength', 'maxlength', 'min', 'max', 'step',
  'autocomplete', 'default', 'limit', 'filetypes', 'akismet', 'data',
])

const commonOptions = ['id', 'class', 'tabindex']

const idPattern = /^[-0-9a-zA-Z_]+$/
const uintPattern = /^[0-9]+$/
const numberPattern = /^-?(?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+)$/
const filetypePattern = /^(?:\.?[a-z0-9]+|[a-z]+\/(?:\*|[a-z0-9.+-]+))$/i

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

type OptionContext = { type: FormTagType; rules: OptionRules; report: OptionReport; opts: FormTagOptions }

/** Reads a tag's options (its words after the name) by its type's rules, reporting what is wrong or pointless. */
export function readOptions(type: FormTagType, rules: OptionRules, options: readonly string[], report: OptionReport): FormTagOptions {
  const context: OptionContext = { type, rules, report, opts: emptyOptions() }
  const seen = new Set<string>()
  for (const option of options) {
    const colon = option.indexOf(':')
    const key = colon < 0 ? option : option.slice(0, colon)
    const value = colon < 0 ? undefined : option.slice(colon + 1)
    if (value === undefined && readShorthand(context, option)) continue
    if (!allowedFor(rules, key, value !== undefined)) {
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

/** True when the option (a flag, or a key before `:`) means something on a type with these rules. */
export function allowedFor(rules: OptionRules, key: string, hasValue: boolean): boolean {
  const known = hasValue ? optionKeys.has(key) : flagOptions.has(key)
  return known && (commonOptions.includes(key) || rules.options.includes(key))
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
  const { rules, opts } = context
  if (rules.shorthand === 'cols x rows/maxlength') {
    const match = /^([0-9]*)x([0-9]*)(?:\/([0-9]+))?$/.exec(option) ?? /^()()\/([0-9]+)$/.exec(option)
    if (!match) return false
    if (match[1]) opts.cols ??= Number(match[1])
    if (match[2]) opts.rows ??= Number(match[2])
    if (match[3]) opts.maxlength ??= Number(match[3])
    return true
  }
  if (rules.shorthand === 'size/maxlength') {
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
  const { rules, opts } = context
  const numeric = rules.bounds === 'number'
  if (key === 'step') {
    const ok = value === 'any' || (numberPattern.test(value) && Number(value) > 0)
    if (ok && (numeric || value === 'any' || uintPattern.test(value))) opts.step = value
    else bad(numeric ? 'a positive number' : 'a positive whole number')
    return
  }
  if (numeric) {
    if (numberPattern.test(value)) opts[key] = value
    else bad('a number')
  } else if (rules.bounds === 'date') {
    if (isIsoDate(value)) opts[key] = value
    else bad('a real date written YYYY-MM-DD')
  } else if (isTime(value)) {
    opts[key] = value
  } else {
    bad('a time written HH:MM or HH:MM:SS')
  }
}

function readDefault(context: OptionContext, value: string, bad: (expected: string) => void): void {
  const { rules, report, opts } = context
  if (rules.defaults === 'positions') {
    if (/^[0-9]+(?:_[0-9]+)*$/.test(value)) opts.defaultChoices = value.split('_').map(Number)
    else bad('the positions of the options chosen at first, e.g. default:1 or default:1_3')
  } else if (rules.defaults === 'on') {
    if (value === 'on') opts.defaultOn = true
    else bad('on')
  } else {
    // default:get, default:user_email… read the WordPress request or user: visitors here are anonymous.
    report.warning(`“default:${value}” reads data this site does not have: the first value is used as the default instead.`)
  }
}

function checkRanges(context: OptionContext): void {
  const { rules, opts } = context
  const warn = context.report.warning
  if (opts.minlength !== undefined && opts.maxlength !== undefined && opts.minlength > opts.maxlength) {
    warn(`minlength (${opts.minlength}) is greater than maxlength (${opts.maxlength}): nothing can be valid.`)
  }
  if (opts.min !== undefined && opts.max !== undefined && compareBounds(rules, opts.min, opts.max) > 0) {
    warn(`min (${opts.min}) is after max (${opts.max}): nothing can be valid.`)
  }
}

function compareBounds(rules: OptionRules, a: string, b: string): number {
  if (rules.bounds === 'number') return Number(a) - Number(b)
  return a < b ? -1 : a > b ? 1 : 0
}

/** True when the word is an option of a type with these rules, so it cannot have been meant as a field name. */
export function isOptionOf(rules: OptionRules, word: string): boolean {
  const colon = word.indexOf(':')
  return colon < 0 ? allowedFor(rules, word, false) : allowedFor(rules, word.slice(0, colon), true)
}
