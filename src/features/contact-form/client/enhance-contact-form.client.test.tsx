// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { parseFormTemplate } from '../form-tags/parser/parse'
import { ContactForm } from '../markup/contact-form'
import { enhanceContactForm } from './enhance-contact-form.client'

/** The server's markup of a small form, in the page as a visitor's browser gets it. */
function mountForm(): HTMLElement {
  const form = parseFormTemplate('<label> Your name [text* your-name] </label>\n[submit "Send"]')
  document.body.innerHTML = renderToStaticMarkup(<ContactForm form={form} formId={7} title="Contact" postId={3} action="/contact" secret="test-secret" startedAt={1_000} />)
  return document.querySelector<HTMLElement>('.wpcf7')!
}

/**
 * What Contact Form 7 6.x's own script does to a form as it starts (includes/js/src/init.js): it
 * keeps its state on the form, and puts a spinner after each `.has-spinner` element. Its settings
 * object `wpcf7` (`api.root`, `api.namespace`) is printed in the page before it loads.
 */
function startContactForm7Script(container: HTMLElement): void {
  ;(window as unknown as { wpcf7: object }).wpcf7 = { api: { root: '/wp-json/', namespace: 'contact-form-7/v1' } }
  const form = container.querySelector('form')!
  ;(form as unknown as { wpcf7: object }).wpcf7 = { id: 7, status: form.getAttribute('data-status') }
  form.querySelectorAll('.has-spinner').forEach((element) => element.insertAdjacentHTML('afterend', '<span class="wpcf7-spinner"></span>'))
}

const spinners = () => document.querySelectorAll('.wpcf7-spinner')

beforeEach(() => {
  // The refill request of a cached page: answered with nothing, the form keeps its token.
  vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } })))
})

afterEach(() => {
  vi.unstubAllGlobals()
  delete (window as unknown as { wpcf7?: object }).wpcf7
  document.body.innerHTML = ''
})

// issue 17, item 17: one spinner, whichever script drives the form.
describe('the submit button’s spinner', () => {
  it('is not in the server’s markup: the submit button carries CF7’s has-spinner for a script to add it', () => {
    const container = mountForm()
    expect(container.querySelector('input[type="submit"]')?.className).toBe('wpcf7-form-control wpcf7-submit has-spinner')
    expect(spinners()).toHaveLength(0)
  })

  it('is added once by our script, right after the button, and removed when the script stops', () => {
    const container = mountForm()
    const stop = enhanceContactForm(container)
    expect(spinners()).toHaveLength(1)
    expect(container.querySelector('.has-spinner')?.nextElementSibling?.className).toBe('wpcf7-spinner')
    stop()
    expect(spinners()).toHaveLength(0)
    // React runs an effect twice in development: start, stop, start again still shows one.
    enhanceContactForm(container)
    expect(spinners()).toHaveLength(1)
  })

  it('is Contact Form 7’s alone when its script drives the form: ours stands back and adds nothing', () => {
    const container = mountForm()
    startContactForm7Script(container)
    const stop = enhanceContactForm(container)
    expect(spinners()).toHaveLength(1)
    // Nor does ours take the form's submit: CF7's script sends it, once.
    expect(container.classList.contains('js')).toBe(false)
    stop()
    expect(spinners()).toHaveLength(1)
  })

  it('stays single when CF7’s settings are on the page and its script starts after ours would have', () => {
    const container = mountForm()
    ;(window as unknown as { wpcf7: object }).wpcf7 = { api: { root: '/wp-json/', namespace: 'contact-form-7/v1' } }
    enhanceContactForm(container)
    startContactForm7Script(container)
    expect(spinners()).toHaveLength(1)
  })
})

// Decision 043: the page's scripts start at the visitor's first interaction, after React has
// hydrated the page, which sets the hidden start field back to the cached page's token.
describe("the visitor's start token", () => {
  const started = () => document.querySelector<HTMLInputElement>('input[name="_wpcf7_started"]')!

  it('is put back from the form, where its inline script kept it, over the page token hydration restored', () => {
    const container = mountForm()
    const pageToken = started().value
    expect(pageToken.startsWith('p.')).toBe(true)
    container.querySelector('form')!.setAttribute('data-visitor-token', 'v.2000.visitor.signature')
    enhanceContactForm(container)
    expect(started().value).toBe('v.2000.visitor.signature')
  })

  it('stays the page token when no refill answered', () => {
    const container = mountForm()
    const pageToken = started().value
    enhanceContactForm(container)
    expect(started().value).toBe(pageToken)
  })
})
