import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { parseFormTemplate } from '../form-tags/parser/parse'
import { quizAnswerHash } from '../signing/form-secrets.server'
import { ContactForm } from './contact-form'
import { HONEYPOT_FIELD } from './markup-names'
import { elements, hasClass, one, render, secret } from './markup-test-helpers'

describe('each form-tag type', () => {
  it('renders text-like inputs with their type, options and a name when no label gives one', () => {
    const html = render('[url website placeholder "Your site"] [tel phone id:tel class:wide 20/30] [text code "ABC"]')
    expect(one(html, 'input', { name: 'website' }).attrs).toMatchObject({
      type: 'url',
      placeholder: 'Your site',
      value: '',
      'aria-label': 'Your site',
      'aria-required': 'false',
      class: 'wpcf7-form-control wpcf7-url wpcf7-text wpcf7-validates-as-url',
    })
    expect(one(html, 'input', { name: 'phone' }).attrs).toMatchObject({ type: 'tel', id: 'tel', size: '20', maxlength: '30', 'aria-label': 'Phone', class: 'wpcf7-form-control wpcf7-tel wpcf7-text wpcf7-validates-as-tel wide' })
    expect(one(html, 'input', { name: 'code' }).attrs.value).toBe('ABC')
  })

  it('renders number, range, date and time inputs with min, max and step', () => {
    const html = render('[number* n min:1 max:9 step:2] [range r min:0 max:10] [date d min:2020-01-01 max:2020-12-31] [time t min:09:00]')
    expect(one(html, 'input', { name: 'n' }).attrs).toMatchObject({ type: 'number', min: '1', max: '9', step: '2', class: 'wpcf7-form-control wpcf7-number wpcf7-validates-as-required wpcf7-validates-as-number' })
    expect(one(html, 'input', { name: 'r' }).attrs).toMatchObject({ type: 'range', min: '0', max: '10' })
    expect(one(html, 'input', { name: 'd' }).attrs).toMatchObject({ type: 'date', min: '2020-01-01', max: '2020-12-31', class: 'wpcf7-form-control wpcf7-date wpcf7-validates-as-date' })
    expect(one(html, 'input', { name: 't' }).attrs).toMatchObject({ type: 'time', min: '09:00' })
  })

  // issue 17, item 16: as CF7's number handler, a range without min/max gets 0 and 100, and the middle as its value.
  it('renders a range without min or max with CF7’s 0 to 100, starting in the middle', () => {
    const html = render('[range a] [range b min:10] [range c max:40 "7"] [range d min:60 max:20]')
    expect(one(html, 'input', { name: 'a' }).attrs).toMatchObject({ type: 'range', min: '0', max: '100', value: '50' })
    expect(one(html, 'input', { name: 'b' }).attrs).toMatchObject({ min: '10', max: '100', value: '55' })
    expect(one(html, 'input', { name: 'c' }).attrs).toMatchObject({ min: '0', max: '40', value: '7' })
    expect(one(html, 'input', { name: 'd' }).attrs).toMatchObject({ min: '60', max: '20', value: '60' })
    expect(one(render('[number n]'), 'input', { name: 'n' }).attrs.min).toBeUndefined()
  })

  it('renders a textarea with its enclosed default, or a placeholder', () => {
    expect(render('[textarea m 30x4]Hello[/textarea]')).toContain('cols="30" rows="4" maxLength="2000" class="wpcf7-form-control wpcf7-textarea" aria-required="false" aria-invalid="false" aria-label="M" name="m">Hello</textarea>')
    expect(one(render('[textarea m placeholder "Say hi"]'), 'textarea').attrs.placeholder).toBe('Say hi')
  })

  it('renders a select with include_blank, first_as_label, multiple and defaults', () => {
    const html = render('[select* s include_blank "A" "B|b"] [select f first_as_label "Choose" "X"] [select m multiple default:2 "P" "Q"]')
    expect(html).toContain('<option value="" selected="">—Please choose an option—</option><option value="A">A</option><option value="B">B</option>')
    expect(html).toContain('<option value="" selected="">Choose</option><option value="X">X</option>')
    expect(one(html, 'select', { name: 'm[]' }).attrs.multiple).toBe('')
    expect(html).toContain('<option value="Q" selected="">Q</option>')
    expect(one(html, 'select', { name: 's' }).attrs).toMatchObject({ 'aria-required': 'true', class: 'wpcf7-form-control wpcf7-select wpcf7-validates-as-required' })
  })

  it('renders checkboxes as a named group of labelled list items, checked from the post', () => {
    const html = render('[checkbox* topics "News" "Offers|offers@example.com"]', { state: { status: 'validation_failed', values: { 'topics[]': ['Offers'] } } })
    expect(one(html, 'span', { role: 'group' }).attrs).toMatchObject({ class: 'wpcf7-form-control wpcf7-checkbox wpcf7-validates-as-required', 'aria-label': 'Topics' })
    expect(html).toContain('<span class="wpcf7-list-item first"><label><input type="checkbox" name="topics[]" value="News"/><span class="wpcf7-list-item-label">News</span></label></span>')
    expect(html).toContain('<span class="wpcf7-list-item last"><label><input type="checkbox" name="topics[]" checked="" value="Offers"/><span class="wpcf7-list-item-label">Offers</span></label></span>')
    expect(html).not.toContain('offers@example.com')
  })

  it('renders exclusive checkboxes under one name, and label_first', () => {
    const html = render('[checkbox c exclusive label_first default:1 "x" "y"]')
    expect(hasClass(one(html, 'span', { role: 'group' }), 'wpcf7-exclusive-checkbox')).toBe(true)
    expect(html).toContain('<label><span class="wpcf7-list-item-label">x</span><input type="checkbox" name="c" checked="" value="x"/></label>')
  })

  it('renders radio buttons as a required radio group named by the template label', () => {
    const html = render('<label>Size [radio size "S" "M"]</label>')
    expect(one(html, 'span', { role: 'radiogroup' }).attrs).toMatchObject({ 'aria-label': 'Size', 'aria-required': 'true' })
    // Inside a template label another label would be invalid HTML, so each button is named directly.
    expect(html).toContain('<input type="radio" aria-label="S" name="size" value="S"/><span class="wpcf7-list-item-label">S</span>')
  })

  it('renders a free-text input after the last option', () => {
    const html = render('[checkbox c free_text "a" "Other"]', { state: { status: 'validation_failed', values: { _wpcf7_free_text_c: 'mine' } } })
    expect(html).toContain('<span class="wpcf7-list-item last has-free-text">')
    expect(one(html, 'input', { name: '_wpcf7_free_text_c' }).attrs).toMatchObject({ class: 'wpcf7-free-text', value: 'mine', 'aria-label': 'Other: your own words' })
  })

  it('renders acceptance options: invert, optional, default:on, and sanitised HTML in its label', () => {
    const html = render('[acceptance news invert optional default:on] No <a href="/privacy" onclick="x()">mail</a> <script>x()</script>please [/acceptance]')
    expect(html).toContain('<span class="wpcf7-form-control wpcf7-acceptance invert optional">')
    expect(one(html, 'input', { name: 'news' }).attrs.checked).toBe('')
    expect(html).toContain('<span class="wpcf7-list-item-label">No <a href="/privacy">mail</a> please</span>')
  })

  it('renders a quiz with its question as label and an HMAC of the answer, never the answer', () => {
    const html = render('[quiz capital "Capital of France?|Paris" "2+2=?|4"]', { pickQuestion: () => 1 })
    expect(html).toContain('<label><span class="wpcf7-quiz-label">2+2=?</span> <input size="40" maxLength="400" class="wpcf7-form-control wpcf7-quiz" autoComplete="off"')
    expect(one(html, 'input', { name: '_wpcf7_quiz_answer_capital' }).attrs.value).toBe(quizAnswerHash(secret, '4'))
    expect(html).not.toMatch(/value="4"|Paris/)
  })

  it('renders a file input with accept, and makes the form multipart', () => {
    const html = render('<label>CV [file* cv limit:2mb filetypes:pdf|docx]</label>')
    expect(one(html, 'input', { name: 'cv' }).attrs).toMatchObject({ type: 'file', accept: '.pdf,.docx', class: 'wpcf7-form-control wpcf7-file wpcf7-validates-as-required' })
    expect(one(html, 'form').attrs.enctype).toBe('multipart/form-data')
    expect(one(render('[text a]'), 'form').attrs.enctype).toBeUndefined()
  })

  it('renders a hidden field with its template value, never a posted one', () => {
    const html = render('[hidden source "web"]', { state: { status: 'validation_failed', values: { source: 'tampered' } } })
    expect(one(html, 'input', { name: 'source' }).attrs).toMatchObject({ type: 'hidden', value: 'web' })
  })

  it('renders a character counter for another field', () => {
    const html = render('[textarea m maxlength:10] [count m down]', { state: { status: 'validation_failed', values: { m: 'abc' } } })
    expect(one(html, 'span', { 'data-target-name': 'm' }).attrs).toMatchObject({
      class: 'wpcf7-character-count down',
      'data-starting-value': '10',
      'data-current-value': '7',
      'data-maximum-value': '10',
    })
  })

  it('renders a default submit label', () => {
    expect(one(render('[submit]'), 'input', { type: 'submit' }).attrs.value).toBe('Send')
  })
})

describe('template text and accessible names', () => {
  it('renders the editor HTML sanitised: no scripts, no handlers, no javascript: links', () => {
    const html = render('<label onclick="steal()" class="field">Name [text a]</label><script>steal()</script><p><a href="javascript:steal()">x</a> <a href="https://example.com/terms">terms</a></p>')
    // The form itself (after it comes only the form's own inline script, form-script.ts).
    expect(html.slice(html.indexOf('<form'), html.indexOf('</form>'))).not.toMatch(/<script|onclick|javascript:/i)
    expect(html).toContain('<label class="field">Name <span class="wpcf7-form-control-wrap" data-name="a">')
    expect(html).toContain('<a>x</a> <a href="https://example.com/terms">terms</a>')
  })

  it('shows template tags it cannot use as plain text', () => {
    const form = parseFormTemplate('[emial e] [text ok]')
    const html = renderToStaticMarkup(<ContactForm form={form} formId={1} title="t" action="/" secret={secret} />)
    expect(html).toContain('<p>[emial e] <span class="wpcf7-form-control-wrap" data-name="ok">')
  })

  it('names a control by a label pointing at its id', () => {
    const html = render('<label for="who">Who are you?</label> [text who id:who]')
    expect(html).toContain('<label for="who">Who are you?</label>')
    expect(one(html, 'input', { name: 'who' }).attrs['aria-label']).toBeUndefined()
  })

  it('gives the second control in one label a name of its own', () => {
    const html = render('<label>Name [text first-name] [text last-name]</label>')
    expect(one(html, 'input', { name: 'first-name' }).attrs['aria-label']).toBeUndefined()
    expect(one(html, 'input', { name: 'last-name' }).attrs['aria-label']).toBe('Last name')
  })

  it('names every visible control', () => {
    const template = `[text a] [email b placeholder "Email"] [url c] [tel d] [number e] [range f] [date g] [time h] [textarea i]
[select j "x"] [checkbox k "x"] [radio l "x"] [acceptance m] ok [/acceptance] [quiz n "1+1|2"] [file o] [submit "Go"]`
    const html = render(template)
    const controls = elements(html).filter((element) => ['input', 'select', 'textarea'].includes(element.tag) && element.attrs.type !== 'hidden' && element.attrs.name !== HONEYPOT_FIELD)
    expect(controls.length).toBeGreaterThan(15)
    for (const control of controls) {
      const insideLabel = html.lastIndexOf('<label', control.at) > html.lastIndexOf('</label>', control.at)
      const named = insideLabel || control.attrs['aria-label'] || control.attrs.type === 'submit'
      expect(named, `${control.tag} ${control.attrs.name}`).toBeTruthy()
    }
  })
})
