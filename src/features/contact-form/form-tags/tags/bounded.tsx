/**
 * number, range, date and time: one input with min, max and step (CF7's number and date
 * handlers, modules/number.php and date.php; CF7 has no time tag, so time follows date).
 */

import { InputControl } from '../../markup/controls/control-parts'
import { firstFailure, itemsOf, requiredRules, schemaRules } from '../../validation/field-rules'
import type { Messages } from '../../validation/messages'
import type { RuleResult, SwvRule } from '../../validation/types'
import { isNumber } from '../../validation/value-rules'
import type { FormTagEntry, TagValidate } from '../entry'
import { isIsoDate, isTime } from '../parser/option-values'
import { pipedMailValue } from '../pipes'
import type { FormTag } from '../types'

const inputOptions = ['placeholder', 'watermark', 'readonly', 'min', 'max', 'step', 'default', 'autocomplete']

/** CF7's range without min or max (modules/number.php): 0 to 100. */
export const RANGE_DEFAULTS = { min: '0', max: '100' } as const

/** A tag's min and max as written, with a range's defaults filled in (markup, validation and schema alike). */
export function boundsOf(tag: FormTag): { min?: string; max?: string } {
  if (tag.type !== 'range') return { min: tag.opts.min, max: tag.opts.max }
  return { min: tag.opts.min ?? RANGE_DEFAULTS.min, max: tag.opts.max ?? RANGE_DEFAULTS.max }
}

/** Where CF7 starts a range with no value of its own: the middle, or min when max is not above it. */
function rangeStart(tag: FormTag): string | undefined {
  if (tag.type !== 'range') return undefined
  const min = Number(boundsOf(tag).min)
  const max = Number(boundsOf(tag).max)
  return String(min < max ? (min + max) / 2 : min)
}

function bounded(bounds: 'number' | 'date' | 'time', options: string[], classes: (tag: FormTag) => string[], validate: TagValidate): FormTagEntry {
  return {
    parse: { star: 'optional', name: 'field', options, bounds },
    render: {
      Control: ({ tag, context }) => (
        <InputControl tag={tag} context={context} classes={classes(tag)} extra={{ ...boundsOf(tag), step: tag.opts.step }} emptyValue={rangeStart(tag)} />
      ),
      classes,
      labelable: true,
    },
    validate,
    mail: { value: pipedMailValue, stored: true, attaches: false },
  }
}

/** CF7's stepnumber rule: the distance from the base is a whole number of steps, to 6 decimals. */
function onStep(value: number, base: number, step: number): boolean {
  if (!(step > 0)) return true
  const remainder = Math.abs((value - base) % step)
  return Math.round(remainder * 1e6) === 0 || Math.round(Math.abs(remainder - step) * 1e6) === 0
}

function checkNumber(tag: FormTag, items: string[]): RuleResult {
  const { step } = tag.opts
  const { min, max } = boundsOf(tag)
  return firstFailure(tag, items, [
    (item) => (isNumber(item) ? null : 'invalid_number'),
    (item) => (min !== undefined && Number(item) < Number(min) ? 'number_too_small' : null),
    (item) => (max !== undefined && Number(item) > Number(max) ? 'number_too_large' : null),
    (item) => (step !== undefined && step !== 'any' && !onStep(Number(item), Number(min ?? 0), Number(step)) ? 'invalid_number' : null),
  ])
}

function numberSchema(tag: FormTag, messages: Messages): SwvRule[] {
  const rule = schemaRules(tag)
  const { step } = tag.opts
  const { min, max } = boundsOf(tag)
  return [
    ...requiredRules(tag, messages),
    rule('number', messages.invalid_number),
    // Thresholds as written in the tag, as CF7 passes its min and max options.
    ...(min !== undefined ? [rule('minnumber', messages.number_too_small, { threshold: min })] : []),
    ...(max !== undefined ? [rule('maxnumber', messages.number_too_large, { threshold: max })] : []),
    ...(step !== undefined && step !== 'any' ? [rule('stepnumber', messages.invalid_number, { base: min ?? '0', interval: Number(step) })] : []),
  ]
}

const numberValidate: TagValidate = { check: (tag, input) => checkNumber(tag, itemsOf(input.values, tag.name)), schema: numberSchema }
const numberClasses = () => ['wpcf7-validates-as-number']

export const number = bounded('number', inputOptions, numberClasses, numberValidate)
export const range = bounded('number', ['min', 'max', 'step', 'default', 'readonly'], numberClasses, numberValidate)

export const date = bounded('date', inputOptions, () => ['wpcf7-validates-as-date'], {
  check: (tag, input) => {
    const { min, max } = tag.opts
    // ISO dates of the same width compare correctly as strings.
    return firstFailure(tag, itemsOf(input.values, tag.name), [
      (item) => (isIsoDate(item) ? null : 'invalid_date'),
      (item) => (min !== undefined && item < min ? 'date_too_early' : null),
      (item) => (max !== undefined && item > max ? 'date_too_late' : null),
    ])
  },
  schema: (tag, messages) => {
    const rule = schemaRules(tag)
    return [
      ...requiredRules(tag, messages),
      rule('date', messages.invalid_date),
      ...(tag.opts.min ? [rule('mindate', messages.date_too_early, { threshold: tag.opts.min })] : []),
      ...(tag.opts.max ? [rule('maxdate', messages.date_too_late, { threshold: tag.opts.max })] : []),
    ]
  },
})

/** Seconds since midnight of an HH:MM(:SS) time. */
const seconds = (time: string) => time.split(':').reduce((sum, part, index) => sum + Number(part) * [3600, 60, 1][index], 0)

export const time = bounded('time', inputOptions, () => ['wpcf7-validates-as-time'], {
  check: (tag, input) => {
    const { min, max } = tag.opts
    // CF7 has no time tag, so no "too early time" message: its date messages say the same thing.
    return firstFailure(tag, itemsOf(input.values, tag.name), [
      (item) => (isTime(item) ? null : 'invalid_time'),
      (item) => (min !== undefined && seconds(item) < seconds(min) ? 'date_too_early' : null),
      (item) => (max !== undefined && seconds(item) > seconds(max) ? 'date_too_late' : null),
    ])
  },
  schema: (tag, messages) => [...requiredRules(tag, messages), schemaRules(tag)('time', messages.invalid_time)],
})
