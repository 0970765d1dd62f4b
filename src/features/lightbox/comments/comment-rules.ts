/**
 * The comment form's fields and rules, shared by the form in the browser and the endpoint
 * (SPEC.md sections 3 and 5). Pure.
 *
 * - A required field left empty: its name, an asterisk and "field is required." ("Name* field is
 *   required."); the form marks the field and focuses it.
 * - A non-empty e-mail address is trimmed and must be one the comments collection can store
 *   (src/lib/email-address.ts).
 * - The privacy box must be ticked (the form's submit button waits for it).
 */

import { isEmailAddress } from '@/lib/email-address'

export type CommentField = 'bwg_name' | 'bwg_email' | 'bwg_comment' | 'bwg_captcha_input'

export const commentFields: { name: CommentField; label: string; required: boolean; max: number }[] = [
  { name: 'bwg_name', label: 'Name', required: true, max: 100 },
  { name: 'bwg_email', label: 'E-mail', required: false, max: 254 },
  { name: 'bwg_comment', label: 'Comment', required: true, max: 5000 },
  { name: 'bwg_captcha_input', label: 'Security code', required: true, max: 20 },
]

export const FIELD_REQUIRED = 'field is required.'
export const MAIL_VALIDATION = 'This is not a valid e-mail address.'
export const PRIVACY_REQUIRED = 'Tick the box to agree that your comment and name are stored and shown.'


export type CommentValues = Record<CommentField, string>
export type CommentCheck = { values: CommentValues; errors: Partial<Record<CommentField | 'privacy', string>>; first: CommentField | 'privacy' | null }

const clean = (value: unknown) =>
  typeof value === 'string' ? value.normalize('NFC').replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '') : ''

export function checkComment(input: Partial<Record<string, unknown>>, privacy: unknown): CommentCheck {
  const values = {} as CommentValues
  const errors: CommentCheck['errors'] = {}
  for (const field of commentFields) {
    const value = field.name === 'bwg_comment' ? clean(input[field.name]).trim() : clean(input[field.name]).replace(/\s+/g, ' ').trim()
    values[field.name] = value
    if (field.required && value === '') errors[field.name] = `${field.label}* ${FIELD_REQUIRED}`
    else if (value.length > field.max) errors[field.name] = `${field.label} is too long: use at most ${field.max.toLocaleString('en')} characters.`
    else if (field.name === 'bwg_email' && value !== '' && !isEmailAddress(value)) errors[field.name] = MAIL_VALIDATION
  }
  if (privacy !== true) errors.privacy = PRIVACY_REQUIRED
  const first = [...commentFields.map((field) => field.name), 'privacy' as const].find((name) => errors[name]) ?? null
  return { values, errors, first }
}
