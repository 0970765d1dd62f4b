import { describe, expect, it } from 'vitest'

import { readStartedAt } from '../signing/form-secrets.server'
import { defaultMessages } from '../validation/messages'
import type { ContactFormState } from './contact-form'
import { HONEYPOT_FIELD, STARTED_FIELD } from './markup-names'
import { all, demoTemplate, elements, hasClass, one, render, secret } from './markup-test-helpers'

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

  // As CF7 6.x: the script that drives the form adds the spinner (client/enhance-contact-form.client.test.tsx).
  it('renders the submit button with has-spinner and no spinner of its own', () => {
    expect(html).toContain('<input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Send message"/>')
    expect(html).not.toContain('wpcf7-spinner')
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
    // After the form, only the form's own inline script (form-script.ts).
    expect(html.slice(html.indexOf('<div class="wpcf7-response-output"'))).toMatch(/^<div class="wpcf7-response-output" aria-hidden="true"><\/div><\/form><script>\(function\(\)\{[^<]*applyChoiceStates[^<]*refillStartToken[^<]*<\/script><\/div>$/)
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
    // The one script is the form's own (form-script.ts); no posted text became markup.
    expect(html.replace(/<script>\(function\(\)\{var c=document\.getElementById\("wpcf7-f7-p3-o1"\)[^<]*<\/script>/, '')).not.toMatch(/<script/i)
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
