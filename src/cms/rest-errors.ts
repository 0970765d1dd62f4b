import type { AfterErrorHook } from 'payload'

/** What Payload answers for an error it cannot put into words (utilities/formatErrors). */
export const UNKNOWN_ERROR = 'An unknown error occurred.'

type PayloadError = Error & { status?: number; isPublic?: boolean }

/**
 * Whether the error's own message may reach the client: the rule of Payload's `isErrorPublic`
 * (an error marked public, or any status but 500).
 */
function isPublic(error: PayloadError): boolean {
  if (error.isPublic === true) return true
  if (error.isPublic === false) return false
  return typeof error.status === 'number' && error.status !== 500
}

/**
 * Gives a REST answer back the sentence of a 4xx error. Payload's formatErrors names an error by
 * its `name`, and in the production build an `APIError` thrown without `data` reaches it with an
 * empty one (the bundled class loses its name), so every such refusal was answered "An unknown
 * error occurred.": our own ("Ask for a page of at most 100 rows…", the where-clause checks of
 * rest-input.ts) and Payload's (a logout without a session). Tests run the unbundled classes and
 * never saw it. A 500 keeps Payload's generic answer: its message may hold internal details.
 */
export const keepPublicErrorMessages: AfterErrorHook = ({ error, result }) => {
  const failure = error as PayloadError
  const errors = (result as { errors?: { message?: string }[] } | undefined)?.errors
  if (!isPublic(failure) || !failure.message || errors?.length !== 1 || errors[0]?.message !== UNKNOWN_ERROR) return
  return { response: { errors: [{ message: failure.message }] } }
}
