/**
 * A contact form rendered on the server as Contact Form 7 renders it, so stylesheets and scripts
 * written for CF7 keep working, and so the form works with no JavaScript at all: a plain POST
 * answers with this same component, given the outcome in `state`.
 *
 * A React Server Component, not a client one: it signs with the server-only signing module. Its
 * browser side is client/contact-form-script.client.tsx.
 */

import { createElement, type ReactNode } from 'react'

import { formScript } from '../client/form-script'
import { ContactFormScript } from '../client/contact-form-script.client'
import { CF7_REST_ROOT } from '../routes'
import type { FormTag, ParsedForm } from '../form-tags/types'
import { pickRandomQuestion, quizAnswerHash, signStartedAt } from '../signing/form-secrets.server'
import { type MessageOverrides, statusMessage } from '../validation/messages'
import type { PostedValues } from '../validation/types'
import type { ControlContext } from './controls/control-parts'
import { isLabelable, renderControl } from './controls/form-controls'
import { type SafeNode, textContent } from './html/sanitize-html'
import { buildTemplateTree } from './html/template-tree'
import {
  dataStatusOf,
  HONEYPOT_FIELD,
  langOf,
  STARTED_FIELD,
  unitTagOf,
  validationErrorId,
  WPCF7_LOCALE,
  WPCF7_VERSION,
} from './markup-names'

export type ContactFormState = {
  /** A CF7 status: validation_failed, acceptance_missing, spam, aborted, mail_sent, mail_failed, or a custom one. */
  status: string
  /** What to tell the visitor; defaults to the form's message for the status. */
  message?: string
  invalidFields?: readonly { field: string; message: string; idref?: string | null }[]
  /** The values posted, to fill the form in again (ignored after mail_sent: the form resets). */
  values?: PostedValues
}

export type ContactFormProps = {
  form: ParsedForm
  formId: number | string
  /** The form's title: the form's accessible name (aria-label), as in CF7. */
  title: string
  /** The page (post) the form is on; 0 when none. Part of the unit tag. */
  postId?: number | string
  /** Which copy of this form on the page, from 1. Part of the unit tag. */
  ordinal?: number
  /** Where a no-JS POST goes (the page's own path); `#{unitTag}` is appended. */
  action: string
  locale?: string
  dir?: 'ltr' | 'rtl'
  state?: ContactFormState
  /** The form's message overrides (its `messages` group). */
  messages?: MessageOverrides
  /** Signs quiz answers and the start time. Server-side only; never empty. */
  secret: string
  /** When the form was rendered, in ms since the epoch (default: now). */
  startedAt?: number
  /** Chooses which of a quiz's questions to ask (default: at random, as CF7). */
  pickQuestion?: (count: number) => number
  /**
   * The form's `acceptance_as_validation: on` setting. Marked on the form with CF7's class
   * `wpcf7-acceptance-as-validation`, which tells the browser script (CF7's too) not to hold the
   * submit button back while an acceptance box is unticked: the server reports it as a field error.
   */
  acceptanceAsValidation?: boolean
}

type LabelScope = { text: string; claimed: boolean }

type RenderEnv = {
  slots: FormTag[]
  labelledIds: ReadonlySet<string>
  context: Omit<ControlContext, 'labelled' | 'labelText' | 'insideLabel' | 'renderSafe'>
}

/** The ids that some <label for="…"> in the template points at. */
function labelTargets(nodes: readonly SafeNode[], into = new Set<string>()): Set<string> {
  for (const node of nodes) {
    if (node.kind !== 'element') continue
    if (node.tag === 'label' && node.attrs.for) into.add(node.attrs.for)
    labelTargets(node.children, into)
  }
  return into
}

function reactProps(attrs: Record<string, string>, key: number): Record<string, string | number> {
  const props: Record<string, string | number> = { key }
  for (const [name, value] of Object.entries(attrs)) {
    props[name === 'class' ? 'className' : name === 'for' ? 'htmlFor' : name] = value
  }
  return props
}

/** Does this control get its name from the template? Claims the enclosing label's first control. */
function isLabelled(tag: FormTag, label: LabelScope | null, env: RenderEnv): boolean {
  if (tag.opts.id && env.labelledIds.has(tag.opts.id)) return true
  if (label && !label.claimed && isLabelable(tag)) {
    label.claimed = true
    return true
  }
  return false
}

function renderNodes(nodes: readonly SafeNode[], env: RenderEnv, label: LabelScope | null): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.kind === 'text') return node.text
    if (node.kind === 'slot') {
      const tag = env.slots[node.index]
      if (!tag) return null
      const context: ControlContext = {
        ...env.context,
        labelled: isLabelled(tag, label, env),
        labelText: label?.text,
        insideLabel: label !== null,
        renderSafe: (inner) => renderNodes(inner, env, label),
      }
      return renderControl(tag, context, index)
    }
    // A label with `for` names its target, not the controls inside it: those need names of their own.
    const scope = node.tag === 'label' ? { text: textContent(node.children).replace(/\s+/g, ' ').trim(), claimed: Boolean(node.attrs.for) } : label
    return createElement(node.tag, reactProps(node.attrs, index), ...renderNodes(node.children, env, scope))
  })
}

function HiddenFields({ formId, postId, unitTag, locale, startedToken }: { formId: number | string; postId: number | string; unitTag: string; locale: string; startedToken: string }) {
  const fields: [string, string][] = [
    ['_wpcf7', String(formId)],
    ['_wpcf7_version', WPCF7_VERSION],
    ['_wpcf7_locale', locale],
    ['_wpcf7_unit_tag', unitTag],
    ['_wpcf7_container_post', String(postId)],
    ['_wpcf7_posted_data_hash', ''],
    [STARTED_FIELD, startedToken],
  ]
  // `hidden` keeps an empty group out of the accessibility tree even without CF7's stylesheet;
  // hidden inputs are submitted all the same.
  return (
    <fieldset className="hidden-fields-container" hidden>
      {fields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </fieldset>
  )
}

/**
 * People never see or reach it: moved off-screen (not display:none, which some bots skip),
 * hidden from assistive technology, out of the tab order, and never autofilled.
 */
function Honeypot() {
  return (
    <span className="wpcf7-hp" aria-hidden="true" style={{ position: 'absolute', left: '-10000px', top: 'auto', width: '1px', height: '1px', overflow: 'hidden' }}>
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} defaultValue="" tabIndex={-1} autoComplete="off" />
      </label>
    </span>
  )
}

function ScreenReaderResponse({ message, invalidFields, unitTag }: { message: string; invalidFields: NonNullable<ContactFormState['invalidFields']>; unitTag: string }) {
  return (
    <div className="screen-reader-response">
      <p role="status" aria-live="polite" aria-atomic="true">
        {message}
      </p>
      <ul>
        {invalidFields.map((field) => (
          <li key={field.field} id={validationErrorId(unitTag, field.field)}>
            {field.idref ? <a href={`#${field.idref}`}>{field.message}</a> : field.message}
          </li>
        ))}
      </ul>
    </div>
  )
}

export function ContactForm(props: ContactFormProps) {
  const { form, formId, title, postId = 0, ordinal = 1, locale = WPCF7_LOCALE, dir = 'ltr', state, secret } = props
  const unitTag = unitTagOf(formId, postId, ordinal)
  const dataStatus = dataStatusOf(state?.status)
  const message = state ? (state.message ?? statusMessage(state.status, props.messages)) : ''
  const invalidFields = state?.invalidFields ?? []
  const tree = buildTemplateTree(form)
  const env: RenderEnv = {
    slots: tree.slots,
    labelledIds: labelTargets(tree.nodes),
    context: {
      unitTag,
      // After mail_sent the form resets, as CF7 does: nothing posted is shown again.
      values: state && state.status !== 'mail_sent' ? state.values : undefined,
      tips: new Map(invalidFields.map((field) => [field.field, field.message])),
      quizHash: (answer) => quizAnswerHash(secret, answer),
      pickQuestion: props.pickQuestion ?? pickRandomQuestion,
      findField: (name) => form.fields.find((field) => field.name === name),
    },
  }
  const action = `${props.action.split('#')[0]}#${unitTag}`
  const hasFile = form.fields.some((field) => field.type === 'file')

  return (
    <div className="wpcf7 no-js" id={unitTag} lang={langOf(locale)} dir={dir} data-wpcf7-id={formId}>
      <ScreenReaderResponse message={message} invalidFields={invalidFields} unitTag={unitTag} />
      <form
        action={action}
        method="post"
        className={`wpcf7-form ${dataStatus}${props.acceptanceAsValidation ? ' wpcf7-acceptance-as-validation' : ''}`}
        aria-label={title}
        noValidate
        data-status={dataStatus}
        encType={hasFile ? 'multipart/form-data' : undefined}
      >
        <HiddenFields formId={formId} postId={postId} unitTag={unitTag} locale={locale} startedToken={signStartedAt(secret, props.startedAt ?? Date.now())} />
        {renderNodes(tree.nodes, env, null)}
        <Honeypot />
        <div className="wpcf7-response-output" aria-hidden="true">
          {message}
        </div>
      </form>
      {/* What CF7's script does on load, before the page's scripts wake (form-script.ts). */}
      <script dangerouslySetInnerHTML={{ __html: formScript(unitTag, `${CF7_REST_ROOT}/contact-forms/${formId}`) }} />
      <ContactFormScript unitTag={unitTag} />
    </div>
  )
}
