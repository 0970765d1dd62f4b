// @vitest-environment happy-dom
/**
 * What a contact form does as the page is parsed, before the page's scripts wake (decision 043):
 * the inline script the form's markup carries is run from its own source text, as a browser
 * runs it, against a fetch that answers as the refill endpoint does (docs/api.md).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { formScript } from './form-script'

const refills: string[] = []
beforeEach(() => {
  refills.length = 0
  vi.stubGlobal('fetch', async (url: string) => {
    refills.push(url)
    return new Response(JSON.stringify({ started: 'v.2000.visitor.signature' }), { status: 200, headers: { 'content-type': 'application/json' } })
  })
})
afterEach(() => {
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
})

const ENDPOINT = '/wp-json/contact-form-7/v1/contact-forms/1'

/** A form in its container, and its inline script run as the browser would (its text alone). */
function formWith(inner: string, formClass = 'wpcf7-form init', token = 'p.1000.page.signature') {
  document.body.innerHTML = `<div class="wpcf7 no-js" id="wpcf7-f1-p3-o1"><form class="${formClass}" data-status="${formClass.split(' ')[1] ?? 'init'}"><input type="hidden" name="_wpcf7_started" value="${token}">${inner}<input type="submit" class="wpcf7-form-control wpcf7-submit" value="Send"></form></div>`
  new Function(formScript('wpcf7-f1-p3-o1', ENDPOINT))()
  const form = document.querySelector('form')!
  return { form, submit: form.querySelector<HTMLInputElement>('.wpcf7-submit')!, change: (input: HTMLInputElement) => input.dispatchEvent(new Event('change', { bubbles: true })) }
}

const acceptance = (classes = '') => `<span class="wpcf7-form-control wpcf7-acceptance${classes}"><span class="wpcf7-list-item"><label><input type="checkbox" name="privacy" value="1"></label></span></span>`

describe('the form script: choices', () => {
  it('holds the submit button back until the acceptance box is ticked, at once and on every change', () => {
    const { form, submit, change } = formWith(acceptance())
    expect(submit.disabled).toBe(true)
    const box = form.querySelector<HTMLInputElement>('input[name="privacy"]')!
    box.checked = true
    change(box)
    expect(submit.disabled).toBe(false)
    box.checked = false
    change(box)
    expect(submit.disabled).toBe(true)
  })

  it('reads an inverted box the other way round, and ignores an optional one', () => {
    expect(formWith(acceptance(' invert')).submit.disabled).toBe(false)
    expect(formWith(acceptance(' optional')).submit.disabled).toBe(false)
  })

  it('leaves the button alone in acceptance-as-validation mode', () => {
    expect(formWith(acceptance(), 'wpcf7-form init wpcf7-acceptance-as-validation').submit.disabled).toBe(false)
  })

  it('enables a free-text input only while its option is checked', () => {
    const { form, change } = formWith(
      '<span class="wpcf7-list-item last has-free-text"><label><input type="checkbox" name="topic[]" value="Other"></label><input type="text" name="_wpcf7_free_text_topic" class="wpcf7-free-text"></span>',
    )
    const text = form.querySelector<HTMLInputElement>('.wpcf7-free-text')!
    expect(text.disabled).toBe(true)
    const option = form.querySelector<HTMLInputElement>('input[type="checkbox"]')!
    option.checked = true
    change(option)
    expect(text.disabled).toBe(false)
  })

  it('names its container safely', () => {
    expect(formScript('</script><script>alert(1)', ENDPOINT)).not.toContain('</script>')
  })
})

describe('the form script: the start token', () => {
  const token = () => document.querySelector<HTMLInputElement>('input[name="_wpcf7_started"]')!.value

  it("swaps the cached page's token for one of this visitor's own once the page has loaded", async () => {
    formWith('')
    await vi.waitFor(() => expect(token()).toBe('v.2000.visitor.signature'))
    expect(refills).toEqual([`${ENDPOINT}/refill`])
    // Kept on the form, for the enhancement to put back after React's hydration.
    expect(document.querySelector('form')!.getAttribute('data-visitor-token')).toBe('v.2000.visitor.signature')
  })

  it('leaves a visitor token, and a form shown again after a post, as they are', async () => {
    formWith('', 'wpcf7-form init', 'v.1500.mine.signature')
    formWith('', 'wpcf7-form invalid')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(refills).toEqual([])
  })

  it("keeps the page's token when the refill fails", async () => {
    vi.stubGlobal('fetch', async () => new Response('Busy', { status: 503 }))
    formWith('')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(token()).toBe('p.1000.page.signature')
  })
})
