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

/** The messages and codes of an error and of the errors it was caused by (Drizzle wraps the driver's). */
function causes(error: unknown): { messages: string; codes: string[] } {
  const messages: string[] = []
  const codes: string[] = []
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 6; current = (current as { cause?: unknown }).cause, depth += 1) {
    const { message, code } = current as { message?: unknown; code?: unknown }
    if (typeof message === 'string') messages.push(message)
    if (typeof code === 'string') codes.push(code)
  }
  return { messages: messages.join('\n'), codes }
}

/**
 * What a REST write the database refused is answered, or null for any other error. SQLite says
 * it in the message, PostgreSQL in the SQLSTATE code. A refused delete is a 409: what blocks it
 * is another document that still links to this one (a gallery's images hold their gallery).
 */
export function databaseRefusal(error: unknown, method: string | undefined): { status: number; message: string } | null {
  const { messages, codes } = causes(error)
  const has = (text: string, ...sqlStates: string[]) => messages.includes(text) || sqlStates.some((code) => codes.includes(code))
  const linked = has('FOREIGN KEY constraint failed', '23503')
  if (method === 'DELETE' && (linked || has('NOT NULL constraint failed', '23502'))) {
    return { status: 409, message: 'This document is still used by another (a page, a gallery or an image links to it): remove those links first, then delete it.' }
  }
  if (linked) return { status: 400, message: 'This links to a document that does not exist: choose one that does, or leave the link empty.' }
  if (has('UNIQUE constraint failed', '23505')) {
    return { status: 400, message: 'Two rows would share a value that must be unique, such as the id of a block or of a list row: give each its own id, or leave the ids out.' }
  }
  if (has('too many SQL variables', '54000', '54001') || /bind message has \d+ parameter/.test(messages)) {
    return { status: 400, message: 'This sets too many values at once for the database: send fewer rows in one list (a few thousand at most).' }
  }
  if (has('can only bind numbers, strings, bigints, buffers, and null', '22P02', '22003') || has('cannot be safely represented as a JavaScript number')) {
    return { status: 400, message: 'A value is of a kind its field cannot hold, such as an object or a list where an id, a number or a piece of text belongs.' }
  }
  if (has('Maximum call stack size exceeded')) return { status: 400, message: 'The data is nested too deeply to be read: send it with fewer levels.' }
  return null
}

/**
 * Answers a REST write the database refused (a link to a document that does not exist, a delete
 * of a document still in use, two blocks with one id, tens of thousands of values) with a 4xx and a
 * sentence, where Payload answered 500 "Something went wrong."
 */
export const explainDatabaseRefusals: AfterErrorHook = ({ error, req }) => {
  if ((error as PayloadError).status && (error as PayloadError).status !== 500) return
  // A read that fails is the server's trouble, not the request's: it keeps its 500.
  if (req?.method === 'GET' || req?.method === 'HEAD') return
  const refusal = databaseRefusal(error, req?.method)
  if (!refusal) return
  return { status: refusal.status, response: { errors: [{ message: refusal.message }] } }
}
