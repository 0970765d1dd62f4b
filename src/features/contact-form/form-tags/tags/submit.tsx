/**
 * submit: the form's button (CF7's submit handler, modules/submit.php). It has no name and posts
 * nothing. As CF7 6.x renders it, it carries `has-spinner` and no spinner: the script that drives
 * the form (CF7's own init.js, or ours) puts `<span class="wpcf7-spinner">` after it, so there is
 * one spinner whichever script runs, and none without a script (a plain post shows the browser's).
 */

import { controlClassName } from '../../markup/controls/control-class'
import type { ControlProps, FormTagEntry } from '../entry'

const classes = () => ['has-spinner']

function SubmitControl({ tag }: ControlProps) {
  return (
    <input className={controlClassName(tag, classes())} id={tag.opts.id} tabIndex={tag.opts.tabindex} type="submit" value={tag.values[0] || 'Send'} />
  )
}

export const submit: FormTagEntry = {
  parse: { star: 'refused', name: 'none', options: [] },
  render: { Control: SubmitControl, classes, labelable: false },
  // Not a field: nothing to check, store or mail.
  validate: { check: () => null, schema: () => [] },
  mail: { value: () => '', stored: false, attaches: false },
}
