/**
 * Names and ids of CF7's markup contract, in one place so the server component, the REST
 * endpoint and the browser script agree on them. No imports: the browser script bundles it.
 * (A control's classes are in controls/control-class.ts.)
 */

/** The CF7 version this markup and API imitate (sent as `_wpcf7_version`). */
export const WPCF7_VERSION = '6.0.6'
export const WPCF7_LOCALE = 'en_US'

/**
 * The honeypot: a text input people never see or reach, which bots fill in. Any non-empty value
 * marks the submission as spam. It does not start with a word a password manager or autofill
 * would fill in for a person.
 */
export const HONEYPOT_FIELD = '_wpcf7_hp_website'
/** The signed time the form was rendered, for the minimum fill time (see signing/form-secrets.server.ts). */
export const STARTED_FIELD = '_wpcf7_started'

/** `wpcf7-f{formId}-p{postId}-o{n}`: which form, on which page, and which copy on that page. */
export function unitTagOf(formId: number | string, postId: number | string, ordinal: number): string {
  return `wpcf7-f${formId}-p${postId}-o${ordinal}`
}

/** CF7's script maps statuses to `data-status` values and form classes the same way. */
const dataStatuses: Record<string, string> = {
  init: 'init',
  validation_failed: 'invalid',
  acceptance_missing: 'unaccepted',
  spam: 'spam',
  aborted: 'aborted',
  mail_sent: 'sent',
  mail_failed: 'failed',
  submitting: 'submitting',
  resetting: 'resetting',
  validating: 'validating',
  payment_required: 'payment-required',
}

/** The `data-status` of a form in a status; unknown statuses become `custom-…` as in CF7. */
export function dataStatusOf(status: string | undefined): string {
  if (!status) return 'init'
  const known = dataStatuses[status]
  if (known) return known
  if (Object.values(dataStatuses).includes(status)) return status
  const slug = status.replace(/[^0-9a-z]+/gi, ' ').trim().replace(/\s+/g, '-')
  return `custom-${slug}`
}

/** CF7's validation error reference (`{unitTag}-ve-{name}`), safe as an id. */
export function validationErrorId(unitTag: string, name: string): string {
  return `${unitTag}-ve-${name}`.replace(/[^0-9a-z_-]+/gi, '')
}

/** The id of a field's visible tip, which the control's aria-describedby points to. */
export function tipIdOf(unitTag: string, name: string): string {
  return `${validationErrorId(unitTag, name)}-tip`
}

/**
 * An id for a field that has none (no `id:` option), given by the browser script so the list of
 * errors for screen readers can link to it.
 */
export function fieldIdOf(unitTag: string, name: string): string {
  return `${unitTag}-field-${name}`.replace(/[^0-9a-z_-]+/gi, '')
}

/** `en_US` → `en-US`, the form of a `lang` attribute. */
export function langOf(locale: string): string {
  return locale.replace(/_/g, '-')
}
