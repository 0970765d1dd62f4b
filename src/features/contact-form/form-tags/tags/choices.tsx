/**
 * select, checkbox and radio: a choice among the tag's values (CF7's select and checkbox
 * handlers, modules/select.php and checkbox.php). A checkbox group may be exclusive, and the last
 * option of a checkbox or radio group may carry the visitor's own words (free_text).
 */

import { commonProps, type ControlContext, fieldState, ListItem, postedItems, Wrap } from '../../markup/controls/control-parts'
import { controlClassName } from '../../markup/controls/control-class'
import { freeTextField, itemsOf, requiredRules, schemaRules } from '../../validation/field-rules'
import type { Messages } from '../../validation/messages'
import type { RuleResult, SwvRule } from '../../validation/types'
import { readableFieldName } from '../../validation/values/field-helpers'
import type { ControlProps, FormTagEntry, TagParse, TagRender } from '../entry'
import { pipedMailValue } from '../pipes'
import type { FormTag } from '../types'

/** The values a choice field may post: its options' shown halves, without a label-only first option. */
export function acceptedChoices(tag: FormTag): string[] {
  const values = tag.type === 'select' && tag.opts.firstAsLabel && !tag.opts.includeBlank ? tag.values.slice(1) : tag.values
  return values.filter((value) => value !== '')
}

/** The chosen values: posted ones, else the `default:` positions. */
function chosenValues(tag: FormTag, context: ControlContext): string[] {
  const posted = postedItems(context, tag.name)
  if (posted) return posted.map((item) => item.trim())
  return tag.opts.defaultChoices.flatMap((position) => (tag.values[position - 1] !== undefined ? [tag.values[position - 1]] : []))
}

function SelectControl({ tag, context }: ControlProps) {
  const state = fieldState(tag, context)
  const options = tag.values.map((value) => ({ value, label: value }))
  if (tag.opts.includeBlank || options.length === 0) options.unshift({ value: '', label: '—Please choose an option—' })
  else if (tag.opts.firstAsLabel) options[0] = { value: '', label: options[0].label }
  const chosen = chosenValues(tag, context)
  const { multiple } = tag.opts
  return (
    <Wrap tag={tag} tip={state.tip}>
      <select
        className={controlClassName(tag, [], state.invalid)}
        {...commonProps(tag, context, state)}
        name={multiple ? `${tag.name}[]` : tag.name}
        multiple={multiple || undefined}
        defaultValue={multiple ? chosen : (chosen[0] ?? options[0]?.value)}
      >
        {options.map((option, index) => (
          <option key={index} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Wrap>
  )
}

/** checkbox and radio: a group of `span.wpcf7-list-item`, each with its label. */
function choiceGroupControl(classes: (tag: FormTag) => string[], isMultiple: (tag: FormTag) => boolean) {
  return function ChoiceGroupControl({ tag, context }: ControlProps) {
    const state = fieldState(tag, context)
    const multiple = isMultiple(tag)
    const chosen = new Set(chosenValues(tag, context))
    const isRadio = tag.type === 'radio'
    const freeText = postedItems(context, freeTextField(tag.name))
    const items = tag.values.map((value, index) => {
      const last = index === tag.values.length - 1
      const itemClasses = ['wpcf7-list-item', index === 0 ? 'first' : '', last ? 'last' : '', last && tag.opts.freeText ? 'has-free-text' : '']
      return (
        <span key={index} className={itemClasses.filter(Boolean).join(' ')}>
          <ListItem
            label={value}
            labelFirst={tag.opts.labelFirst}
            // Inside a template <label> another <label> would be invalid HTML, so the input is named directly.
            wrapInLabel={!context.insideLabel || tag.opts.useLabelElement}
            input={{
              type: tag.type,
              name: multiple ? `${tag.name}[]` : tag.name,
              value,
              defaultChecked: chosen.has(value),
              tabIndex: tag.opts.tabindex,
              'aria-invalid': state.invalid || undefined,
            }}
          />
          {last && tag.opts.freeText && (
            <>
              {' '}
              <input type="text" name={freeTextField(tag.name)} className="wpcf7-free-text" aria-label={`${value}: your own words`} defaultValue={freeText?.[0]} tabIndex={tag.opts.tabindex} />
            </>
          )}
        </span>
      )
    })
    return (
      <Wrap tag={tag} tip={state.tip}>
        <span
          className={controlClassName(tag, classes(tag), state.invalid)}
          id={tag.opts.id}
          role={isRadio ? 'radiogroup' : 'group'}
          aria-label={context.labelText || readableFieldName(tag.name)}
          aria-required={isRadio ? true : undefined}
          aria-describedby={state.describedBy}
        >
          {items}
        </span>
      </Wrap>
    )
  }
}

function checkChoice(tag: FormTag, multiple: boolean, items: string[]): RuleResult {
  if (items.length === 0) return tag.required ? 'invalid_required' : null
  // CF7's maxitems for radio buttons and exclusive checkboxes; a single select posts one value, so a second is undefined.
  if (items.length > 1 && !multiple) return tag.type === 'select' ? 'invalid_choice' : 'invalid_too_many_items'
  // free_text: the last option carries the visitor's own words, so any value goes (as CF7).
  if (tag.opts.freeText) return null
  const accepted = new Set(acceptedChoices(tag))
  return items.every((item) => accepted.has(item)) ? null : 'invalid_choice'
}

/**
 * As CF7 6.x builds it: required (select*, checkbox*, every radio), maxitems 1 for radio buttons
 * and exclusive checkboxes only (a select gets none, modules/select.php), then enum.
 */
function choiceSchema(tag: FormTag, multiple: boolean, messages: Messages): SwvRule[] {
  const rule = schemaRules(tag)
  return [
    ...requiredRules(tag, messages),
    ...(tag.type !== 'select' && !multiple ? [rule('maxitems', messages.invalid_too_many_items, { threshold: '1' })] : []),
    // free_text lets the last option carry the visitor's own words: any value goes.
    ...(tag.opts.freeText ? [] : [rule('enum', messages.invalid_choice, { accept: acceptedChoices(tag) })]),
  ]
}

/** A choice type: its parse rules and control, and whether it takes several values. */
function choice(parse: Omit<TagParse, 'name' | 'defaults'>, render: TagRender, isMultiple: (tag: FormTag) => boolean): FormTagEntry {
  return {
    parse: { ...parse, name: 'field', defaults: 'positions' },
    render,
    validate: {
      check: (tag, input) => checkChoice(tag, isMultiple(tag), itemsOf(input.values, tag.name)),
      schema: (tag, messages) => choiceSchema(tag, isMultiple(tag), messages),
    },
    mail: { value: pipedMailValue, stored: true, attaches: false },
  }
}

const checkboxClasses = (tag: FormTag) => (tag.opts.exclusive ? ['wpcf7-exclusive-checkbox'] : [])
const checkboxMultiple = (tag: FormTag) => !tag.opts.exclusive
const noClasses = () => []
const single = () => false

export const select = choice(
  { star: 'optional', options: ['multiple', 'include_blank', 'first_as_label', 'default'] },
  { Control: SelectControl, classes: noClasses, labelable: true },
  (tag) => tag.opts.multiple,
)

export const checkbox = choice(
  { star: 'optional', options: ['exclusive', 'free_text', 'use_label_element', 'label_first', 'default'] },
  { Control: choiceGroupControl(checkboxClasses, checkboxMultiple), classes: checkboxClasses, labelable: true },
  checkboxMultiple,
)

// A radio group always has one option chosen: it is required by nature.
export const radio = choice(
  { star: 'always-required', options: ['free_text', 'use_label_element', 'label_first', 'default'] },
  { Control: choiceGroupControl(noClasses, single), classes: noClasses, labelable: true },
  single,
)
