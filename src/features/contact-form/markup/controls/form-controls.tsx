/**
 * One renderer per form-tag type, producing CF7's markup (wpcf7_*_form_tag_handler) with the
 * accessibility CF7 leaves to the template: every visible control gets an accessible name, and
 * an invalid one points at its tip with aria-describedby.
 *
 * Server-rendered only: inputs use defaultValue/defaultChecked, the browser script enhances them.
 */

import type { InputHTMLAttributes, ReactNode } from 'react'

import { controlClassName, tipIdOf, typeClasses } from './contact-form-markup'
import { characterCountState, readableFieldName } from './field-helpers'
import { acceptAttribute } from './file-types'
import type { FormTag } from './form-tags'
import { inlineAllowedTags, sanitizeHtml, type SafeNode } from './sanitize-html'
import { DEFAULT_MAXLENGTH, freeTextField, type PostedValues, quizAnswerField } from './validate'

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
function postedItems(context: ControlContext, name: string): string[] | undefined {
  if (!context.values) return undefined
  const value = context.values[name] ?? context.values[`${name}[]`]
  if (value === undefined) return []
  return typeof value === 'string' ? [value] : [...value]
}

/** An accessible name for a control no label names: its placeholder, else its name made readable. */
function fallbackName(tag: FormTag): string {
  const placeholder = tag.opts.placeholder ? tag.values[0] : undefined
  return placeholder && placeholder.trim() !== '' ? placeholder : readableFieldName(tag.name)
}

type FieldState = { invalid: boolean; tip?: ReactNode; describedBy?: string }

function fieldState(tag: FormTag, context: ControlContext): FieldState {
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

function Wrap({ tag, children, tip }: { tag: FormTag; children: ReactNode; tip?: ReactNode }) {
  return (
    <span className="wpcf7-form-control-wrap" data-name={tag.name}>
      {children}
      {tip}
    </span>
  )
}

/** The attributes every named field control shares. */
function commonProps(tag: FormTag, context: ControlContext, state: FieldState) {
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
function lengthProps(tag: FormTag, defaultMax: number | undefined) {
  const maxLength = tag.opts.maxlength || defaultMax
  const minLength = tag.opts.minlength
  if (maxLength !== undefined && minLength !== undefined && maxLength < minLength) return {}
  return { maxLength, minLength }
}

/** The first value is a placeholder with the `placeholder` option, else the starting value. */
function placeholderAndDefault(tag: FormTag, fallback: string) {
  return tag.opts.placeholder ? { placeholder: fallback, initial: '' } : { placeholder: undefined, initial: fallback }
}

function TextControl({ tag, context }: { tag: FormTag; context: ControlContext }) {
  return <InputControl tag={tag} context={context} extra={{ size: tag.opts.size ?? 40, ...lengthProps(tag, DEFAULT_MAXLENGTH.text) }} />
}

/** number, range, date and time: CF7's number and date handlers. */
function BoundedControl({ tag, context }: { tag: FormTag; context: ControlContext }) {
  return <InputControl tag={tag} context={context} extra={{ min: tag.opts.min, max: tag.opts.max, step: tag.opts.step }} />
}

/** One `<input>` of the tag's own type; `extra` holds what only some types take (size, lengths, bounds). */
function InputControl({ tag, context, extra }: { tag: FormTag; context: ControlContext; extra: InputHTMLAttributes<HTMLInputElement> }) {
  const state = fieldState(tag, context)
  const { placeholder, initial } = placeholderAndDefault(tag, tag.values[0] ?? '')
  const posted = postedItems(context, tag.name)
  return (
    <Wrap tag={tag} tip={state.tip}>
      <input
        {...extra}
        className={controlClassName(tag, typeClasses(tag), state.invalid)}
        autoComplete={tag.opts.autocomplete}
        readOnly={tag.opts.readonly || undefined}
        {...commonProps(tag, context, state)}
        placeholder={placeholder}
        defaultValue={posted ? (posted[0] ?? '') : initial}
        type={tag.type}
        name={tag.name}
      />
    </Wrap>
  )
}

function TextareaControl({ tag, context }: { tag: FormTag; context: ControlContext }) {
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
        className={controlClassName(tag, typeClasses(tag), state.invalid)}
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

/** The chosen values: posted ones, else the `default:` positions. */
function chosenValues(tag: FormTag, context: ControlContext): string[] {
  const posted = postedItems(context, tag.name)
  if (posted) return posted.map((item) => item.trim())
  return tag.opts.defaultChoices.flatMap((position) => (tag.values[position - 1] !== undefined ? [tag.values[position - 1]] : []))
}

function SelectControl({ tag, context }: { tag: FormTag; context: ControlContext }) {
  const state = fieldState(tag, context)
  const options = tag.values.map((value) => ({ value, label: value }))
  if (tag.opts.includeBlank || options.length === 0) options.unshift({ value: '', label: '—Please choose an option—' })
  else if (tag.opts.firstAsLabel) options[0] = { value: '', label: options[0].label }
  const chosen = chosenValues(tag, context)
  const { multiple } = tag.opts
  return (
    <Wrap tag={tag} tip={state.tip}>
      <select
        className={controlClassName(tag, typeClasses(tag), state.invalid)}
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
function ChoiceGroupControl({ tag, context }: { tag: FormTag; context: ControlContext }) {
  const state = fieldState(tag, context)
  const multiple = tag.type === 'checkbox' && !tag.opts.exclusive
  const chosen = new Set(chosenValues(tag, context))
  const isRadio = tag.type === 'radio'
  const freeText = postedItems(context, freeTextField(tag.name))
  const items = tag.values.map((value, index) => {
    const last = index === tag.values.length - 1
    const classes = ['wpcf7-list-item', index === 0 ? 'first' : '', last ? 'last' : '', last && tag.opts.freeText ? 'has-free-text' : '']
    return (
      <span key={index} className={classes.filter(Boolean).join(' ')}>
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
        className={controlClassName(tag, typeClasses(tag), state.invalid)}
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

function ListItem({ label, labelFirst, wrapInLabel, input, children }: { label: string; labelFirst: boolean; wrapInLabel: boolean; input: ItemInput; children?: ReactNode }) {
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

function AcceptanceControl({ tag, context }: { tag: FormTag; context: ControlContext }) {
  const state = fieldState(tag, context)
  const posted = postedItems(context, tag.name)
  const checked = posted ? posted.some((item) => item.trim() !== '') : tag.opts.defaultOn
  const labelNodes = tag.content !== '' ? sanitizeHtml(tag.content, { allowedTags: inlineAllowedTags }) : [{ kind: 'text' as const, text: tag.values[0] ?? '' }]
  const labelText = textOf(labelNodes)
  const groupClass = ['wpcf7-form-control', 'wpcf7-acceptance', ...typeClasses(tag), state.invalid ? 'wpcf7-not-valid' : ''].filter(Boolean).join(' ')
  return (
    <Wrap tag={tag} tip={state.tip}>
      <span className={groupClass}>
        <span className="wpcf7-list-item">
          <ListItem
            label={labelText}
            labelFirst={tag.opts.labelFirst}
            wrapInLabel={!context.insideLabel}
            input={{
              type: 'checkbox',
              name: tag.name,
              value: '1',
              defaultChecked: checked,
              tabIndex: tag.opts.tabindex,
              id: tag.opts.id,
              className: tag.opts.classes.join(' ') || undefined,
              'aria-invalid': state.invalid,
              // On the box itself: a description on a role-less span is never read.
              'aria-describedby': state.describedBy,
            }}
          >
            {context.renderSafe(labelNodes)}
          </ListItem>
        </span>
      </span>
    </Wrap>
  )
}

function textOf(nodes: SafeNode[]): string {
  return nodes.map((node) => (node.kind === 'text' ? node.text : node.kind === 'element' ? textOf(node.children) : '')).join('').replace(/\s+/g, ' ').trim()
}

function QuizControl({ tag, context }: { tag: FormTag; context: ControlContext }) {
  const state = fieldState(tag, context)
  const pipe = tag.pipes[Math.min(Math.max(context.pickQuestion(tag.pipes.length), 0), tag.pipes.length - 1)]
  const input = (
    <input
      size={tag.opts.size ?? 40}
      maxLength={tag.opts.maxlength || DEFAULT_MAXLENGTH.text}
      className={controlClassName(tag, typeClasses(tag), state.invalid)}
      autoComplete="off"
      id={tag.opts.id}
      tabIndex={tag.opts.tabindex}
      aria-required={true}
      aria-invalid={state.invalid}
      aria-describedby={state.describedBy}
      aria-label={context.insideLabel ? pipe.before : undefined}
      type="text"
      name={tag.name}
    />
  )
  const question = <span className="wpcf7-quiz-label">{pipe.before}</span>
  return (
    <Wrap tag={tag} tip={state.tip}>
      {context.insideLabel ? (
        <>
          {question} {input}
        </>
      ) : (
        <label>
          {question} {input}
        </label>
      )}
      <input type="hidden" name={quizAnswerField(tag.name)} value={context.quizHash(pipe.after)} />
    </Wrap>
  )
}

function FileControl({ tag, context }: { tag: FormTag; context: ControlContext }) {
  const state = fieldState(tag, context)
  const common = commonProps(tag, context, state)
  return (
    <Wrap tag={tag} tip={state.tip}>
      <input
        size={tag.opts.size ?? 40}
        className={controlClassName(tag, typeClasses(tag), state.invalid)}
        accept={acceptAttribute(tag.opts.filetypes)}
        {...common}
        // A file input has no ARIA role that takes aria-required; the tip says it is required.
        aria-required={undefined}
        type="file"
        name={tag.name}
      />
    </Wrap>
  )
}

function SubmitControl({ tag }: { tag: FormTag }) {
  return (
    <>
      <input className={controlClassName(tag, typeClasses(tag))} id={tag.opts.id} tabIndex={tag.opts.tabindex} type="submit" value={tag.values[0] || 'Send'} />
      <span className="wpcf7-spinner" />
    </>
  )
}

function HiddenControl({ tag }: { tag: FormTag }) {
  // Never refilled from a post: a hidden value comes from the template, not the visitor.
  return <input type="hidden" name={tag.name} value={tag.values[0] ?? ''} id={tag.opts.id} className={tag.opts.classes.join(' ') || undefined} />
}

/** CF7's `[count field]`: the counter of another field, updated by the browser script. */
function CountControl({ tag, context }: { tag: FormTag; context: ControlContext }) {
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

/** The markup of one form-tag. */
export function renderControl(tag: FormTag, context: ControlContext, key: string | number): ReactNode {
  switch (tag.type) {
    case 'text':
    case 'email':
    case 'url':
    case 'tel':
      return <TextControl key={key} tag={tag} context={context} />
    case 'number':
    case 'range':
    case 'date':
    case 'time':
      return <BoundedControl key={key} tag={tag} context={context} />
    case 'textarea':
      return <TextareaControl key={key} tag={tag} context={context} />
    case 'select':
      return <SelectControl key={key} tag={tag} context={context} />
    case 'checkbox':
    case 'radio':
      return <ChoiceGroupControl key={key} tag={tag} context={context} />
    case 'acceptance':
      return <AcceptanceControl key={key} tag={tag} context={context} />
    case 'quiz':
      return <QuizControl key={key} tag={tag} context={context} />
    case 'file':
      return <FileControl key={key} tag={tag} context={context} />
    case 'submit':
      return <SubmitControl key={key} tag={tag} />
    case 'hidden':
      return <HiddenControl key={key} tag={tag} />
    case 'count':
      return <CountControl key={key} tag={tag} context={context} />
  }
}

/** Controls a template <label> can name (its first labelable descendant). */
export function isLabelable(tag: FormTag): boolean {
  return !['hidden', 'count', 'submit', 'quiz', 'acceptance'].includes(tag.type)
}
