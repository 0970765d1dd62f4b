/** submit: the form's button (CF7's submit handler, modules/submit.php). It has no name and posts nothing. */

import { controlClassName } from '../../markup/controls/control-class'
import type { ControlProps, FormTagEntry } from '../entry'

const classes = () => ['has-spinner']

function SubmitControl({ tag }: ControlProps) {
  return (
    <>
      <input className={controlClassName(tag, classes())} id={tag.opts.id} tabIndex={tag.opts.tabindex} type="submit" value={tag.values[0] || 'Send'} />
      <span className="wpcf7-spinner" />
    </>
  )
}

export const submit: FormTagEntry = {
  parse: { star: 'refused', name: 'none', options: [] },
  render: { Control: SubmitControl, classes, labelable: false },
  // Not a field: nothing to check, store or mail.
  validate: { check: () => null, schema: () => [] },
  mail: { value: () => '', stored: false, attaches: false },
}
