/**
 * What an answer of the Instagram Graph API means for the editor, in a sentence a person can act
 * on. Pure: the adapter (graph-api.server.ts) throws these, the import endpoint answers them in
 * the protocol's error form, and the import status keeps them. Messages never contain a request
 * address: those carry the access token.
 */

export class InstagramError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'InstagramError'
  }
}

/** Graph API error codes that mean "too many requests" (app, user, account and per-call limits). */
const RATE_LIMIT_CODES = new Set([4, 17, 32, 613])

export const BAD_TOKEN_MESSAGE =
  'Instagram did not accept the access token: it may have expired, been revoked or been copied incompletely. Generate a new token for the account and try again.'
export const RATE_LIMIT_MESSAGE = 'Instagram is limiting requests from this site right now (rate limit). Try again in an hour.'
export const MALFORMED_MESSAGE = 'Instagram sent an answer Vitrine cannot read. Try again later.'

export const unreachableMessage = (host: string) => `Vitrine could not reach Instagram (${host}). Check the server's internet connection and try again.`
export const timeoutMessage = (host: string, seconds: number) => `Instagram (${host}) did not answer within ${seconds} seconds. Try again later.`

type GraphErrorBody = { error?: { message?: unknown; type?: unknown; code?: unknown } }

/** The error an HTTP status and (parsed or not) body stand for. */
export function graphError(status: number, body: unknown): InstagramError {
  const error = (body as GraphErrorBody | null)?.error
  const code = typeof error?.code === 'number' ? error.code : Number(error?.code)
  if (status === 429 || RATE_LIMIT_CODES.has(code)) return new InstagramError(RATE_LIMIT_MESSAGE)
  if (code === 190 || code === 102 || status === 401 || (error?.type === 'OAuthException' && code !== 100)) return new InstagramError(BAD_TOKEN_MESSAGE)
  if (code === 10 || code === 200 || status === 403) {
    return new InstagramError('Instagram refused: the access token does not allow reading this account’s media (it needs the instagram_basic or instagram_business_basic permission).')
  }
  if (code === 100 || status === 404) return new InstagramError('Instagram says this account or its media do not exist. Check the user name and the access token.')
  if (status >= 500) return new InstagramError(`Instagram is not answering properly right now (HTTP ${status}). Try again later.`)
  if (status < 200 || status >= 300) return new InstagramError(`Instagram refused the request (HTTP ${status}).`)
  return new InstagramError(MALFORMED_MESSAGE)
}
