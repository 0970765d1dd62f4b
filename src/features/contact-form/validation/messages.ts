/**
 * What visitors are told: Contact Form 7's default messages, keyed as CF7 keys them, and the few
 * Vitrine adds. Each form can override any of them in the admin (the `messages` group of a
 * contact form). Pure, no imports.
 */

/** Contact Form 7's default messages. */
export const defaultMessages = {
  mail_sent_ok: 'Thank you for your message. It has been sent.',
  mail_sent_ng: 'There was an error trying to send your message. Please try again later.',
  validation_error: 'One or more fields have an error. Please check and try again.',
  spam: 'There was an error trying to send your message. Please try again later.',
  accept_terms: 'You must accept the terms and conditions before sending your message.',
  invalid_required: 'Please fill out this field.',
  invalid_too_long: 'This field has a too long input.',
  invalid_too_short: 'This field has a too short input.',
  upload_failed: 'There was an unknown error uploading the file.',
  upload_file_type_invalid: 'You are not allowed to upload files of this type.',
  upload_file_too_large: 'The uploaded file is too large.',
  upload_failed_php_error: 'There was an error uploading the file.',
  invalid_date: 'Please enter a date in YYYY-MM-DD format.',
  date_too_early: 'This field has a too early date.',
  date_too_late: 'This field has a too late date.',
  invalid_number: 'Please enter a number.',
  number_too_small: 'This field has a too small number.',
  number_too_large: 'This field has a too large number.',
  quiz_answer_not_correct: 'The answer to the quiz is incorrect.',
  invalid_email: 'Please enter an email address.',
  invalid_url: 'Please enter a URL.',
  invalid_tel: 'Please enter a telephone number.',
  aborted: 'Sending mail has been aborted.',
} as const

export type MessageKey = keyof typeof defaultMessages

/**
 * Messages for rules CF7 has no message key for (it has no time tag, and its enum and maxitems
 * rules carry fixed sentences: modules/select.php and checkbox.php). CF7's own keys stay as CF7
 * names them.
 */
export const extraMessages = {
  invalid_choice: 'Undefined value was submitted through this field.',
  /** CF7's maxitems sentence, for radio buttons and exclusive checkboxes (modules/checkbox.php). */
  invalid_too_many_items: 'Too many items are selected.',
  invalid_time: 'Please enter a time in HH:MM format.',
} as const

export type ValidationMessageKey = MessageKey | keyof typeof extraMessages
export type Messages = Record<ValidationMessageKey, string>
/** A form's overrides, as stored in its `messages` group: blank means "use the default". */
export type MessageOverrides = Partial<Record<ValidationMessageKey, string | null | undefined>>

/** The messages of one form: each override that is not blank, else CF7's default. */
export function resolveMessages(overrides: MessageOverrides = {}): Messages {
  const all: Messages = { ...defaultMessages, ...extraMessages }
  for (const key of Object.keys(all) as ValidationMessageKey[]) {
    const text = overrides[key]
    if (typeof text === 'string' && text.trim() !== '') all[key] = text
  }
  return all
}

const statusMessageKeys: Record<string, MessageKey> = {
  validation_failed: 'validation_error',
  acceptance_missing: 'accept_terms',
  spam: 'spam',
  aborted: 'aborted',
  mail_sent: 'mail_sent_ok',
  mail_failed: 'mail_sent_ng',
}

/** The message CF7 answers a status with ('' for a status it has no message for). */
export function statusMessage(status: string, overrides: MessageOverrides = {}): string {
  const key = statusMessageKeys[status]
  return key ? resolveMessages(overrides)[key] : ''
}
