'use client'

// Browser only: it works on the page's DOM, so a server import of it must fail.
import 'client-only'

/**
 * The browser side of a contact form, doing what Contact Form 7's own script does on the markup
 * the server rendered: send with fetch to the REST endpoint and show the outcome in place (form
 * status and classes, field tips, the screen-reader summary, the message), fire CF7's DOM events,
 * and the small field helpers (acceptance, URL, counters, exclusive checkboxes, free text:
 * form-fields.client.ts). The outcome's markup is form-response.client.ts.
 *
 * Progressive enhancement: the form already works with no script at all (a plain POST, see
 * docs/decisions/006). Plain DOM, no React and no library: the markup belongs to the server
 * component, and this only has to be small.
 */

import { dataStatusOf, STARTED_FIELD } from '../markup/markup-names'
import { CF7_REST_ROOT } from '../routes'
import { type FeedbackAnswer, feedbackEventNames, readFeedbackAnswer, readRefillAnswer, requestFailureMessages, visibleInputs } from './feedback-client'
import { enhanceFields } from './form-fields.client'
import { VISITOR_TOKEN_ATTRIBUTE } from './form-script'
import { responseView } from './form-response.client'

/**
 * Is Contact Form 7's own script driving this page's forms? Its settings object `wpcf7` (with
 * `api`) is printed in the page before the script loads, and the script keeps its state on each
 * form it starts (`form.wpcf7`, includes/js/src/init.js). Then ours stands back: two scripts on
 * one form would show two spinners and send each message twice.
 */
function drivenByContactForm7(form: HTMLFormElement): boolean {
  const settings = (window as unknown as { wpcf7?: unknown }).wpcf7
  return 'wpcf7' in form || (typeof settings === 'object' && settings !== null)
}

/** CF7's spinner after each `.has-spinner` element (its init.js does the same), removed by `remove()`. */
function addSpinners(form: HTMLFormElement): HTMLElement[] {
  return [...form.querySelectorAll('.has-spinner')].map((element) => {
    const spinner = document.createElement('span')
    spinner.className = 'wpcf7-spinner'
    element.after(spinner)
    return spinner
  })
}

/** Starts the script on one `div.wpcf7`; the returned function undoes it (React runs effects twice in development). */
export function enhanceContactForm(container: HTMLElement): () => void {
  const form = container.querySelector('form.wpcf7-form')
  if (!(form instanceof HTMLFormElement) || typeof window.fetch !== 'function' || drivenByContactForm7(form)) return () => {}
  const controller = new AbortController()
  const listen = (type: string, listener: (event: Event) => void) => form.addEventListener(type, listener, { signal: controller.signal })

  const hiddenValue = (name: string) => form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)?.value ?? ''
  const unitTag = hiddenValue('_wpcf7_unit_tag')
  const formId = Math.abs(Number.parseInt(hiddenValue('_wpcf7'), 10)) || 0
  const endpoint = `${CF7_REST_ROOT}/contact-forms/${formId}`
  let submitting = false

  /** CF7's event detail: who the form is, its status and, once answered, the answer. */
  const baseDetail = () => ({
    contactFormId: formId,
    pluginVersion: hiddenValue('_wpcf7_version'),
    contactFormLocale: hiddenValue('_wpcf7_locale'),
    unitTag,
    containerPostId: Math.abs(Number.parseInt(hiddenValue('_wpcf7_container_post'), 10)) || 0,
    status: form.getAttribute('data-status') ?? 'init',
  })

  // Fired on the form, as CF7 6 does; they bubble, so listeners on div.wpcf7 or the document (CF7 5's advice) hear them too.
  const fire = (name: string, detail: object) => form.dispatchEvent(new CustomEvent(name, { bubbles: true, detail }))

  const setStatus = (status: string) => {
    const next = dataStatusOf(status)
    const previous = form.getAttribute('data-status')
    form.setAttribute('data-status', next)
    form.classList.add(next)
    if (next === 'submitting') form.setAttribute('aria-busy', 'true')
    else form.removeAttribute('aria-busy')
    if (previous && previous !== next) {
      form.classList.remove(previous)
      fire('wpcf7statuschanged', { ...baseDetail(), prevStatus: previous })
    }
    return next
  }

  const { clearResponse, showFieldError, listFieldError, showMessage, showRequestFailure } = responseView(container, form, unitTag)
  const { refreshFields, removeFieldHelpers } = enhanceFields(form, listen)

  // --- Refill ---------------------------------------------------------------------------------

  /**
   * `GET …/refill`: a fresh signed start time and new quiz questions. The start time is replaced
   * only when the form starts afresh (page load, reset): after a failed attempt the visitor's fill
   * time keeps counting from when they first saw the form, or fixing a typo would look like a bot.
   */
  const refill = async ({ started, quiz }: { started: boolean; quiz: boolean }) => {
    let answer
    try {
      const response = await fetch(`${endpoint}/refill`, { headers: { Accept: 'application/json' }, cache: 'no-store' })
      if (!response.ok) return null
      answer = readRefillAnswer(await response.json())
    } catch {
      // The form's current token and questions still work: a failed refill changes nothing.
      return null
    }
    const startedInput = form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${STARTED_FIELD}"]`)
    if (started && answer.started && startedInput) startedInput.value = answer.started
    if (quiz) {
      for (const [name, [question, hash]] of Object.entries(answer.quiz)) {
        const wrap = form.querySelector(`.wpcf7-form-control-wrap[data-name="${CSS.escape(name)}"]`)
        const input = wrap?.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`)
        const hashInput = wrap?.querySelector<HTMLInputElement>(`input[type="hidden"][name="_wpcf7_quiz_answer_${CSS.escape(name)}"]`)
        const label = wrap?.querySelector('.wpcf7-quiz-label')
        if (!input || !hashInput) continue
        input.value = ''
        if (input.hasAttribute('aria-label')) input.setAttribute('aria-label', question)
        if (label) label.textContent = question
        hashInput.value = hash
      }
    }
    return answer
  }

  // --- Submit ---------------------------------------------------------------------------------

  const submit = async (submitter: HTMLElement | null) => {
    const formData = new FormData(form)
    if ((submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) && submitter.name) formData.append(submitter.name, submitter.value)
    const detail: Record<string, unknown> = { ...baseDetail(), inputs: visibleInputs(formData), formData }

    clearResponse()
    fire('wpcf7beforesubmit', detail)
    setStatus('submitting')

    let answer: FeedbackAnswer
    try {
      let response: Response
      try {
        response = await fetch(`${endpoint}/feedback`, { method: 'POST', body: formData, headers: { Accept: 'application/json' } })
      } catch {
        throw new Error(requestFailureMessages.offline)
      }
      const body: unknown = await response.json().catch(() => null)
      const outcome = readFeedbackAnswer(response.status, body)
      if (!outcome.ok) throw new Error(outcome.message)
      answer = outcome.answer
    } catch (error) {
      // Nothing is known about the submission: the form goes back to its first state, the block says why.
      setStatus('init')
      showRequestFailure(error instanceof Error ? error.message : requestFailureMessages.offline)
      return
    } finally {
      submitting = false
    }

    const status = setStatus(answer.status)
    detail.status = answer.status
    detail.apiResponse = answer
    for (const name of feedbackEventNames(status)) fire(name, detail)

    const hashInput = form.querySelector<HTMLInputElement>('input[type="hidden"][name="_wpcf7_posted_data_hash"]')
    if (hashInput && answer.posted_data_hash) hashInput.value = answer.posted_data_hash
    const reset = answer.status === 'mail_sent'
    if (reset) {
      form.reset()
      refreshFields()
    }
    const targets = answer.invalid_fields.map((error) => {
      const target = showFieldError(error)
      listFieldError(error, target)
      return target
    })
    showMessage(answer.message)
    targets.find(Boolean)?.focus()

    // CF7 asks for new quiz questions after every submission; a reset form also starts its fill time again.
    const refilled = await refill({ started: reset, quiz: true })
    if (reset && refilled) fire('wpcf7reset', { ...baseDetail(), apiResponse: refilled })
  }

  listen('submit', (event) => {
    event.preventDefault()
    // One request at a time: a second press while sending would post the message twice.
    if (submitting) return
    submitting = true
    void submit((event as SubmitEvent).submitter)
  })

  // A reset button (or a script) resets the values after this event: look at them afterwards.
  listen('reset', () => window.setTimeout(refreshFields))

  container.classList.replace('no-js', 'js')
  const spinners = addSpinners(form)
  refreshFields()
  // The form's inline script swapped the cached page's start token for this visitor's own once
  // the page loaded (form-script.ts), so the fill time counts from then, not from this first
  // interaction; React's hydration since set the hidden input back to the page's value.
  const visitorToken = form.getAttribute(VISITOR_TOKEN_ATTRIBUTE)
  const startedInput = form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${STARTED_FIELD}"]`)
  if (visitorToken && startedInput?.value.startsWith('p.')) startedInput.value = visitorToken

  return () => {
    controller.abort()
    spinners.forEach((spinner) => spinner.remove())
    removeFieldHelpers()
    container.classList.replace('js', 'no-js')
  }
}
