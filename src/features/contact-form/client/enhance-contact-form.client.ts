/**
 * The browser side of a contact form, doing what Contact Form 7's own script does on the markup
 * the server rendered: send with fetch to the REST endpoint and show the outcome in place (form
 * status and classes, field tips, the screen-reader summary, the message), fire CF7's DOM events,
 * and the small field helpers (acceptance, URL, counters, exclusive checkboxes, free text).
 *
 * Progressive enhancement: the form already works with no script at all (a plain POST, see
 * docs/decisions/006). Plain DOM, no React and no library: the markup belongs to the server
 * component, and this only has to be small.
 */

import { dataStatusOf, fieldIdOf, STARTED_FIELD } from './contact-form-markup'
import { characterCountAnnouncement, feedbackEventNames, readFeedbackAnswer, readRefillAnswer, requestFailureMessages, visibleInputs, type FeedbackAnswer } from './feedback-client'
import type { FeedbackInvalidField } from './feedback-response'
import { characterCountState, normaliseUrlInput } from './field-helpers'
import { CF7_REST_ROOT } from './routes'

/** The controls a visitor fills in, within one field's wrapper (not a quiz's hidden hash, not a free text). */
const FIELD_CONTROLS = 'input:not([type="hidden"]):not(.wpcf7-free-text), select, textarea'

/** Starts the script on one `div.wpcf7`; the returned function undoes it (React runs effects twice in development). */
export function enhanceContactForm(container: HTMLElement): () => void {
  const form = container.querySelector('form.wpcf7-form')
  if (!(form instanceof HTMLFormElement) || typeof window.fetch !== 'function') return () => {}
  const controller = new AbortController()
  const listen = (type: string, listener: (event: Event) => void) => form.addEventListener(type, listener, { signal: controller.signal })

  const hiddenValue = (name: string) => form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)?.value ?? ''
  const unitTag = hiddenValue('_wpcf7_unit_tag')
  const formId = Math.abs(Number.parseInt(hiddenValue('_wpcf7'), 10)) || 0
  const endpoint = `${CF7_REST_ROOT}/contact-forms/${formId}`
  const statusLine = container.querySelector('.screen-reader-response [role="status"]')
  const errorList = container.querySelector('.screen-reader-response ul')
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

  const clearResponse = () => {
    if (statusLine) statusLine.textContent = ''
    if (errorList) errorList.textContent = ''
    container.querySelectorAll('.ajax-error').forEach((block) => block.remove())
    form.querySelectorAll('.wpcf7-not-valid-tip').forEach((tip) => {
      // Only the tips' own ids leave aria-describedby; an editor's description stays.
      form.querySelectorAll(`[aria-describedby~="${tip.id}"]`).forEach((element) => {
        const rest = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id !== '' && id !== tip.id)
        if (rest.length > 0) element.setAttribute('aria-describedby', rest.join(' '))
        else element.removeAttribute('aria-describedby')
      })
      tip.remove()
    })
    form.querySelectorAll('[aria-invalid="true"]').forEach((element) => element.setAttribute('aria-invalid', 'false'))
    form.querySelectorAll('.wpcf7-not-valid').forEach((element) => element.classList.remove('wpcf7-not-valid'))
    form.querySelectorAll('.wpcf7-response-output').forEach((output) => (output.textContent = ''))
  }

  /** Shows one field's tip as the server renders it; returns the control to move focus to. */
  const showFieldError = (error: FeedbackInvalidField): HTMLElement | null => {
    const wrap = form.querySelector(`.wpcf7-form-control-wrap[data-name="${CSS.escape(error.field)}"]`)
    const control = wrap?.querySelector('.wpcf7-form-control')
    if (!wrap || !control) return null
    const controls = [...wrap.querySelectorAll<HTMLElement>(FIELD_CONTROLS)]
    const tip = document.createElement('span')
    tip.className = 'wpcf7-not-valid-tip'
    tip.id = `${error.error_id}-tip`
    // As CF7: hidden, so a tip inside a <label> does not join the field's name; aria-describedby still reads it.
    tip.setAttribute('aria-hidden', 'true')
    tip.textContent = error.message
    wrap.append(tip)
    control.classList.add('wpcf7-not-valid')
    controls.forEach((element) => element.setAttribute('aria-invalid', 'true'))
    // A checkbox or radio group describes itself; an acceptance box's wrapper has no role, so the box does.
    const described = control.matches('input, select, textarea, [role]') ? control : controls[0]
    described?.setAttribute('aria-describedby', [described.getAttribute('aria-describedby'), tip.id].filter(Boolean).join(' '))
    return controls[0] ?? null
  }

  /** One item of the screen-reader summary, linking to the field (CF7 links only fields with an `id:`). */
  const listFieldError = (error: FeedbackInvalidField, target: HTMLElement | null) => {
    const item = document.createElement('li')
    item.id = error.error_id
    const id = error.idref ?? (target ? target.id || (target.id = fieldIdOf(unitTag, error.field)) : '')
    if (id) {
      const link = document.createElement('a')
      link.href = `#${id}`
      link.textContent = error.message
      item.append(link)
    } else {
      item.textContent = error.message
    }
    errorList?.append(item)
  }

  const showMessage = (message: string) => {
    if (statusLine) statusLine.textContent = message
    form.querySelectorAll('.wpcf7-response-output').forEach((output) => (output.textContent = message))
  }

  /** SPEC 8: a request that failed (offline, an error page, not CF7's JSON) appends an error block after the form. */
  const showRequestFailure = (message: string) => {
    const block = document.createElement('div')
    block.className = 'ajax-error'
    block.setAttribute('role', 'alert')
    block.textContent = message
    form.after(block)
  }

  // --- Field helpers ------------------------------------------------------------------------

  /** CF7: the submit button waits for every required acceptance box (unticked when inverted). */
  const checkAcceptance = () => {
    if (form.classList.contains('wpcf7-acceptance-as-validation')) return
    const boxes = [...form.querySelectorAll('.wpcf7-acceptance:not(.optional)')]
    if (boxes.length === 0) return
    const accepted = boxes.every((group) => {
      const box = group.querySelector<HTMLInputElement>('input[type="checkbox"]')
      return !box || box.checked !== group.classList.contains('invert')
    })
    form.querySelectorAll<HTMLInputElement>('.wpcf7-submit').forEach((button) => (button.disabled = !accepted))
  }

  const updateFreeText = () => {
    form.querySelectorAll('.has-free-text').forEach((item) => {
      const text = item.querySelector<HTMLInputElement>('input.wpcf7-free-text')
      const option = item.querySelector<HTMLInputElement>('input[type="checkbox"], input[type="radio"]')
      if (text && option) text.disabled = !option.checked
    })
  }

  /** Counters: number and classes at once; the sentence only when the length leaves or re-enters the range, so typing is not read out. */
  const updateCounter = (counter: HTMLElement, announce: boolean) => {
    const target = form.elements.namedItem(counter.dataset.targetName ?? '')
    if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return
    const limits = { maxlength: Number(counter.dataset.maximumValue) || undefined, minlength: Number(counter.dataset.minimumValue) || undefined }
    const state = characterCountState(target.value, { ...limits, down: counter.classList.contains('down') })
    counter.textContent = String(state.shown)
    counter.dataset.currentValue = String(state.shown)
    const changed = counter.classList.contains('too-long') !== state.tooLong || counter.classList.contains('too-short') !== state.tooShort
    counter.classList.toggle('too-long', state.tooLong)
    counter.classList.toggle('too-short', state.tooShort)
    const live = counter.nextElementSibling
    if (announce && changed && live?.classList.contains('wpcf7-character-count-status')) live.textContent = characterCountAnnouncement(state, limits)
  }

  const counters = [...form.querySelectorAll<HTMLElement>('.wpcf7-character-count[data-target-name]')]
  for (const counter of counters) {
    const live = document.createElement('span')
    live.className = 'wpcf7-character-count-status visually-hidden'
    live.setAttribute('aria-live', 'polite')
    counter.after(live)
  }

  const refreshFields = () => {
    checkAcceptance()
    updateFreeText()
    counters.forEach((counter) => updateCounter(counter, false))
  }

  listen('change', (event) => {
    const target = event.target
    if (target instanceof HTMLInputElement && target.type === 'checkbox' && target.checked && target.closest('.wpcf7-exclusive-checkbox')) {
      form.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][name="${CSS.escape(target.name)}"]`).forEach((box) => {
        if (box !== target) box.checked = false
      })
    }
    checkAcceptance()
    updateFreeText()
  })

  listen('input', (event) => {
    const target = event.target
    if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return
    counters.filter((counter) => counter.dataset.targetName === target.name).forEach((counter) => updateCounter(counter, true))
  })

  // SPEC 5: "example.com" becomes "http://example.com" when the visitor leaves the field.
  listen('focusout', (event) => {
    const target = event.target
    if (target instanceof HTMLInputElement && target.classList.contains('wpcf7-validates-as-url')) {
      const value = normaliseUrlInput(target.value)
      if (value !== target.value) target.value = value
    }
  })

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
  refreshFields()
  // Pages are served from a cache, so the rendered start time is older than this visit: start it
  // now (CF7 refills cached forms on load). A form shown again after a post keeps its own.
  if (form.getAttribute('data-status') === 'init') void refill({ started: true, quiz: false })

  return () => {
    controller.abort()
    counters.forEach((counter) => {
      if (counter.nextElementSibling?.classList.contains('wpcf7-character-count-status')) counter.nextElementSibling.remove()
    })
    container.classList.replace('js', 'no-js')
  }
}
