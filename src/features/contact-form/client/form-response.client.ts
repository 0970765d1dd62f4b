'use client'

// Browser only: it works on the page's DOM, so a server import of it must fail.
import 'client-only'

/**
 * How the browser script shows a submission's outcome in the form, as the server renders it
 * without JavaScript: each invalid field's tip and state, the screen-reader summary linking to
 * the fields, the message, and an error block when the request itself failed.
 */

import type { FeedbackInvalidField } from '../http/feedback-response'
import { fieldIdOf } from '../markup/markup-names'

/** The controls a visitor fills in, within one field's wrapper (not a quiz's hidden hash, not a free text). */
const FIELD_CONTROLS = 'input:not([type="hidden"]):not(.wpcf7-free-text), select, textarea'

export type ResponseView = {
  clearResponse: () => void
  showFieldError: (error: FeedbackInvalidField) => HTMLElement | null
  listFieldError: (error: FeedbackInvalidField, target: HTMLElement | null) => void
  showMessage: (message: string) => void
  showRequestFailure: (message: string) => void
}

/** The outcome views of one `div.wpcf7` and its form. */
export function responseView(container: HTMLElement, form: HTMLFormElement, unitTag: string): ResponseView {
  const statusLine = container.querySelector('.screen-reader-response [role="status"]')
  const errorList = container.querySelector('.screen-reader-response ul')

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

  return { clearResponse, showFieldError, listFieldError, showMessage, showRequestFailure }
}
