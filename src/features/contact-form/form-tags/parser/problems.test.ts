import { describe, expect, it } from 'vitest'

import type { FormTag } from '../types'
import { parseFormTemplate, validateFormTemplate } from './parse'
import { formatTemplateErrors, formatTemplateProblem } from './problems'

/** The single tag of a one-tag template, failing loudly if the template has errors. */
function tagOf(template: string): FormTag {
  const form = parseFormTemplate(template)
  expect(form.errors).toEqual([])
  expect(form.tags).toHaveLength(1)
  return form.tags[0]
}

function errorsOf(template: string): string[] {
  return parseFormTemplate(template).errors.map(formatTemplateProblem)
}

describe('template errors', () => {
  it('names the line, the tag and the problem, in plain words', () => {
    const template = '<label> Your name\n  [text* your-name] </label>\n\n[emial* your-email]'
    expect(errorsOf(template)).toEqual(['Line 4, [emial* your-email]: unknown form-tag type “emial”. Did you mean “email”?'])
  })

  it('reports an unknown type with no close match without a guess, and shows it as text', () => {
    const form = parseFormTemplate('[signature sig]')
    expect(form.errors.map((error) => error.message)).toEqual(['unknown form-tag type “signature”.'])
    expect(form.nodes).toEqual([{ kind: 'text', text: '[signature sig]' }])
  })

  it('reports a missing name', () => {
    expect(errorsOf('[text]')).toEqual(['Line 1, [text]: a text tag needs a name, e.g. [text your-text].'])
    expect(errorsOf('[email "x"]')[0]).toContain('needs a name')
  })

  it('explains when the first word is an option rather than a name', () => {
    expect(errorsOf('[text* maxlength:20]')).toEqual([
      'Line 1, [text* maxlength:20]: a text tag needs a name (“maxlength:20” is an option; the name comes first), e.g. [text your-text].',
    ])
  })

  it('accepts as a name a word that is an option only of another type', () => {
    expect(tagOf('[file up]').name).toBe('up')
  })

  it('reports names with invalid characters', () => {
    expect(errorsOf('[text 1st-name]')[0]).toContain('“1st-name” is not a valid name')
    expect(errorsOf('[text _private]')[0]).toContain('is not a valid name')
  })

  it('reports characters a tag cannot hold outside quotes', () => {
    expect(errorsOf('[text name <b>]')[0]).toContain('“<” cannot appear in a form-tag outside quotes')
  })

  it('reports a duplicate name with the line of the first use', () => {
    expect(errorsOf('[text your-name]\n[email your-name]')).toEqual([
      'Line 2, [email your-name]: the name “your-name” is already used by [text your-name] on line 1: every field needs its own name.',
    ])
  })

  it('reports an acceptance box never closed, and a closing tag with nothing to close', () => {
    expect(errorsOf('[acceptance terms] I agree')).toEqual([
      'Line 1, [acceptance terms]: [acceptance terms] is not closed: write its label, then [/acceptance] (the label cannot contain “[”).',
    ])
    const nested = errorsOf('[acceptance terms] I agree to [text x]\n[/acceptance]')
    expect(nested).toHaveLength(2)
    expect(nested[1]).toBe('Line 2, [/acceptance]: [/acceptance] closes nothing: there is no [acceptance …] before it, or the text between them contains “[”.')
  })

  it('reports a quiz without an answer or without any question', () => {
    expect(errorsOf('[quiz q "What is 1+1?"]')).toEqual([
      'Line 1, [quiz q "What is 1+1?"]: the question “What is 1+1?” has no answer: write it after a pipe, e.g. "1+1=?|2".',
    ])
    expect(errorsOf('[quiz q "1+1=?|"]')[0]).toContain('has no answer')
    expect(errorsOf('[quiz q]')[0]).toContain('a quiz needs a question and its answer')
  })

  it.each([
    ['[text a maxlength:abc]', 'bad option value “maxlength:abc”: maxlength: must be a whole number, e.g. maxlength:200.'],
    ['[text a minlength:-1]', 'bad option value “minlength:-1”'],
    ['[text a size:0]', 'bad option value “size:0”: size: must be a positive whole number.'],
    ['[number n min:one]', 'bad option value “min:one”: min: must be a number.'],
    ['[number n step:0]', 'bad option value “step:0”'],
    ['[date d min:2023-02-29]', 'bad option value “min:2023-02-29”: min: must be a real date written YYYY-MM-DD.'],
    ['[time t max:25:00]', 'bad option value “max:25:00”: max: must be a time written HH:MM or HH:MM:SS.'],
    ['[file f limit:lots]', 'bad option value “limit:lots”: limit: must be a size in bytes, kb or mb, e.g. limit:2mb.'],
    ['[file f filetypes:pdf|<exe>]', 'cannot appear'],
    ['[file f filetypes:pdf||jpg]', 'bad option value “filetypes:pdf||jpg”'],
    ['[checkbox c default:first "x"]', 'bad option value “default:first”'],
    ['[acceptance a default:yes] ok [/acceptance]', 'bad option value “default:yes”: default: must be on.'],
    ['[text a id:has.dot]', 'bad option value “id:has.dot”'],
    ['[text a autocomplete:a.b]', 'bad option value “autocomplete:a.b”: autocomplete: must be an autocomplete token'],
  ])('reports the bad option value in %s', (template, message) => {
    expect(errorsOf(template)[0]).toContain(message)
  })

  it('keeps a tag working without a bad option (the error still blocks saving)', () => {
    const form = parseFormTemplate('[text a maxlength:abc]')
    expect(form.tags[0].opts.maxlength).toBeUndefined()
    expect(form.fields).toHaveLength(1)
  })

  it('reports options written after the values', () => {
    expect(errorsOf('[select m "A" include_blank]')).toEqual(['Line 1, [select m "A" include_blank]: options must come before the quoted values.'])
  })

  it('reports a quote never closed', () => {
    expect(errorsOf('[select m "A" "B]')[0]).toContain('a quote is never closed')
  })

  it('reports * on types that cannot be required', () => {
    expect(errorsOf('[acceptance* a] ok [/acceptance]')[0]).toContain('an acceptance box is required already')
    expect(errorsOf('[submit* "Go"]')[0]).toContain('a submit tag cannot be required')
  })

  it('reports a tag never closed with ]', () => {
    expect(errorsOf('[text a')[0]).toBe('Line 1, [text: [text is never closed with “]”.')
  })

  it('formats every error for the editor, one a line, in template order', () => {
    const form = parseFormTemplate('[text]\n[emial e]\n[quiz q "x"]')
    expect(formatTemplateErrors(form.errors).split('\n').map((line) => line.slice(0, 7))).toEqual(['Line 1,', 'Line 2,', 'Line 3,'])
  })

  it('shortens a long tag to one line in messages', () => {
    const long = `[select menu "${'x'.repeat(100)}"\n include_blank]`
    expect(parseFormTemplate(long).errors[0].source).toMatch(/^\[select menu "x+…$/)
  })

  it('validates a template for the admin: true, or the errors as text', () => {
    expect(validateFormTemplate('[text a] [submit]')).toBe(true)
    expect(validateFormTemplate('[text a minlength:x]')).toContain('Line 1, [text a minlength:x]')
    expect(validateFormTemplate('   ')).toBe('The form template is empty.')
    expect(validateFormTemplate(null)).toBe('The form template is empty.')
    // Warnings never block saving.
    expect(validateFormTemplate('[text a unknownoption]')).toBe(true)
  })

  it('parses the seeded demo form without errors or warnings', () => {
    const form = parseFormTemplate(`<label> Your name
    [text* your-name autocomplete:name] </label>

<label> Your email
    [email* your-email autocomplete:email] </label>

<label> Subject
    [text* your-subject] </label>

<label> Your message
    [textarea* your-message maxlength:2000] </label>

[acceptance privacy] I agree that my message is stored to answer it. [/acceptance]

[submit "Send message"]`)
    expect(form.errors).toEqual([])
    expect(form.warnings).toEqual([])
    expect(form.fields.map((field) => `${field.rawType} ${field.name}`)).toEqual([
      'text* your-name',
      'email* your-email',
      'text* your-subject',
      'textarea* your-message',
      'acceptance privacy',
    ])
  })
})
