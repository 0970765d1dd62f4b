import { describe, expect, it } from 'vitest'

import type { FormTag } from '../types'
import { isIsoDate, isTime, parseSizeLimit } from './option-values'
import { parseFormTemplate } from './parse'

/** The single tag of a one-tag template, failing loudly if the template has errors. */
function tagOf(template: string): FormTag {
  const form = parseFormTemplate(template)
  expect(form.errors).toEqual([])
  expect(form.tags).toHaveLength(1)
  return form.tags[0]
}

describe('form-tag options', () => {
  it('reads placeholder and its older name watermark', () => {
    expect(tagOf('[text a placeholder "Your name"]').opts.placeholder).toBe(true)
    expect(tagOf('[text a watermark "Your name"]').opts.placeholder).toBe(true)
    expect(tagOf('[text a "Default"]').opts.placeholder).toBe(false)
  })

  it('reads lengths, size, autocomplete and readonly on text fields', () => {
    expect(tagOf('[text a minlength:2 maxlength:80 size:20 autocomplete:name readonly]').opts).toMatchObject({
      minlength: 2,
      maxlength: 80,
      size: 20,
      autocomplete: 'name',
      readonly: true,
    })
  })

  it('reads CF7 shorthands: size/maxlength on text, cols x rows / maxlength on textarea', () => {
    expect(tagOf('[text a 30/120]').opts).toMatchObject({ size: 30, maxlength: 120 })
    expect(tagOf('[textarea m 60x5/2000]').opts).toMatchObject({ cols: 60, rows: 5, maxlength: 2000 })
    expect(tagOf('[textarea m cols:50 rows:4]').opts).toMatchObject({ cols: 50, rows: 4 })
  })

  it('reads min, max and step by type: numbers, dates and times', () => {
    expect(tagOf('[number n min:1 max:9 step:0.5]').opts).toMatchObject({ min: '1', max: '9', step: '0.5' })
    expect(tagOf('[range r min:-5 max:5]').opts).toMatchObject({ min: '-5', max: '5' })
    expect(tagOf('[date d min:2020-01-01 max:2030-12-31]').opts).toMatchObject({ min: '2020-01-01', max: '2030-12-31' })
    expect(tagOf('[time t min:09:00 max:17:30:00]').opts).toMatchObject({ min: '09:00', max: '17:30:00' })
  })

  it('reads id and every class option', () => {
    expect(tagOf('[text a id:first class:big class:wide]').opts).toMatchObject({ id: 'first', classes: ['big', 'wide'] })
  })

  it('reads the choice options', () => {
    expect(tagOf('[checkbox c exclusive free_text use_label_element label_first "x" "y"]').opts).toMatchObject({
      exclusive: true,
      freeText: true,
      useLabelElement: true,
      labelFirst: true,
    })
    expect(tagOf('[select s multiple include_blank "x"]').opts).toMatchObject({ multiple: true, includeBlank: true })
    expect(tagOf('[select s first_as_label "Pick one" "x"]').opts.firstAsLabel).toBe(true)
  })

  it('reads default positions of choices and default:on of an acceptance box', () => {
    expect(tagOf('[checkbox c default:1_3 "x" "y" "z"]').opts.defaultChoices).toEqual([1, 3])
    expect(tagOf('[acceptance a default:on] ok [/acceptance]').opts.defaultOn).toBe(true)
  })

  it('reads optional and invert on acceptance boxes', () => {
    expect(tagOf('[acceptance a optional invert] No mail please [/acceptance]').opts).toMatchObject({ optional: true, invert: true })
  })

  it('reads file limits with b, kb and mb, and file types', () => {
    expect(tagOf('[file f limit:2mb filetypes:pdf|jpg|image/*]').opts).toMatchObject({ limit: 2 * 1024 * 1024, filetypes: ['pdf', 'jpg', 'image/*'] })
    expect(tagOf('[file f limit:900kb]').opts.limit).toBe(900 * 1024)
    expect(tagOf('[file f limit:5000]').opts.limit).toBe(5000)
    expect(tagOf('[file f filetypes:.PDF]').opts.filetypes).toEqual(['pdf'])
  })

  it('reads the direction of a character counter', () => {
    expect(tagOf('[count message down]').opts.down).toBe(true)
    expect(tagOf('[count message]').opts.down).toBe(false)
  })

  it('keeps the first of a repeated option, as CF7 reads options', () => {
    expect(tagOf('[text a maxlength:10 maxlength:20]').opts.maxlength).toBe(10)
  })

  it('warns, without failing, about options that do nothing on a type or are unknown', () => {
    const form = parseFormTemplate('[text a exclusive requird]')
    expect(form.errors).toEqual([])
    expect(form.tags).toHaveLength(1)
    expect(form.warnings.map((warning) => warning.message)).toEqual([
      'the option “exclusive” has no effect on a text tag.',
      'unknown option “requird”: it is ignored.',
    ])
  })

  it('warns when minlength is above maxlength or min after max', () => {
    expect(parseFormTemplate('[text a minlength:10 maxlength:5]').warnings[0].message).toContain('minlength (10) is greater than maxlength (5)')
    expect(parseFormTemplate('[number n min:9 max:1]').warnings[0].message).toContain('min (9) is after max (1)')
  })

  it('warns that default:get and friends read WordPress data this site does not have', () => {
    expect(parseFormTemplate('[email e default:user_email]').warnings[0].message).toContain('default:user_email')
  })
})

describe('value helpers', () => {
  it('knows real calendar dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true)
    expect(isIsoDate('2023-02-29')).toBe(false)
    expect(isIsoDate('1900-02-29')).toBe(false)
    expect(isIsoDate('2000-02-29')).toBe(true)
    expect(isIsoDate('2023-04-31')).toBe(false)
    expect(isIsoDate('2023-13-01')).toBe(false)
    expect(isIsoDate('2023-1-01')).toBe(false)
  })

  it('knows 24-hour times with optional seconds', () => {
    expect(isTime('00:00')).toBe(true)
    expect(isTime('23:59:59')).toBe(true)
    expect(isTime('24:00')).toBe(false)
    expect(isTime('12:60')).toBe(false)
    expect(isTime('9:30')).toBe(false)
  })

  it('reads size limits', () => {
    expect(parseSizeLimit('1mb')).toBe(1048576)
    expect(parseSizeLimit('2MB')).toBe(2097152)
    expect(parseSizeLimit('10kb')).toBe(10240)
    expect(parseSizeLimit('0')).toBeNull()
    expect(parseSizeLimit('1gb')).toBeNull()
  })
})
