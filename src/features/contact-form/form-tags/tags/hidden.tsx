/** hidden: a value the template sets and the form posts unseen (CF7's hidden handler, modules/hidden.php). */

import type { ControlProps, FormTagEntry } from '../entry'
import { pipedMailValue } from '../pipes'

function HiddenControl({ tag }: ControlProps) {
  // Never refilled from a post: a hidden value comes from the template, not the visitor.
  return <input type="hidden" name={tag.name} value={tag.values[0] ?? ''} id={tag.opts.id} className={tag.opts.classes.join(' ') || undefined} />
}

export const hidden: FormTagEntry = {
  parse: { star: 'refused', name: 'field', options: ['default'] },
  render: { Control: HiddenControl, classes: () => [], labelable: false },
  // Posted and stored, but never checked: the visitor does not fill it in.
  validate: { check: () => null, schema: () => [] },
  mail: { value: pipedMailValue, stored: true, attaches: false },
}
