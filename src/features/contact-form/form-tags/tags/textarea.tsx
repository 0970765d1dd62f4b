/** textarea: several lines of text, with text's length rules (CF7's textarea handler, modules/textarea.php). */

import { commonProps, fieldState, lengthProps, placeholderAndDefault, postedItems, Wrap } from '../../markup/controls/control-parts'
import { controlClassName } from '../../markup/controls/control-class'
import { DEFAULT_MAXLENGTH, itemsOf } from '../../validation/field-rules'
import type { ControlProps, FormTagEntry } from '../entry'
import { pipedMailValue } from '../pipes'
import { checkText, textSchema } from './text'

function TextareaControl({ tag, context }: ControlProps) {
  const state = fieldState(tag, context)
  // CF7: the enclosed content is the default, else the first value.
  const { placeholder, initial } = placeholderAndDefault(tag, tag.content !== '' ? tag.content : (tag.values[0] ?? ''))
  const posted = postedItems(context, tag.name)
  return (
    <Wrap tag={tag} tip={state.tip}>
      <textarea
        cols={tag.opts.cols ?? 40}
        rows={tag.opts.rows ?? 10}
        {...lengthProps(tag, DEFAULT_MAXLENGTH.textarea)}
        className={controlClassName(tag, [], state.invalid)}
        autoComplete={tag.opts.autocomplete}
        readOnly={tag.opts.readonly || undefined}
        {...commonProps(tag, context, state)}
        placeholder={placeholder}
        name={tag.name}
        defaultValue={posted ? (posted[0] ?? '') : initial}
      />
    </Wrap>
  )
}

export const textarea: FormTagEntry = {
  parse: {
    star: 'optional',
    name: 'field',
    options: ['placeholder', 'watermark', 'readonly', 'cols', 'rows', 'minlength', 'maxlength', 'autocomplete', 'default', 'akismet'],
    shorthand: 'cols x rows/maxlength',
  },
  render: { Control: TextareaControl, classes: () => [], labelable: true },
  validate: {
    check: (tag, input) => checkText(tag, DEFAULT_MAXLENGTH.textarea, undefined, itemsOf(input.values, tag.name)),
    schema: (tag, messages) => textSchema(tag, messages, DEFAULT_MAXLENGTH.textarea, undefined),
  },
  mail: { value: pipedMailValue, stored: true, attaches: false },
}
