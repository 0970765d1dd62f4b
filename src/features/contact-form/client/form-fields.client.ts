'use client'

// Browser only: it works on the page's DOM, so a server import of it must fail.
import 'client-only'

/**
 * The small field helpers of CF7's script, in the browser: acceptance boxes holding the submit
 * button back and free-text inputs following their option (form-script.ts), character counters (with a live region
 * that speaks only when the length leaves or re-enters the allowed range), exclusive checkboxes,
 * and URL fields fixed up when the visitor leaves them.
 */

import { characterCountState, normaliseUrlInput } from '../validation/values/field-helpers'
import { applyChoiceStates } from './form-script'
import { characterCountAnnouncement } from './feedback-client'

export type FieldHelpers = {
  /** Brings every helper up to date with the form's values (after a reset). */
  refreshFields: () => void
  /** Removes what the helpers added to the page. */
  removeFieldHelpers: () => void
}

/** Starts the field helpers of one form; `listen` adds a listener the script removes when it stops. */
export function enhanceFields(form: HTMLFormElement, listen: (type: string, listener: (event: Event) => void) => void): FieldHelpers {
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
    applyChoiceStates(form)
    counters.forEach((counter) => updateCounter(counter, false))
  }

  listen('change', (event) => {
    const target = event.target
    if (target instanceof HTMLInputElement && target.type === 'checkbox' && target.checked && target.closest('.wpcf7-exclusive-checkbox')) {
      form.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][name="${CSS.escape(target.name)}"]`).forEach((box) => {
        if (box !== target) box.checked = false
      })
    }
    applyChoiceStates(form)
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

  const removeFieldHelpers = () => {
    counters.forEach((counter) => {
      if (counter.nextElementSibling?.classList.contains('wpcf7-character-count-status')) counter.nextElementSibling.remove()
    })
  }

  return { refreshFields, removeFieldHelpers }
}
