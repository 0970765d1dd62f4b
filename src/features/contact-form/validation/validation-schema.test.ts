import { describe, expect, it } from 'vitest'

import { parseFormTemplate } from '../form-tags/parser/parse'
import { resolveMessages } from './messages'
import { buildValidationSchema, SWV_SCHEMA_VERSION } from './validation-schema'

const messages = resolveMessages()

function rules(template: string) {
  const form = parseFormTemplate(template)
  expect(form.errors).toEqual([])
  return buildValidationSchema(form, messages).rules
}

describe('buildValidationSchema', () => {
  it('has CF7’s version and locale', () => {
    const schema = buildValidationSchema(parseFormTemplate('[text a]'), messages)
    expect(schema.version).toBe(SWV_SCHEMA_VERSION)
    expect(schema.locale).toBe('en_US')
  })

  // issue 17, item 15: CF7 6.x serves WPCF7_SWV_Schema::version 2024-10 (includes/swv/swv.php).
  it('reports schema version 2024-10, with rule names from that version’s set only', () => {
    expect(SWV_SCHEMA_VERSION).toBe('Contact Form 7 SWV Schema 2024-10')
    const every = buildValidationSchema(
      parseFormTemplate(`[text* a minlength:2] [email* b] [url c] [tel d] [number* e min:1 max:9 step:2] [range f] [date g min:2020-01-01 max:2030-01-01]
[time h] [textarea i] [select* j "x"] [checkbox* k exclusive "x" "y"] [radio l "x" "y"] [file* m]`),
      messages,
    ).rules
    // wpcf7_swv_available_rules() of CF7 6.x: the rule set of schema 2024-10.
    const ruleSet2024_10 = ['all', 'any', 'date', 'dayofweek', 'email', 'enum', 'file', 'maxdate', 'maxfilesize', 'maxitems', 'maxlength', 'maxnumber', 'mindate', 'minfilesize', 'minitems', 'minlength', 'minnumber', 'number', 'required', 'requiredfile', 'stepnumber', 'tel', 'time', 'url']
    for (const rule of every) expect(ruleSet2024_10, rule.rule).toContain(rule.rule)
    // 2024-10's meta-schema: every threshold and base is a string, an interval a number, a field CF7's name pattern.
    for (const rule of every) {
      expect(rule.field).toMatch(/^[A-Za-z][-A-Za-z0-9_:]*$/)
      if ('threshold' in rule) expect(typeof rule.threshold, `${rule.rule} threshold`).toBe('string')
      if ('base' in rule) expect(typeof rule.base, `${rule.rule} base`).toBe('string')
      if ('interval' in rule) expect(typeof rule.interval, `${rule.rule} interval`).toBe('number')
    }
  })

  it('gives text fields their type rule and default maximum length', () => {
    expect(rules('[url* u minlength:5]')).toEqual([
      { rule: 'required', field: 'u', error: messages.invalid_required },
      { rule: 'url', field: 'u', error: messages.invalid_url },
      { rule: 'minlength', field: 'u', error: messages.invalid_too_short, threshold: '5' },
      { rule: 'maxlength', field: 'u', error: messages.invalid_too_long, threshold: '400' },
    ])
    expect(rules('[textarea m]')).toEqual([{ rule: 'maxlength', field: 'm', error: messages.invalid_too_long, threshold: '2000' }])
    expect(rules('[tel t]')[0]).toEqual({ rule: 'tel', field: 't', error: messages.invalid_tel })
  })

  it('gives dates and times their rules', () => {
    expect(rules('[date d min:2020-01-01 max:2020-12-31]')).toEqual([
      { rule: 'date', field: 'd', error: messages.invalid_date },
      { rule: 'mindate', field: 'd', error: messages.date_too_early, threshold: '2020-01-01' },
      { rule: 'maxdate', field: 'd', error: messages.date_too_late, threshold: '2020-12-31' },
    ])
    expect(rules('[time* t]')).toEqual([
      { rule: 'required', field: 't', error: messages.invalid_required },
      { rule: 'time', field: 't', error: messages.invalid_time },
    ])
  })

  // issue 17, item 14: as CF7's modules/checkbox.php and select.php.
  it('lists the accepted choices, one at most for radio buttons and exclusive checkboxes, with CF7’s sentence', () => {
    const tooMany = 'Too many items are selected.'
    expect(rules('[checkbox c "x" "y"]')).toEqual([{ rule: 'enum', field: 'c', error: messages.invalid_choice, accept: ['x', 'y'] }])
    expect(rules('[checkbox c exclusive "x" "y"]')).toEqual([
      { rule: 'maxitems', field: 'c', error: tooMany, threshold: '1' },
      { rule: 'enum', field: 'c', error: messages.invalid_choice, accept: ['x', 'y'] },
    ])
    expect(rules('[radio r "a" "b|B"]')).toEqual([
      { rule: 'required', field: 'r', error: messages.invalid_required },
      { rule: 'maxitems', field: 'r', error: tooMany, threshold: '1' },
      { rule: 'enum', field: 'r', error: messages.invalid_choice, accept: ['a', 'b'] },
    ])
    expect(rules('[radio r free_text "a" "other"]').map((rule) => rule.rule)).toEqual(['required', 'maxitems'])
  })

  it('gives a select only its enum rule, and required when starred: no maxitems, as CF7', () => {
    expect(rules('[select s "a" "b"]')).toEqual([{ rule: 'enum', field: 's', error: messages.invalid_choice, accept: ['a', 'b'] }])
    expect(rules('[select* s "a" "b"]').map((rule) => rule.rule)).toEqual(['required', 'enum'])
    expect(rules('[select s multiple "a"]').map((rule) => rule.rule)).toEqual(['enum'])
  })

  // issue 17, item 16: CF7's modules/number.php gives a range 0 to 100 when min or max is missing.
  it('gives a range without min or max CF7’s defaults, 0 and 100, as minnumber and maxnumber', () => {
    const bounds = (template: string) => rules(template).filter((rule) => rule.rule === 'minnumber' || rule.rule === 'maxnumber').map((rule) => [rule.rule, rule.threshold])
    expect(bounds('[range r]')).toEqual([['minnumber', '0'], ['maxnumber', '100']])
    expect(bounds('[range r min:10]')).toEqual([['minnumber', '10'], ['maxnumber', '100']])
    expect(bounds('[range r max:5]')).toEqual([['minnumber', '0'], ['maxnumber', '5']])
    expect(bounds('[number n]')).toEqual([])
  })

  it('gives files a required-file rule, their accepted types and size limit', () => {
    expect(rules('[file* f]')).toEqual([
      { rule: 'requiredfile', field: 'f', error: messages.invalid_required },
      { rule: 'file', field: 'f', error: messages.upload_file_type_invalid, accept: ['audio/*', 'video/*', 'image/*'] },
      { rule: 'maxfilesize', field: 'f', error: messages.upload_file_too_large, threshold: String(1024 * 1024) },
    ])
  })

  it('leaves out what only the server settles, and what posts nothing', () => {
    expect(rules('[acceptance a] ok [/acceptance] [quiz q "1+1?|2"] [hidden h "x"] [submit "Go"]')).toEqual([])
  })

  it('uses the form’s messages', () => {
    const schema = buildValidationSchema(parseFormTemplate('[text* a]'), resolveMessages({ invalid_required: 'Needed.' }))
    expect(schema.rules[0].error).toBe('Needed.')
  })
})
