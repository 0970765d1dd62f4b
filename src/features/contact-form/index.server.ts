import 'server-only'

/**
 * The contact form's server face: the Payload plugin and the timer of its mail outbox, the
 * components that need Payload or the signing secret, the route handlers, and what scripts and
 * tests drive (the mail queue, the signed tokens). Everything that needs Payload takes it as an
 * argument or a `payload` prop: routes get it from `payloadInstance()` and hand it down.
 */

export { handleFeedback, handleRefill, handleSchema, withPayload } from './http/feedback-handlers.server'
export { decodeResult, RESULT_COOKIE } from './http/no-js-result.server'
export { handleNoJsSubmit } from './http/no-js-submit.server'
export { loadContactForm } from './load-contact-form.server'
export { NO_MAIL_TRANSPORT, noMailTransportAdapter } from './mail/no-mail-transport.server'
export { hasMailTransport, MAIL_QUEUE, MAIL_RETRIES, NO_TRANSPORT_ERROR } from './mail/outbox/mail-outbox.server'
export { exposeSmtpTransport, sendWithHeldEnd } from './mail/outbox/mail-transaction.server'
export { mailAutoRun, mailDeliveryIdle, runMailQueue, startMailDelivery, startMailKeeper, stopMailKeeper } from './mail/outbox/mail-runner.server'
export { sweepSubmissionMail } from './mail/outbox/mail-sweep.server'
export { ContactForm, type ContactFormProps, type ContactFormState } from './markup/contact-form'
export { ContactFormBlockView } from './markup/contact-form-block'
export { contactFormPlugin } from './plugin'
export { contactFormSecret, deriveContactFormSecret } from './signing/contact-form-secret.server'
export { quizAnswerHash, readStartedAt, signStartedAt } from './signing/form-secrets.server'
export { pruneContactFormSpam } from './submissions/spam/spam-retention.server'
export { defaultDeps, type SubmissionDeps } from './submissions/submission.server'
