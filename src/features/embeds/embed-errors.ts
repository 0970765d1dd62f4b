/**
 * Why an embed could not be resolved, in words an editor can act on, and whether trying again
 * later can help. Pure: the resolver throws these, the job decides from `permanent` whether to
 * retry, and the message is stored as the image's `embedError`.
 *
 * Messages never contain a request URL: oEmbed requests to Meta carry the app token.
 */
import { type EmbedKind, type EmbedProvider, providerNames } from './providers'

export class EmbedError extends Error {
  /** True when the same request would fail again (404, refused picture…): no retry. */
  readonly permanent: boolean

  constructor(message: string, options: { permanent: boolean }) {
    super(message)
    this.name = 'EmbedError'
    this.permanent = options.permanent
  }
}

/** The item an editor pasted, for messages: "YouTube", "video". */
export type ItemWords = { provider: EmbedProvider; kind: EmbedKind }

const nouns: Record<EmbedKind, string> = {
  VIDEO: 'video',
  IMAGE: 'photo',
  POST: 'post',
}

export const nameOf = (item: ItemWords) => providerNames[item.provider]
export const nounOf = (item: ItemWords) => nouns[item.kind]

const permanent = (message: string) => new EmbedError(message, { permanent: true })
const transient = (message: string) => new EmbedError(message, { permanent: false })

/**
 * What an HTTP status from the provider means for this item. 404/410: gone or private; 401/403:
 * not embeddable; other 4xx: refused for good; 408, 429 and 5xx: the provider's trouble, try again.
 */
export function statusError(item: ItemWords, status: number, what: 'data' | 'page' | 'picture'): EmbedError {
  const name = nameOf(item)
  const noun = nounOf(item)
  if (status === 408 || status === 429 || status >= 500) {
    return transient(`${name} is not answering properly right now (HTTP ${status}).`)
  }
  if (what === 'picture') {
    return permanent(`The picture ${name} gives for this ${noun} could not be downloaded (HTTP ${status}).`)
  }
  if (status === 404 || status === 410) {
    return permanent(`${name} says this ${noun} does not exist or is private. Check the address.`)
  }
  if (status === 401 || status === 403) {
    return permanent(`${name} does not allow this ${noun} to be embedded: it may be private, or its owner turned embedding off.`)
  }
  if (status === 400 && (item.provider === 'INSTAGRAM' || item.provider === 'FACEBOOK')) {
    // Meta's Graph API answers 400 both for a deleted or private item and for a bad token.
    return permanent(`${name} refused the request (HTTP 400): the ${noun} may be private or deleted, or META_OEMBED_TOKEN is not valid.`)
  }
  return permanent(`${name} refused the request for this ${noun} (HTTP ${status}).`)
}

export function timeoutError(item: ItemWords, seconds: number): EmbedError {
  return transient(`${nameOf(item)} did not answer within ${seconds} seconds.`)
}

/** Node's network error codes, in words (the codes mean nothing to an editor). */
const networkTrouble: Record<string, string> = {
  ECONNREFUSED: 'the connection was refused',
  ECONNRESET: 'the connection was cut',
  EPIPE: 'the connection was cut',
  UND_ERR_SOCKET: 'the connection was cut',
  ENOTFOUND: 'its name could not be looked up',
  EAI_AGAIN: 'its name could not be looked up',
  ETIMEDOUT: 'no connection could be made in time',
  UND_ERR_CONNECT_TIMEOUT: 'no connection could be made in time',
}

export function unreachableError(item: ItemWords, code: string | undefined): EmbedError {
  const words = code ? networkTrouble[code] : undefined
  return transient(`${nameOf(item)} could not be reached${words ? ` (${words})` : ''}.`)
}

export function tooLargeError(item: ItemWords, what: 'data' | 'page' | 'picture', maxBytes: number): EmbedError {
  const size = maxBytes >= 1024 * 1024 ? `${Math.round(maxBytes / 1024 / 1024)} MB` : `${Math.round(maxBytes / 1024)} KB`
  const thing = what === 'picture' ? `The picture ${nameOf(item)} gives for this ${nounOf(item)}` : `${nameOf(item)}'s answer`
  return permanent(`${thing} is larger than ${size}, so it was not downloaded.`)
}

export function unreadableError(item: ItemWords): EmbedError {
  return permanent(`${nameOf(item)} answered with data Vitrine cannot read, so this ${nounOf(item)} cannot be shown.`)
}

export function notEmbeddableError(item: ItemWords): EmbedError {
  return permanent(`${nameOf(item)} does not offer this address as an embeddable ${nounOf(item)}. Check the address.`)
}

export function noPictureError(item: ItemWords, hint = ''): EmbedError {
  const name = nameOf(item)
  return permanent(
    `${name} does not show a picture of this ${nounOf(item)} publicly (it may be private, or ${name} asked for a sign-in), so it cannot be shown.${hint ? ` ${hint}` : ''}`,
  )
}

export function foreignHostError(item: ItemWords, host: string, what: 'data' | 'page' | 'picture'): EmbedError {
  const name = nameOf(item)
  const thing = what === 'picture' ? 'a picture' : 'an address'
  return permanent(`${name} pointed to ${thing} on ${host || 'an unknown host'}, which is not one of ${name}'s own servers, so it was not fetched.`)
}

export function tooManyRedirectsError(item: ItemWords): EmbedError {
  return permanent(`${nameOf(item)} sent Vitrine from one address to another too many times.`)
}

export function pictureRefusedError(item: ItemWords, reason: string): EmbedError {
  return permanent(`The picture ${nameOf(item)} gives for this ${nounOf(item)} was refused: ${reason}`)
}

/** The message kept after the last try of a transient failure. */
export function finalFailureMessage(error: EmbedError, tries: number): string {
  return `${error.message} Tried ${tries} times; save the image again to try once more.`
}

/** The message shown while a retry is waiting. */
export function retryingMessage(error: EmbedError): string {
  return `${error.message} Vitrine will try again in a little while.`
}
