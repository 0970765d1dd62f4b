/**
 * Contact Form 7's default messages, keyed as CF7 keys them. Each form can override any of them
 * in the admin (the `messages` group of a contact form).
 */
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
