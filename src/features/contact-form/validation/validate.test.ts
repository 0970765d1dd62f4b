import { describe, expect, it } from 'vitest'

import type { ContactForm } from '@/payload-types'

import { parseFormTemplate } from '../form-tags/parser/parse'
import { defaultMessages, extraMessages, type MessageOverrides, resolveMessages, statusMessage } from './messages'
import type { PostedValues, ValidateOptions } from './types'
import { normalisePostedValues, validateSubmission } from './validate'
import { isEmail, isNumber, isTel, isUrl } from './value-rules'

function formOf(template: string) {
  const form = parseFormTemplate(template)
  expect(form.errors).toEqual([])
  return form
}

/** The message for one field of a one-field form, or null when it passes. */
function check(template: string, values: PostedValues, options: ValidateOptions = {}): string | null {
  const invalid = validateSubmission(formOf(template), { values }, options)
  return invalid[0]?.message ?? null
}

const m = { ...defaultMessages, ...extraMessages }

describe('required', () => {
  it.each(['text', 'email', 'url', 'tel', 'number', 'range', 'date', 'time', 'textarea'])('refuses a blank required %s field', (type) => {
    expect(check(`[${type}* f]`, {})).toBe(m.invalid_required)
    expect(check(`[${type}* f]`, { f: '' })).toBe(m.invalid_required)
    expect(check(`[${type}* f]`, { f: '   ' })).toBe(m.invalid_required)
  })

  it('refuses a required select, checkbox group, radio group or file with nothing chosen', () => {
    expect(check('[select* s "a"]', { s: '' })).toBe(m.invalid_required)
    expect(check('[checkbox* c "a"]', {})).toBe(m.invalid_required)
    expect(check('[radio r "a"]', {})).toBe(m.invalid_required)
    expect(validateSubmission(formOf('[file* f]'), { values: {}, files: {} })[0]?.message).toBe(m.invalid_required)
  })

  it('lets blank optional fields pass every rule but required', () => {
    const template = `[email e] [url u] [tel t] [number n min:5] [date d min:2030-01-01] [time h] [text x minlength:10]
[select s "a"] [checkbox c exclusive "a"] [file f filetypes:pdf]`
    expect(validateSubmission(formOf(template), { values: {}, files: { f: [{ filename: '', size: 0, head: new Uint8Array() }] } })).toEqual([])
  })
})

describe('email', () => {
  it.each(['visitor@example.com', 'a.b+tag@sub.example.co.uk', "o'brien@example.ie"])('accepts %s', (value) => {
    expect(check('[email e]', { e: value })).toBeNull()
    expect(isEmail(value)).toBe(true)
  })

  it.each(['visitor', 'visitor@', '@example.com', 'visitor@example', 'a@b.c', 'visitor@exa..mple.com', 'visitor@-example.com', 'vis itor@example.com', 'visitor@example.com\r\nBcc: x@y.z'])(
    'refuses %j',
    (value) => {
      expect(check('[email e]', { e: value })).toBe(m.invalid_email)
    },
  )

  it('trims surrounding whitespace before checking', () => {
    expect(check('[email e]', { e: '  visitor@example.com  ' })).toBeNull()
  })
})

describe('url', () => {
  // Every scheme and its verdict: url-rule.test.ts.
  it.each(['https://example.com', 'http://example.com/path?q=1#x'])('accepts %s', (value) => {
    expect(check('[url u]', { u: value })).toBeNull()
  })

  it.each(['javascript:alert(1)', 'data:text/html,x', 'vbscript:x', 'ftp://files.example.com', 'mailto:someone@example.com', 'tel:+441234567', 'https://', 'http:example.com', 'not a url', 'https://exa mple.com'])('refuses %j', (value) => {
    expect(check('[url u]', { u: value })).toBe(m.invalid_url)
    expect(isUrl(value)).toBe(false)
  })

  it('prefixes http:// to a value with a dot and no scheme before checking, as the browser does', () => {
    expect(check('[url u]', { u: 'example.com' })).toBeNull()
    expect(check('[url u]', { u: 'localhost' })).toBe(m.invalid_url)
  })
})

describe('telephone numbers', () => {
  it.each(['+44 (20) 7946-0958 #12', '020 7946 0958', '0044 20 7946 0958', '+1.555.123.4567', '555/123/4567', '123456', '+123456789012345', '(0)20 7946 0958*99'])('accepts %s', (value) => {
    expect(check('[tel t]', { t: value })).toBeNull()
    expect(isTel(value)).toBe(true)
  })

  it.each(['12345', '+12345', '1234567890123456', '+44 20 79x6 0958', 'call me', '++441234567', '#123456789'])('refuses %j', (value) => {
    expect(check('[tel t]', { t: value })).toBe(m.invalid_tel)
  })
})

describe('numbers and ranges', () => {
  // issue 17, item 16: CF7's defaults for a range without min or max are 0 and 100.
  it('bounds a range without min or max to 0–100, as CF7', () => {
    expect(check('[range r]', { r: '150' })).toBe(m.number_too_large)
    expect(check('[range r]', { r: '-5' })).toBe(m.number_too_small)
    expect(check('[range r]', { r: '0' })).toBeNull()
    expect(check('[range r]', { r: '100' })).toBeNull()
    expect(check('[range r min:-50]', { r: '-5' })).toBeNull()
    expect(check('[range r min:-50]', { r: '150' })).toBe(m.number_too_large)
    expect(check('[number n]', { n: '150' })).toBeNull()
  })

  it.each(['[number n]', '[range n]'])('%s refuses what is not a number', (template) => {
    expect(check(template, { n: 'ten' })).toBe(m.invalid_number)
    expect(check(template, { n: '1,5' })).toBe(m.invalid_number)
    expect(check(template, { n: '10' })).toBeNull()
  })

  it('reads numbers as PHP is_numeric does', () => {
    expect(['1', '-2', '+3.5', '.5', '5.', '1e3'].every(isNumber)).toBe(true)
    expect(['', '-', '1.2.3', '0x10', 'Infinity'].some(isNumber)).toBe(false)
  })

  it('checks min and max', () => {
    expect(check('[number n min:1 max:9]', { n: '0' })).toBe(m.number_too_small)
    expect(check('[number n min:1 max:9]', { n: '1' })).toBeNull()
    expect(check('[number n min:1 max:9]', { n: '9' })).toBeNull()
    expect(check('[number n min:1 max:9]', { n: '9.5' })).toBe(m.number_too_large)
    expect(check('[range n min:-5 max:5]', { n: '-6' })).toBe(m.number_too_small)
  })

  it('checks step from min (or from zero), tolerating floating point error', () => {
    expect(check('[number n step:5]', { n: '15' })).toBeNull()
    expect(check('[number n step:5]', { n: '12' })).toBe(m.invalid_number)
    expect(check('[number n min:1 step:2]', { n: '3' })).toBeNull()
    expect(check('[number n min:1 step:2]', { n: '4' })).toBe(m.invalid_number)
    expect(check('[number n step:0.1]', { n: '0.3' })).toBeNull()
    expect(check('[number n step:any]', { n: '0.123' })).toBeNull()
  })
})

describe('dates and times', () => {
  it('accepts real calendar dates written YYYY-MM-DD', () => {
    expect(check('[date d]', { d: '2024-02-29' })).toBeNull()
  })

  it.each(['2023-02-29', '2023-04-31', '2023-13-01', '01/02/2023', '2023-1-1', 'tomorrow'])('refuses %j', (value) => {
    expect(check('[date d]', { d: value })).toBe(m.invalid_date)
  })

  it('checks min and max dates', () => {
    const template = '[date d min:2020-01-01 max:2020-12-31]'
    expect(check(template, { d: '2019-12-31' })).toBe(m.date_too_early)
    expect(check(template, { d: '2020-01-01' })).toBeNull()
    expect(check(template, { d: '2021-01-01' })).toBe(m.date_too_late)
  })

  it('accepts times HH:MM and HH:MM:SS, and checks min and max', () => {
    expect(check('[time t]', { t: '09:30' })).toBeNull()
    expect(check('[time t]', { t: '23:59:59' })).toBeNull()
    expect(check('[time t]', { t: '24:00' })).toBe(m.invalid_time)
    expect(check('[time t]', { t: '9:30' })).toBe(m.invalid_time)
    expect(check('[time t min:09:00 max:17:00]', { t: '08:59' })).toBe(m.date_too_early)
    expect(check('[time t min:09:00 max:17:00]', { t: '17:00:01' })).toBe(m.date_too_late)
  })
})

describe('lengths', () => {
  it('counts UTF-16 code units, so an emoji is 2', () => {
    expect(check('[text t maxlength:1]', { t: '😀' })).toBe(m.invalid_too_long)
    expect(check('[text t maxlength:2]', { t: '😀' })).toBeNull()
    expect(check('[text t minlength:2]', { t: '😀' })).toBeNull()
    expect(check('[text t minlength:3]', { t: '😀' })).toBe(m.invalid_too_short)
  })

  it('checks minlength and maxlength on trimmed text', () => {
    expect(check('[text t minlength:3]', { t: ' ab ' })).toBe(m.invalid_too_short)
    expect(check('[textarea t maxlength:5]', { t: ' abcde ' })).toBeNull()
  })

  it('applies CF7 defaults: 400 for text-like fields, 2000 for a textarea', () => {
    expect(check('[text t]', { t: 'x'.repeat(400) })).toBeNull()
    expect(check('[text t]', { t: 'x'.repeat(401) })).toBe(m.invalid_too_long)
    expect(check('[email e]', { e: `${'x'.repeat(390)}@example.com` })).toBe(m.invalid_too_long)
    expect(check('[textarea t]', { t: 'x'.repeat(2000) })).toBeNull()
    expect(check('[textarea t]', { t: 'x'.repeat(2001) })).toBe(m.invalid_too_long)
    expect(check('[textarea t maxlength:3000]', { t: 'x'.repeat(2500) })).toBeNull()
  })

  it('reports the type error before a length error', () => {
    expect(check('[email e minlength:50]', { e: 'nope' })).toBe(m.invalid_email)
  })
})

describe('the result', () => {
  it('lists invalid fields in form order with field, message and idref', () => {
    const form = formOf('[text* a id:first-field] [email* b] [tel c]')
    expect(validateSubmission(form, { values: { b: 'nope', c: '12345' } })).toEqual([
      { field: 'a', message: m.invalid_required, idref: 'first-field' },
      { field: 'b', message: m.invalid_email, idref: null },
      { field: 'c', message: m.invalid_tel, idref: null },
    ])
  })

  it('uses the form messages where set and CF7 defaults where blank', () => {
    const messages = { invalid_required: 'Required!', invalid_email: '  ', invalid_tel: null }
    expect(check('[text* a]', {}, { messages })).toBe('Required!')
    expect(check('[email a]', { a: 'x' }, { messages })).toBe(m.invalid_email)
    expect(resolveMessages(messages).invalid_tel).toBe(m.invalid_tel)
  })

  it('takes the messages group of a form document as overrides', () => {
    const stored: ContactForm['messages'] = { invalid_required: 'Fill this in.', invalid_email: null }
    const overrides: MessageOverrides = stored ?? {}
    expect(resolveMessages(overrides).invalid_required).toBe('Fill this in.')
  })

  it('reads the status messages', () => {
    expect(statusMessage('mail_sent')).toBe(m.mail_sent_ok)
    expect(statusMessage('validation_failed')).toBe(m.validation_error)
    expect(statusMessage('acceptance_missing')).toBe(m.accept_terms)
    expect(statusMessage('mail_failed', { mail_sent_ng: 'Oops' })).toBe('Oops')
    expect(statusMessage('something_else')).toBe('')
  })

  it('normalises posted values the way validation sees them', () => {
    const form = formOf('[url u] [text t] [checkbox c "a"]')
    expect(normalisePostedValues(form, { u: ' example.com ', t: ' hi ', 'c[]': [' a '], other: ' kept ' })).toEqual({
      u: 'http://example.com',
      t: 'hi',
      'c[]': ['a'],
      other: ' kept ',
    })
  })

  it('ignores values of fields the form does not have', () => {
    expect(validateSubmission(formOf('[text a]'), { values: { a: 'ok', injected: 'x'.repeat(10_000) } })).toEqual([])
  })
})
