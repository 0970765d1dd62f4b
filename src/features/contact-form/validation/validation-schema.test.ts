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

  it('gives text fields their type rule and default maximum length', () => {
    expect(rules('[url* u minlength:5]')).toEqual([
      { rule: 'required', field: 'u', error: messages.invalid_required },
      { rule: 'url', field: 'u', error: messages.invalid_url },
      { rule: 'minlength', field: 'u', error: messages.invalid_too_short, threshold: 5 },
      { rule: 'maxlength', field: 'u', error: messages.invalid_too_long, threshold: 400 },
    ])
    expect(rules('[textarea m]')).toEqual([{ rule: 'maxlength', field: 'm', error: messages.invalid_too_long, threshold: 2000 }])
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

  it('lists the accepted choices, one at most where only one may be chosen', () => {
    expect(rules('[checkbox c "x" "y"]')).toEqual([{ rule: 'enum', field: 'c', error: messages.invalid_choice, accept: ['x', 'y'] }])
    expect(rules('[checkbox c exclusive "x" "y"]')[1]).toEqual({ rule: 'maxitems', field: 'c', error: messages.invalid_exclusive, threshold: 1 })
    expect(rules('[radio r "a" "b|B"]')).toEqual([
      { rule: 'required', field: 'r', error: messages.invalid_required },
      { rule: 'enum', field: 'r', error: messages.invalid_choice, accept: ['a', 'b'] },
      { rule: 'maxitems', field: 'r', error: messages.invalid_choice, threshold: 1 },
    ])
    expect(rules('[select s multiple "a"]')).toHaveLength(1)
    expect(rules('[radio r free_text "a" "other"]').map((rule) => rule.rule)).toEqual(['required', 'maxitems'])
  })

  it('gives files a required-file rule, their accepted types and size limit', () => {
    expect(rules('[file* f]')).toEqual([
      { rule: 'requiredfile', field: 'f', error: messages.invalid_required },
      { rule: 'file', field: 'f', error: messages.upload_file_type_invalid, accept: ['audio/*', 'video/*', 'image/*'] },
      { rule: 'maxfilesize', field: 'f', error: messages.upload_file_too_large, threshold: 1024 * 1024 },
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
