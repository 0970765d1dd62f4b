/**
 * The adapter to the Instagram Graph API: who a token belongs to (`/me?fields=id,username`) and
 * that account's newest media (`/{user-id}/media?fields=…`, following `paging.next`). Every
 * failure is an InstagramError saying what happened (graph-errors.ts). The base URL comes from
 * INSTAGRAM_GRAPH_URL (https://graph.instagram.com by default); tests and the demo point it at a
 * local stand-in (scripts/lib/fake-instagram.mjs).
 */
import 'server-only'

import { getEnv } from '@/lib/env'

import { graphError, InstagramError, MALFORMED_MESSAGE, timeoutMessage, unreachableMessage } from './graph-errors'

export type GraphMedia = {
  id: string
  caption?: string
  media_type: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM'
  media_url?: string
  permalink: string
  thumbnail_url?: string
  timestamp?: string
}

export type GraphAccount = { id: string; username: string }

export type GraphOptions = {
  /** The API's base URL, such as https://graph.instagram.com or https://graph.instagram.com/v21.0. */
  baseUrl?: string
  timeoutMs?: number
}

export const MEDIA_FIELDS = 'id,caption,media_type,media_url,permalink,thumbnail_url,timestamp'
const DEFAULT_TIMEOUT_MS = 10_000
/** The Graph API's largest page. */
const MAX_PAGE = 100
const MAX_BYTES = 2 * 1024 * 1024

export function graphBaseUrl(options: GraphOptions = {}): URL {
  const base = new URL(options.baseUrl ?? getEnv().INSTAGRAM_GRAPH_URL)
  if (!base.pathname.endsWith('/')) base.pathname += '/'
  return base
}

/** GET one Graph address; the answer's JSON, or an InstagramError. */
async function getJson(url: URL, options: GraphOptions): Promise<unknown> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const signal = AbortSignal.timeout(timeoutMs)
  let response: Response
  let text: string
  try {
    response = await fetch(url, { signal, redirect: 'error', headers: { accept: 'application/json', 'user-agent': 'Vitrine-instagram-import/1.0' } })
    const declared = Number(response.headers.get('content-length'))
    if (Number.isFinite(declared) && declared > MAX_BYTES) {
      await response.body?.cancel()
      throw new InstagramError(MALFORMED_MESSAGE)
    }
    text = await response.text()
  } catch (error) {
    if (error instanceof InstagramError) throw error
    if (signal.aborted) throw new InstagramError(timeoutMessage(url.host, timeoutMs / 1000))
    throw new InstagramError(unreachableMessage(url.host))
  }
  if (text.length > MAX_BYTES) throw new InstagramError(MALFORMED_MESSAGE)
  let body: unknown = null
  try {
    body = JSON.parse(text)
  } catch {
    // Judged below: a non-2xx status says more than its body.
  }
  if (!response.ok || body === null || typeof body !== 'object' || 'error' in body) throw graphError(response.status, body)
  return body
}

function withQuery(base: URL, path: string, query: Record<string, string>): URL {
  const url = new URL(path.replace(/^\//, ''), base)
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value)
  return url
}

/** Who the token belongs to. */
export async function fetchAccount(accessToken: string, options: GraphOptions = {}): Promise<GraphAccount> {
  const body = (await getJson(withQuery(graphBaseUrl(options), 'me', { fields: 'id,username', access_token: accessToken }), options)) as Record<string, unknown>
  if (typeof body.id !== 'string' || typeof body.username !== 'string') throw new InstagramError(MALFORMED_MESSAGE)
  return { id: body.id, username: body.username }
}

function isMedia(value: unknown): value is GraphMedia {
  const item = value as Record<string, unknown> | null
  return Boolean(item) && typeof item!.id === 'string' && typeof item!.permalink === 'string' && typeof item!.media_type === 'string'
}

/**
 * The account's newest `limit` media, newest first, page after page. A next page is followed
 * only on the API's own origin (and with the same token); an item of another shape is left out.
 */
export async function fetchRecentMedia(userId: string, accessToken: string, limit: number, options: GraphOptions = {}): Promise<GraphMedia[]> {
  const base = graphBaseUrl(options)
  let url: URL | null = withQuery(base, `${encodeURIComponent(userId)}/media`, { fields: MEDIA_FIELDS, access_token: accessToken, limit: String(Math.min(limit, MAX_PAGE)) })
  const media: GraphMedia[] = []
  for (let page = 0; url && media.length < limit && page < 50; page++) {
    const body = (await getJson(url, options)) as { data?: unknown; paging?: { next?: unknown } }
    if (!Array.isArray(body.data)) throw new InstagramError(MALFORMED_MESSAGE)
    for (const item of body.data) if (isMedia(item) && media.length < limit) media.push(item)
    const next = typeof body.paging?.next === 'string' ? safeNext(body.paging.next, base, accessToken) : null
    if (body.data.length === 0) break
    url = next
  }
  return media
}

/** The next page's address, when it is on the API's origin; the token is ours, whatever it says. */
function safeNext(text: string, base: URL, accessToken: string): URL | null {
  try {
    const next = new URL(text)
    if (next.origin !== base.origin) return null
    next.searchParams.set('access_token', accessToken)
    return next
  } catch {
    return null
  }
}
