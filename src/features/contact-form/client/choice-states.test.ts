// @vitest-environment happy-dom
/**
 * The choices' states as the page is parsed (before the page's scripts wake, decision 043): the
 * inline script the form's markup carries is run from its own source text, as a browser runs it.
 */
import { afterEach, describe, expect, it } from 'vitest'

import { choiceStatesScript } from './choice-states'

afterEach(() => {
  document.body.innerHTML = ''
})

/** A form in its container, and its inline script run as the browser would (its text alone). */
function formWith(inner: string, formClass = 'wpcf7-form init') {
  document.body.innerHTML = `<div class="wpcf7 no-js" id="wpcf7-f1-p3-o1"><form class="${formClass}">${inner}<input type="submit" class="wpcf7-form-control wpcf7-submit" value="Send"></form></div>`
  new Function(choiceStatesScript('wpcf7-f1-p3-o1'))()
  const form = document.querySelector('form')!
  return { form, submit: form.querySelector<HTMLInputElement>('.wpcf7-submit')!, change: (input: HTMLInputElement) => input.dispatchEvent(new Event('change', { bubbles: true })) }
}

const acceptance = (classes = '') => `<span class="wpcf7-form-control wpcf7-acceptance${classes}"><span class="wpcf7-list-item"><label><input type="checkbox" name="privacy" value="1"></label></span></span>`

describe('choiceStatesScript', () => {
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
    expect(choiceStatesScript('</script><script>alert(1)')).not.toContain('</script>')
  })
})
