import { describe, expect, it } from 'vitest'

import { pipedValue } from '../pipes'
import type { FormTag } from '../types'
import { parseFormTemplate } from './parse'

/** The single tag of a one-tag template, failing loudly if the template has errors. */
function tagOf(template: string): FormTag {
  const form = parseFormTemplate(template)
  expect(form.errors).toEqual([])
  expect(form.tags).toHaveLength(1)
  return form.tags[0]
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
