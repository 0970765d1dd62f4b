/**
 * One request to an embed provider, with the limits every such request has: only addresses that
 * provider-hosts.ts allows (the first and each redirect), at most three redirects, 10 seconds for
 * the whole exchange, and a cap on the bytes read. Failures become EmbedErrors saying whether a
 * retry can help. With EMBED_PROVIDER_ORIGIN set (tests), requests go to that origin instead.
 */
import 'server-only'

import { EmbedError, foreignHostError, type ItemWords, statusError, timeoutError, tooLargeError, tooManyRedirectsError, unreachableError } from './embed-errors'
import { mayRequest, parseProviderAddress, type RequestPurpose, wireAddress } from './provider-hosts'

export const REQUEST_TIMEOUT_MS = 10_000
const MAX_REDIRECTS = 3

export type ProviderRequest = {
  item: ItemWords
  purpose: RequestPurpose
  url: URL
  accept: string
  maxBytes: number
  /** Stop reading a page once its <head> has ended: the Open Graph tags are all we need. */
  headOnly?: boolean
  origin?: string
}

export type ProviderResponse = { status: number; body: Buffer }

/** The user agent says who asks, so a provider's operator can tell. */
const USER_AGENT = 'Vitrine-embed-resolver/1.0'

const HEAD_END = Buffer.from('</head>')

/** Reads at most `maxBytes` of the body; more is an error unless the page's head already ended. */
async function readBody(response: Response, request: ProviderRequest): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > request.maxBytes && !request.headOnly) {
    await response.body?.cancel()
    throw tooLargeError(request.item, request.purpose, request.maxBytes)
  }
  if (!response.body) return Buffer.alloc(0)
  const reader = response.body.getReader()
  const chunks: Buffer[] = []
  let length = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    const chunk = Buffer.from(value)
    // The end of the head may straddle two chunks: look at this one with the last bytes before it.
    const seam = Buffer.concat([chunks.at(-1)?.subarray(-HEAD_END.length) ?? Buffer.alloc(0), chunk])
    chunks.push(chunk)
    length += chunk.length
    const headEnded = request.headOnly === true && seam.includes(HEAD_END)
    if (headEnded || length > request.maxBytes) {
      await reader.cancel()
      if (headEnded) break
      throw tooLargeError(request.item, request.purpose, request.maxBytes)
    }
  }
  return Buffer.concat(chunks)
}

function networkCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: unknown } })?.cause
  return typeof cause?.code === 'string' ? cause.code : undefined
}

/**
 * Requests `request.url` and follows redirects that stay on allowed addresses. Answers with the
 * status and, for a 2xx, the body; a non-2xx body is not read (the caller turns the status into
 * an EmbedError with statusError).
 */
export async function requestFromProvider(request: ProviderRequest): Promise<ProviderResponse> {
  const { item, purpose } = request
  const signal = AbortSignal.timeout(REQUEST_TIMEOUT_MS)
  let target = request.url
  try {
    for (let hop = 0; ; hop++) {
      if (!mayRequest(item.provider, purpose, target)) throw foreignHostError(item, target.hostname, purpose)
      const response = await fetch(wireAddress(target, request.origin), {
        redirect: 'manual',
        signal,
        headers: {
          accept: request.accept,
          'user-agent': USER_AGENT,
          'accept-language': 'en',
        },
      })
      if (response.status >= 300 && response.status < 400 && response.headers.has('location')) {
        await response.body?.cancel()
        if (hop >= MAX_REDIRECTS) throw tooManyRedirectsError(item)
        const next = parseProviderAddress(response.headers.get('location')!, target)
        if (!next) throw foreignHostError(item, '', purpose)
        target = next
        continue
      }
      const ok = response.status >= 200 && response.status < 300
      if (!ok) await response.body?.cancel()
      return {
        status: response.status,
        body: ok ? await readBody(response, request) : Buffer.alloc(0),
      }
    }
  } catch (error) {
    if (error instanceof EmbedError) throw error
    if (signal.aborted) throw timeoutError(item, REQUEST_TIMEOUT_MS / 1000)
    throw unreachableError(item, networkCode(error))
  }
}

/** As requestFromProvider, and a status other than 2xx is an EmbedError. */
export async function fetchOk(request: ProviderRequest): Promise<ProviderResponse> {
  const response = await requestFromProvider(request)
  if (response.status < 200 || response.status >= 300) throw statusError(request.item, response.status, request.purpose)
  return response
}
