/**
 * The parts the form-tag controls share (each type's control is in its registry entry,
 * form-tags/tags/): what a control knows about the form around it, its invalid state and tip,
 * CF7's wrapper, the attributes every field control carries, and a list item of a checkbox,
 * radio or acceptance group. CF7's markup (wpcf7_*_form_tag_handler) with the accessibility CF7
 * leaves to the template: every visible control gets an accessible name, and an invalid one
 * points at its tip with aria-describedby.
 *
 * Server-rendered only: inputs use defaultValue/defaultChecked, the browser script enhances them.
 */

import type { InputHTMLAttributes, ReactNode } from 'react'

import type { FormTag } from '../../form-tags/types'
import type { PostedValues } from '../../validation/types'
import { readableFieldName } from '../../validation/values/field-helpers'
import { ownValue } from '../../validation/values/keyed'
import type { SafeNode } from '../html/sanitize-html'
import { tipIdOf } from '../markup-names'
import { controlClassName } from './control-class'

export type ControlContext = {
  unitTag: string
  /** Values posted before (a no-JS submission shown again); undefined on a fresh form. */
  values?: PostedValues
  /** Field name → tip message, for the fields that failed validation. */
  tips: ReadonlyMap<string, string>
  /** True when a <label> of the template already names this control. */
  labelled: boolean
  /** The text of the template <label> the control sits in, if any (names checkbox groups). */
  labelText?: string
  /** True inside a template <label>: nesting another <label> there would be invalid HTML. */
  insideLabel: boolean
  quizHash: (answer: string) => string
  pickQuestion: (count: number) => number
  findField: (name: string) => FormTag | undefined
  renderSafe: (nodes: SafeNode[]) => ReactNode
}

/** The values posted for a field, or undefined when the form was not posted. */
export function postedItems(context: ControlContext, name: string): string[] | undefined {
  if (!context.values) return undefined
  const value = ownValue(context.values, name) ?? ownValue(context.values, `${name}[]`)
  if (value === undefined) return []
  return typeof value === 'string' ? [value] : [...value]
}

/** An accessible name for a control no label names: its placeholder, else its name made readable. */
function fallbackName(tag: FormTag): string {
  const placeholder = tag.opts.placeholder ? tag.values[0] : undefined
  return placeholder && placeholder.trim() !== '' ? placeholder : readableFieldName(tag.name)
}

export type FieldState = { invalid: boolean; tip?: ReactNode; describedBy?: string }

export function fieldState(tag: FormTag, context: ControlContext): FieldState {
  const message = context.tips.get(tag.name)
  if (message === undefined) return { invalid: false }
  const id = tipIdOf(context.unitTag, tag.name)
  return {
    invalid: true,
    describedBy: id,
    // aria-hidden as in CF7: inside a <label> the tip would otherwise become part of the field's
    // name; aria-describedby still reads it, because a description may come from hidden text.
    tip: (
      <span className="wpcf7-not-valid-tip" id={id} aria-hidden="true">
        {message}
      </span>
    ),
  }
}

export function Wrap({ tag, children, tip }: { tag: FormTag; children: ReactNode; tip?: ReactNode }) {
  return (
    <span className="wpcf7-form-control-wrap" data-name={tag.name}>
      {children}
      {tip}
    </span>
  )
}

/** The attributes every named field control shares. */
export function commonProps(tag: FormTag, context: ControlContext, state: FieldState) {
  return {
    id: tag.opts.id,
    tabIndex: tag.opts.tabindex,
    'aria-required': tag.required,
    'aria-invalid': state.invalid,
    'aria-describedby': state.describedBy,
    'aria-label': context.labelled ? undefined : fallbackName(tag),
  }
}

/** CF7 drops both length attributes when they contradict each other. */
export function lengthProps(tag: FormTag, defaultMax: number | undefined) {
  const maxLength = tag.opts.maxlength || defaultMax
  const minLength = tag.opts.minlength
  if (maxLength !== undefined && minLength !== undefined && maxLength < minLength) return {}
  return { maxLength, minLength }
}

/** The first value is a placeholder with the `placeholder` option, else the starting value. */
export function placeholderAndDefault(tag: FormTag, fallback: string) {
  return tag.opts.placeholder ? { placeholder: fallback, initial: '' } : { placeholder: undefined, initial: fallback }
}

type InputControlProps = {
  tag: FormTag
  context: ControlContext
  /** The type's classes (its registry entry's `render.classes`). */
  classes: string[]
  /** What only some types take: size, lengths, bounds. */
  extra: InputHTMLAttributes<HTMLInputElement>
  /** The value when the tag gives none and nothing was posted (a range starts in the middle, as CF7). */
  emptyValue?: string
}

/** One `<input>` of the tag's own type: text, email, url, tel, number, range, date and time. */
export function InputControl({ tag, context, classes, extra, emptyValue }: InputControlProps) {
  const state = fieldState(tag, context)
  const { placeholder, initial } = placeholderAndDefault(tag, tag.values[0] ?? '')
  const posted = postedItems(context, tag.name)
  return (
    <Wrap tag={tag} tip={state.tip}>
      <input
        {...extra}
        className={controlClassName(tag, classes, state.invalid)}
        autoComplete={tag.opts.autocomplete}
        readOnly={tag.opts.readonly || undefined}
        {...commonProps(tag, context, state)}
        placeholder={placeholder}
        defaultValue={posted ? (posted[0] ?? '') : initial || (emptyValue ?? '')}
        type={tag.type}
        name={tag.name}
      />
    </Wrap>
  )
}

type ItemInput = {
  type: string
  name: string
  value: string
  defaultChecked: boolean
  tabIndex?: number
  id?: string
  className?: string
  'aria-invalid'?: boolean
  'aria-describedby'?: string
}

/** One box of a checkbox, radio or acceptance group with its label text. */
export function ListItem({ label, labelFirst, wrapInLabel, input, children }: { label: string; labelFirst: boolean; wrapInLabel: boolean; input: ItemInput; children?: ReactNode }) {
  const text = <span className="wpcf7-list-item-label">{children ?? label}</span>
  const control = <input {...input} aria-label={wrapInLabel ? undefined : label} />
  const content = labelFirst ? (
    <>
      {text}
      {control}
    </>
  ) : (
    <>
      {control}
      {text}
    </>
  )
  return wrapInLabel ? <label>{content}</label> : content
}
