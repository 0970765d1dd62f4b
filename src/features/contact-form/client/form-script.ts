/**
 * The small inline script every contact form carries (decision 043): what CF7's script does the
 * moment a page loads, done before the page's own scripts wake (they start on the visitor's first
 * interaction).
 *
 * - The choices' states, as CF7's acceptance.js and free-text.js keep them: the submit button
 *   waits for every required acceptance box (unticked when inverted; not in
 *   acceptance-as-validation mode), and a free-text input is enabled only while its option is
 *   checked. Set at once, and on every change.
 * - The visitor's own start token (decision 020): pages are cached, so the token in the page was
 *   signed when it was rendered; once the page has loaded, `GET …/refill` gives this visitor one
 *   signed now, so the minimum fill time counts from when they saw the form, not from their
 *   first touch. A form shown again after a post (`data-status` other than `init`) keeps its own.
 *
 * The functions are self-contained (nothing from outside, not even a helper), because each runs
 * in two places: the enhancement calls them (form-fields.client.ts), and the form's markup runs
 * their source text as the page is parsed (formScript). Without JavaScript nothing runs: the
 * button and inputs stay usable and the page's token is posted, as with CF7.
 */
import { STARTED_FIELD } from '../markup/markup-names'

export function applyChoiceStates(form: HTMLFormElement): void {
  if (!form.classList.contains('wpcf7-acceptance-as-validation')) {
    const boxes = form.querySelectorAll('.wpcf7-acceptance:not(.optional)')
    if (boxes.length > 0) {
      let accepted = true
      for (const group of boxes) {
        const box = group.querySelector('input[type="checkbox"]') as HTMLInputElement | null
        if (box && box.checked === group.classList.contains('invert')) accepted = false
      }
      for (const button of form.querySelectorAll('.wpcf7-submit')) (button as HTMLInputElement).disabled = !accepted
    }
  }
  for (const item of form.querySelectorAll('.has-free-text')) {
    const text = item.querySelector('input.wpcf7-free-text') as HTMLInputElement | null
    const option = item.querySelector('input[type="checkbox"], input[type="radio"]') as HTMLInputElement | null
    if (text && option) text.disabled = !option.checked
  }
}

/**
 * Once the page has loaded, swaps the page's start token (`p.…`) for one of this visitor's own
 * (`v.…`). It is kept on the form too (VISITOR_TOKEN_ATTRIBUTE): React, hydrating the page later,
 * sets the hidden input back to the page's value, and the enhancement puts this one back.
 */
export function refillStartToken(form: HTMLFormElement, endpoint: string, field: string, keptAs: string): void {
  const input = form.querySelector(`input[type="hidden"][name="${field}"]`) as HTMLInputElement | null
  if (!input || form.getAttribute('data-status') !== 'init' || !input.value.startsWith('p.')) return
  const refill = () =>
    fetch(`${endpoint}/refill`, { headers: { Accept: 'application/json' }, cache: 'no-store' })
      .then((response) => (response.ok ? response.json() : null))
      .then((answer) => {
        // The page's token still works: a failed refill changes nothing.
        if (!answer || typeof answer.started !== 'string' || !input.value.startsWith('p.')) return
        input.value = answer.started
        form.setAttribute(keptAs, answer.started)
      })
      .catch(() => undefined)
  if (document.readyState === 'complete') refill()
  else addEventListener('load', refill, { once: true })
}

/** Where the form keeps the visitor's token from the refill (see refillStartToken). */
export const VISITOR_TOKEN_ATTRIBUTE = 'data-visitor-token'

const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/** The inline script after a form: in the container `unitTag`, with its REST `endpoint` (`…/contact-forms/{id}`). */
export function formScript(unitTag: string, endpoint: string): string {
  return [
    `(function(){var c=document.getElementById(${json(unitTag)}),f=c&&c.querySelector('form');if(!f)return;`,
    `var apply=${applyChoiceStates.toString()};apply(f);f.addEventListener('change',function(){apply(f)});`,
    `(${refillStartToken.toString()})(f,${json(endpoint)},${json(STARTED_FIELD)},${json(VISITOR_TOKEN_ATTRIBUTE)})})()`,
  ].join('')
}
