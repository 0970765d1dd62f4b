import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { ContactForm, type ContactFormProps, type ContactFormState } from './contact-form'
import { HONEYPOT_FIELD, STARTED_FIELD } from './contact-form-markup'
import { readStartedAt, quizAnswerHash } from './form-secrets.server'
import { parseFormTemplate } from './form-tags'
import { defaultMessages } from './messages'

const demoTemplate = `<label> Your name
    [text* your-name autocomplete:name] </label>

<label> Your email
    [email* your-email autocomplete:email] </label>

<label> Subject
    [text* your-subject] </label>

<label> Your message
    [textarea* your-message maxlength:2000] </label>

[acceptance privacy] I agree that my message is stored to answer it. [/acceptance]

[submit "Send message"]`

const secret = 'test-secret'

function render(template: string, props: Partial<ContactFormProps> = {}): string {
  const form = parseFormTemplate(template)
  expect(form.errors).toEqual([])
  return renderToStaticMarkup(
    <ContactForm form={form} formId={7} title="Contact us" postId={3} action="/contact" secret={secret} startedAt={1_000} pickQuestion={() => 0} {...props} />,
  )
}

type Element = { tag: string; attrs: Record<string, string>; at: number }

function unescape(value: string): string {
  return value.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')
}

/**
 * Every start tag with its attributes (names lower-cased, values unescaped). React's static
 * markup is well formed and escapes < > " in attribute values, so a regular expression reads it.
 */
function elements(html: string): Element[] {
  return [...html.matchAll(/<([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s=/>]+(?:="[^"]*")?)*)\s*\/?>/g)].map((match) => ({
    tag: match[1].toLowerCase(),
    attrs: Object.fromEntries([...match[2].matchAll(/([^\s=]+)(?:="([^"]*)")?/g)].map((attr) => [attr[1].toLowerCase(), unescape(attr[2] ?? '')])),
    at: match.index,
  }))
}

function all(html: string, tag: string, attrs: Record<string, string> = {}): Element[] {
  return elements(html).filter((element) => element.tag === tag && Object.entries(attrs).every(([name, value]) => element.attrs[name] === value))
}

function one(html: string, tag: string, attrs: Record<string, string> = {}): Element {
  const found = all(html, tag, attrs)
  expect(found, `${tag} ${JSON.stringify(attrs)}`).toHaveLength(1)
  return found[0]
}

const hasClass = (element: Element, name: string) => (element.attrs.class ?? '').split(' ').includes(name)

describe('the contact form markup contract', () => {
  const html = render(demoTemplate)

  it('wraps everything in div.wpcf7 with the unit tag as id, lang and dir', () => {
    const root = elements(html)[0]
    expect(root).toMatchObject({ tag: 'div', attrs: { class: 'wpcf7 no-js', id: 'wpcf7-f7-p3-o1', lang: 'en-US', dir: 'ltr', 'data-wpcf7-id': '7' } })
  })

  it('has a screen-reader response with a polite status and a list, before the form', () => {
    const response = one(html, 'div', { class: 'screen-reader-response' })
    const status = one(html, 'p', { role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' })
    const list = all(html, 'ul')[0]
    const form = one(html, 'form')
    expect(response.at).toBeLessThan(status.at)
    expect(status.at).toBeLessThan(list.at)
    expect(list.at).toBeLessThan(form.at)
  })

  it('renders form.wpcf7-form in the init state: novalidate, post, action ending in #unitTag, named by the title', () => {
    expect(one(html, 'form').attrs).toMatchObject({
      class: 'wpcf7-form init',
      'data-status': 'init',
      novalidate: '',
      method: 'post',
      action: '/contact#wpcf7-f7-p3-o1',
      'aria-label': 'Contact us',
    })
  })

  it('puts CF7 hidden fields inside fieldset.hidden-fields-container', () => {
    const fieldset = one(html, 'fieldset', { class: 'hidden-fields-container' })
    const hidden = Object.fromEntries(all(html, 'input', { type: 'hidden' }).filter((input) => input.at > fieldset.at).map((input) => [input.attrs.name, input.attrs.value]))
    expect(hidden).toMatchObject({
      _wpcf7: '7',
      _wpcf7_version: '6.0.6',
      _wpcf7_locale: 'en_US',
      _wpcf7_unit_tag: 'wpcf7-f7-p3-o1',
      _wpcf7_container_post: '3',
      _wpcf7_posted_data_hash: '',
    })
    expect(html.indexOf('</fieldset>')).toBeGreaterThan(one(html, 'input', { name: '_wpcf7_posted_data_hash' }).at)
  })

  it('carries a signed start time for the minimum fill time', () => {
    expect(readStartedAt(secret, one(html, 'input', { name: STARTED_FIELD }).attrs.value)).toBe(1_000)
  })

  it('wraps each control in span.wpcf7-form-control-wrap[data-name] with CF7 classes and aria state', () => {
    expect(html).toContain('<span class="wpcf7-form-control-wrap" data-name="your-email"><input')
    const email = one(html, 'input', { name: 'your-email' })
    expect(email.attrs).toMatchObject({
      type: 'email',
      class: 'wpcf7-form-control wpcf7-email wpcf7-validates-as-required wpcf7-text wpcf7-validates-as-email',
      'aria-required': 'true',
      'aria-invalid': 'false',
      autocomplete: 'email',
      size: '40',
      maxlength: '400',
    })
    expect(email.attrs['aria-describedby']).toBeUndefined()
    expect(one(html, 'textarea', { name: 'your-message' }).attrs).toMatchObject({
      class: 'wpcf7-form-control wpcf7-textarea wpcf7-validates-as-required',
      cols: '40',
      rows: '10',
      maxlength: '2000',
    })
  })

  it('lets the template labels name the controls inside them', () => {
    expect(html).toContain('<label> Your name<br/><span class="wpcf7-form-control-wrap" data-name="your-name">')
    expect(one(html, 'input', { name: 'your-name' }).attrs['aria-label']).toBeUndefined()
  })

  it('renders an acceptance box as a labelled list item', () => {
    expect(html).toContain(
      '<span class="wpcf7-form-control-wrap" data-name="privacy"><span class="wpcf7-form-control wpcf7-acceptance"><span class="wpcf7-list-item"><label><input type="checkbox"',
    )
    expect(html).toContain('<span class="wpcf7-list-item-label">I agree that my message is stored to answer it.</span></label>')
    expect(one(html, 'input', { name: 'privacy' }).attrs).toMatchObject({ value: '1' })
  })

  it('renders the submit button followed by the spinner', () => {
    expect(html).toContain('<input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Send message"/><span class="wpcf7-spinner"></span>')
  })

  it('adds a honeypot people never reach, named by HONEYPOT_FIELD', () => {
    const trap = one(html, 'input', { name: HONEYPOT_FIELD })
    expect(trap.attrs).toMatchObject({ type: 'text', tabindex: '-1', autocomplete: 'off', value: '' })
    const wrapper = all(html, 'span', { 'aria-hidden': 'true' }).filter((span) => span.at < trap.at).pop()
    expect(wrapper?.attrs.class).toBe('wpcf7-hp')
    expect(wrapper?.attrs.style).toContain('left:-10000px')
  })

  it('ends the form with div.wpcf7-response-output hidden from screen readers', () => {
    const output = one(html, 'div', { class: 'wpcf7-response-output', 'aria-hidden': 'true' })
    expect(html.slice(html.indexOf('<div class="wpcf7-response-output"'))).toMatch(/^<div class="wpcf7-response-output" aria-hidden="true"><\/div><\/form><\/div>$/)
    expect(output.at).toBeGreaterThan(one(html, 'input', { name: HONEYPOT_FIELD }).at)
  })

  it('uses the ordinal and a post id of 0 in the unit tag', () => {
    const second = render('[text a]', { postId: undefined, ordinal: 2 })
    expect(one(second, 'div', { class: 'wpcf7 no-js' }).attrs.id).toBe('wpcf7-f7-p0-o2')
    expect(one(second, 'form').attrs.action).toBe('/contact#wpcf7-f7-p0-o2')
  })

  it('marks the acceptance_as_validation setting with CF7’s form class, so the script leaves the submit button enabled', () => {
    expect(one(render(demoTemplate, { acceptanceAsValidation: true }), 'form').attrs.class).toBe('wpcf7-form init wpcf7-acceptance-as-validation')
    expect(one(html, 'form').attrs.class).toBe('wpcf7-form init')
  })

  it('replaces a fragment already in the action', () => {
    expect(one(render('[text a]', { action: '/contact#old' }), 'form').attrs.action).toBe('/contact#wpcf7-f7-p3-o1')
  })
})

describe('a submission shown again (no JavaScript)', () => {
  const invalid: ContactFormState = {
    status: 'validation_failed',
    invalidFields: [
      { field: 'your-email', message: defaultMessages.invalid_email, idref: null },
      { field: 'your-subject', message: defaultMessages.invalid_required, idref: 'subject' },
    ],
    values: { 'your-name': '"><script>alert(1)</script>', 'your-email': 'not-an-email', 'your-message': '</textarea><script>x</script>' },
  }
  const html = render(demoTemplate.replace('[text* your-subject]', '[text* your-subject id:subject]'), { state: invalid })

  it('marks the form invalid', () => {
    expect(one(html, 'form').attrs).toMatchObject({ 'data-status': 'invalid', class: 'wpcf7-form invalid' })
  })

  it('shows each tip and points the control at it with aria-describedby', () => {
    const email = one(html, 'input', { name: 'your-email' })
    expect(email.attrs['aria-invalid']).toBe('true')
    expect(hasClass(email, 'wpcf7-not-valid')).toBe(true)
    const tip = one(html, 'span', { class: 'wpcf7-not-valid-tip', id: email.attrs['aria-describedby'] })
    expect(tip.attrs.id).toBe('wpcf7-f7-p3-o1-ve-your-email-tip')
    expect(html).toContain(`id="wpcf7-f7-p3-o1-ve-your-email-tip" aria-hidden="true">${defaultMessages.invalid_email}</span>`)
    expect(html.indexOf('wpcf7-not-valid-tip')).toBeGreaterThan(email.at)
  })

  it('leaves valid fields unmarked', () => {
    const name = one(html, 'input', { name: 'your-name' })
    expect(name.attrs['aria-invalid']).toBe('false')
    expect(name.attrs['aria-describedby']).toBeUndefined()
  })

  it('lists the errors for screen readers, linking to fields with an id', () => {
    expect(html).toContain(`<li id="wpcf7-f7-p3-o1-ve-your-email">${defaultMessages.invalid_email}</li>`)
    expect(html).toContain(`<li id="wpcf7-f7-p3-o1-ve-your-subject"><a href="#subject">${defaultMessages.invalid_required}</a></li>`)
  })

  it('announces and shows the status message', () => {
    expect(html).toContain(`<p role="status" aria-live="polite" aria-atomic="true">${defaultMessages.validation_error}</p>`)
    expect(html).toContain(`<div class="wpcf7-response-output" aria-hidden="true">${defaultMessages.validation_error}</div>`)
  })

  it('fills the posted values in again, escaped', () => {
    expect(one(html, 'input', { name: 'your-name' }).attrs.value).toBe('"><script>alert(1)</script>')
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"')
    expect(html).toContain('&lt;/textarea&gt;&lt;script&gt;x&lt;/script&gt;</textarea>')
    expect(html).not.toMatch(/<script/i)
  })

  it('resets the form after mail_sent: nothing posted is shown again', () => {
    const sent = render(demoTemplate, { state: { status: 'mail_sent', values: invalid.values } })
    expect(one(sent, 'form').attrs['data-status']).toBe('sent')
    expect(one(sent, 'input', { name: 'your-name' }).attrs.value).toBe('')
    expect(sent).toContain(`<div class="wpcf7-response-output" aria-hidden="true">${defaultMessages.mail_sent_ok}</div>`)
  })

  it('uses the form messages and a given message', () => {
    expect(render('[text a]', { state: { status: 'mail_failed' }, messages: { mail_sent_ng: 'Try later.' } })).toContain('aria-hidden="true">Try later.</div>')
    expect(render('[text a]', { state: { status: 'spam', message: 'Custom words.' } })).toContain('aria-atomic="true">Custom words.</p>')
  })

  it('marks custom statuses as CF7 does', () => {
    expect(one(render('[text a]', { state: { status: 'on hold' } }), 'form').attrs['data-status']).toBe('custom-on-hold')
  })
})

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
    expect(html).not.toMatch(/<script|onclick|javascript:/i)
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
