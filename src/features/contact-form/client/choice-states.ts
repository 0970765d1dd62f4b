/**
 * What a form's choices hold back, as CF7's script keeps it (acceptance.js, free-text.js): the
 * submit button waits for every required acceptance box (unticked when inverted; not in
 * acceptance-as-validation mode), and a free-text input is enabled only while its option is
 * checked.
 *
 * One self-contained function (nothing from outside, not even a helper), because it runs in two
 * places: the enhancement calls it on every change (form-fields.client.ts), and the form's markup
 * runs its source text as the page is parsed (choiceStatesScript), so the states are right before
 * the page's scripts wake (decision 043), as they are in CF7 once its script has started.
 */
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
 * The inline script after a form (in the container `unitTag`): sets the states now and keeps them
 * on every change until the page's scripts take over (and after: both set the same states).
 * Without JavaScript nothing runs, and the button and inputs stay usable, as in CF7.
 */
export function choiceStatesScript(unitTag: string): string {
  const find = `document.getElementById(${JSON.stringify(unitTag).replace(/</g, '\\u003c')})`
  return `(function(){var c=${find},f=c&&c.querySelector('form');if(!f)return;var apply=${applyChoiceStates.toString()};apply(f);f.addEventListener('change',function(){apply(f)})})()`
}
