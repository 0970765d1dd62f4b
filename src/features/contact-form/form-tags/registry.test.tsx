import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { ControlContext } from '../markup/controls/control-parts'
import { defaultMessages, extraMessages, resolveMessages } from '../validation/messages'
import { allowedFor } from './parser/options'
import { parseFormTemplate } from './parser/parse'
import { formTagRegistry } from './registry'
import { type FormTagType, formTagTypes } from './types'

/** One template per registered type, the smallest that parses without a problem. */
const samples: Record<FormTagType, string> = {
  text: '[text f]',
  email: '[email f]',
  url: '[url f]',
  tel: '[tel f]',
  number: '[number f]',
  range: '[range f]',
  date: '[date f]',
  time: '[time f]',
  textarea: '[textarea f]',
  select: '[select f "a" "b"]',
  checkbox: '[checkbox f "a" "b"]',
  radio: '[radio f "a" "b"]',
  acceptance: '[acceptance f] I agree [/acceptance]',
  quiz: '[quiz f "1+1=?|2"]',
  file: '[file f]',
  submit: '[submit "Send"]',
  hidden: '[hidden f "v"]',
  count: '[count f]',
}

/** Contact Form 7 types (and add-ons' types) this site does not support: the parser must refuse them. */
const unsupported = ['captchac', 'captchar', 'recaptcha', 'dynamictext', 'mfile', 'stripe', 'constant_contact', 'form', 'label']

const types = Object.keys(formTagRegistry) as FormTagType[]

function sampleOf(type: FormTagType) {
  const form = parseFormTemplate(samples[type])
  expect(form.errors, samples[type]).toEqual([])
  expect(form.tags).toHaveLength(1)
  return { form, tag: form.tags[0] }
}

const context: ControlContext = {
  unitTag: 'wpcf7-f1-p0-o1',
  tips: new Map(),
  labelled: false,
  insideLabel: false,
  quizHash: (answer) => `hash:${answer}`,
  pickQuestion: () => 0,
  findField: () => undefined,
  renderSafe: () => null,
}

describe('the form-tag registry', () => {
  it('has an entry for every type the parser knows, and no other', () => {
    expect([...types].sort()).toEqual([...formTagTypes].sort())
    expect(Object.keys(samples).sort()).toEqual([...formTagTypes].sort())
  })

  it.each(types)('gives %s all four behaviours: parse, render, validate and mail', (type) => {
    const { parse, render, validate, mail } = formTagRegistry[type]
    expect(['optional', 'always-required', 'refused']).toContain(parse.star)
    expect(['field', 'other-field', 'none']).toContain(parse.name)
    expect(Array.isArray(parse.options)).toBe(true)
    expect(typeof render.Control).toBe('function')
    expect(typeof render.classes).toBe('function')
    expect(typeof render.labelable).toBe('boolean')
    expect(typeof validate.check).toBe('function')
    expect(typeof validate.schema).toBe('function')
    expect(typeof mail.value).toBe('function')
    expect(typeof mail.stored).toBe('boolean')
    expect(typeof mail.attaches).toBe('boolean')
  })

  it.each(types)('has the parser accept a %s tag, and every behaviour work on it', (type) => {
    const { form, tag } = sampleOf(type)
    const { parse, render, validate, mail } = formTagRegistry[type]
    expect(tag.type).toBe(type)
    // A field posts a value under its own name; count and submit do not.
    expect(form.fields.includes(tag)).toBe(parse.name === 'field')

    expect(renderToStaticMarkup(<render.Control tag={tag} context={context} />)).not.toBe('')
    expect(render.classes(tag).every((name) => typeof name === 'string')).toBe(true)

    const input = { values: { f: 'a' }, files: {}, options: {} }
    const messageKeys = Object.keys({ ...defaultMessages, ...extraMessages })
    const result = validate.check(tag, input)
    expect(result === null || messageKeys.includes(result)).toBe(true)
    for (const rule of validate.schema(tag, resolveMessages())) expect(rule.field).toBe(tag.name)

    expect(typeof mail.value(tag, { stored: 'a', filenames: ['a.pdf'], raw: false })).toBe('string')
  })

  it.each(types)('lists only options the option reader knows for %s', (type) => {
    const { parse } = formTagRegistry[type]
    for (const option of parse.options) expect(allowedFor(parse, option, false) || allowedFor(parse, option, true), option).toBe(true)
  })

  it.each(unsupported)('has the parser refuse the unregistered type %s', (type) => {
    const { errors, tags } = parseFormTemplate(`[${type} f]`)
    expect(tags).toEqual([])
    expect(errors.map((error) => error.message).join(' ')).toContain(`unknown form-tag type “${type}”`)
  })

  it('has the parser accept a starred tag exactly for the types whose entry allows the star', () => {
    for (const type of types.filter((candidate) => candidate !== 'submit' && candidate !== 'count')) {
      const starred = samples[type].replace(`[${type} `, `[${type}* `)
      const { errors } = parseFormTemplate(starred)
      expect(errors.length === 0, starred).toBe(formTagRegistry[type].parse.star !== 'refused')
    }
  })
})
