/**
 * count: the character counter of another field (CF7's count handler, modules/count.php), which
 * the browser script keeps up to date. Its name is the counted field's; it posts nothing itself.
 */

import { postedItems } from '../../markup/controls/control-parts'
import { DEFAULT_MAXLENGTH } from '../../validation/field-rules'
import { characterCountState } from '../../validation/values/field-helpers'
import type { ControlProps, FormTagEntry } from '../entry'

function CountControl({ tag, context }: ControlProps) {
  const target = context.findField(tag.name)
  const maxlength = target?.opts.maxlength || (target?.type === 'textarea' ? DEFAULT_MAXLENGTH.textarea : target ? DEFAULT_MAXLENGTH.text : undefined)
  const minlength = target?.opts.minlength
  const value = postedItems(context, tag.name)?.[0] ?? ''
  const count = characterCountState(value, { maxlength, minlength, down: tag.opts.down })
  return (
    <span
      className={[count.className, ...tag.opts.classes].join(' ')}
      id={tag.opts.id}
      data-target-name={tag.name}
      data-starting-value={tag.opts.down ? (maxlength ?? 0) : 0}
      data-current-value={count.shown}
      data-maximum-value={maxlength ?? ''}
      data-minimum-value={minlength ?? ''}
    >
      {count.shown}
    </span>
  )
}

export const count: FormTagEntry = {
  parse: { star: 'refused', name: 'other-field', options: ['up', 'down'] },
  render: { Control: CountControl, classes: () => [], labelable: false },
  // Not a field: nothing to check, store or mail.
  validate: { check: () => null, schema: () => [] },
  mail: { value: () => '', stored: false, attaches: false },
}
