import { describe, expect, it } from 'vitest'

import {
  type FormTag,
  formatTemplateErrors,
  formatTemplateProblem,
  isIsoDate,
  isTime,
  parseFormTemplate,
  parseSizeLimit,
  pipedValue,
  validateFormTemplate,
} from './form-tags'

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

describe('parsing form-tag templates', () => {
  it('reads the demo template into text and tags in order, keeping the HTML around them', () => {
    const form = parseFormTemplate(`<label> Your name
    [text* your-name autocomplete:name] </label>

[submit "Send message"]`)
    expect(form.errors).toEqual([])
    expect(form.nodes.map((node) => (node.kind === 'text' ? node.text : `{${node.tag.rawType} ${node.tag.name}}`))).toEqual([
      '<label> Your name\n    ',
      '{text* your-name}',
      ' </label>\n\n',
      '{submit }',
    ])
    expect(form.fields.map((field) => field.name)).toEqual(['your-name'])
    expect(form.tags.map((tag) => tag.type)).toEqual(['text', 'submit'])
  })

  it.each([
    ['[text your-name]', 'text'],
    ['[email your-email]', 'email'],
    ['[url website]', 'url'],
    ['[tel phone]', 'tel'],
    ['[number amount]', 'number'],
    ['[range level]', 'range'],
    ['[date day]', 'date'],
    ['[time hour]', 'time'],
    ['[textarea message]', 'textarea'],
    ['[select menu "A"]', 'select'],
    ['[checkbox topics "x"]', 'checkbox'],
    ['[radio choice "a"]', 'radio'],
    ['[acceptance terms] I agree [/acceptance]', 'acceptance'],
    ['[quiz check "1+1=?|2"]', 'quiz'],
    ['[file upload]', 'file'],
    ['[submit "Send"]', 'submit'],
    ['[hidden source "web"]', 'hidden'],
    ['[count message]', 'count'],
  ])('knows the %s tag', (template, type) => {
    expect(tagOf(template).type).toBe(type)
  })

  it('marks a tag required with * and keeps the type as written', () => {
    const tag = tagOf('[email* your-email]')
    expect(tag).toMatchObject({ type: 'email', rawType: 'email*', required: true, name: 'your-email' })
    expect(tagOf('[email your-email]').required).toBe(false)
  })

  it('treats radio buttons and quizzes as required by nature, as CF7 does', () => {
    expect(tagOf('[radio r "a" "b"]').required).toBe(true)
    expect(tagOf('[quiz q "1+1=?|2"]').required).toBe(true)
  })

  it('reads values in double or single quotes, trimmed, after the options', () => {
    const tag = tagOf(`[select menu include_blank "  A " 'B c']`)
    expect(tag.values).toEqual(['A', 'B c'])
    expect(tag.opts.includeBlank).toBe(true)
  })

  it('splits piped values: the part before the pipe is shown and posted, the part after goes to mail', () => {
    const tag = tagOf('[select menu "A" "Sales|sales@example.com"]')
    expect(tag.values).toEqual(['A', 'Sales'])
    expect(tag.pipes).toEqual([
      { before: 'A', after: 'A' },
      { before: 'Sales', after: 'sales@example.com' },
    ])
    expect(pipedValue(tag, 'Sales')).toBe('sales@example.com')
    expect(pipedValue(tag, 'Unknown')).toBe('Unknown')
  })

  it('turns dots in names into underscores, as CF7 does', () => {
    expect(tagOf('[text your.name]').name).toBe('your_name')
  })

  it('reads the enclosed label of an acceptance box', () => {
    const tag = tagOf('[acceptance terms] I agree to the <a href="/terms">terms</a> [/acceptance]')
    expect(tag.content).toBe('I agree to the <a href="/terms">terms</a>')
  })

  it('accepts an acceptance label given as a value instead of enclosed text', () => {
    expect(tagOf('[acceptance terms "I agree"]').values).toEqual(['I agree'])
  })

  it('uses the enclosed text of a textarea as its default', () => {
    expect(tagOf('[textarea message]Hello[/textarea]').content).toBe('Hello')
  })

  it('reads tags that span several lines', () => {
    const tag = tagOf('[select menu\n  include_blank\n  "A" "B"]')
    expect(tag.values).toEqual(['A', 'B'])
  })

  it('shows [[text name]] as the literal text [text name]', () => {
    const form = parseFormTemplate('Write [[text your-name]] in your template.')
    expect(form.tags).toEqual([])
    expect(form.nodes).toEqual([{ kind: 'text', text: 'Write [text your-name] in your template.' }])
  })

  it('leaves brackets that are not form-tags alone', () => {
    const form = parseFormTemplate('Prices [1] and [ ] stay as they are.')
    expect(form.errors).toEqual([])
    expect(form.nodes).toEqual([{ kind: 'text', text: 'Prices [1] and [ ] stay as they are.' }])
  })

  it('gives each tag its 1-based line and its source', () => {
    const form = parseFormTemplate('<p>a</p>\n\n[text a]\n[email b]')
    expect(form.tags.map((tag) => [tag.line, tag.source])).toEqual([
      [3, '[text a]'],
      [4, '[email b]'],
    ])
  })

  it('lists only tags that post a value as fields', () => {
    const form = parseFormTemplate('[text a] [count a] [hidden h "x"] [submit]')
    expect(form.fields.map((field) => field.name)).toEqual(['a', 'h'])
  })
})

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
