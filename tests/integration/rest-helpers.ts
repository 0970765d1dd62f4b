/**
 * Payload's REST API through the app's own route handlers (`src/app/(payload)/api/[...slug]`),
 * as a browser or a script would call it (not a test file itself).
 */
import type { Media } from '@/payload-types'

export { adminAuthorization } from './contact-form-helpers'

type Method = 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'

export type ApiOptions = {
  authorization?: string
  headers?: Record<string, string>
  body?: BodyInit
}

/** One request to `/api/...`, answered by the route handler the app serves it with. */
export async function api(method: Method, apiPath: string, options: ApiOptions = {}): Promise<Response> {
  const routes = await import('@/app/(payload)/api/[...slug]/route')
  const url = new URL(apiPath, 'http://localhost')
  const slug = url.pathname.replace(/^\/api\//, '').split('/').map(decodeURIComponent)
  const headers = { ...options.headers, ...(options.authorization ? { authorization: options.authorization } : {}) }
  const init: RequestInit & { duplex?: 'half' } = { method, headers }
  if (options.body !== undefined) {
    init.body = options.body
    if (options.body instanceof ReadableStream) init.duplex = 'half'
  }
  return routes[method](new Request(url, init), { params: Promise.resolve({ slug }) })
}

export type Readable = { list: boolean; byId: boolean; file: boolean; variant: boolean }

/**
 * Whether the reader finds an upload in a list, by id, at its file URL and at the URL of its
 * thumbnail variant (the media need to be wider than 400 px to have one).
 */
export async function readableMedia(media: Media, authorization?: string): Promise<Readable> {
  const thumbnail = media.sizes?.thumbnail?.filename
  if (!media.filename || !thumbnail) throw new Error('The upload has no thumbnail variant: make it wider than 400 px.')
  const listed = await api('GET', `/api/media?where[id][equals]=${media.id}&depth=0`, { authorization })
  const docs = listed.ok ? ((await listed.json()) as { docs: { id: number }[] }).docs : []
  const status = async (apiPath: string) => {
    const response = await api('GET', apiPath, { authorization })
    await response.arrayBuffer()
    return response.status
  }
  return {
    list: docs.some((doc) => doc.id === media.id),
    byId: (await status(`/api/media/${media.id}?depth=0`)) === 200,
    file: (await status(`/api/media/file/${encodeURIComponent(media.filename)}`)) === 200,
    variant: (await status(`/api/media/file/${encodeURIComponent(thumbnail)}`)) === 200,
  }
}

export const everywhere: Readable = { list: true, byId: true, file: true, variant: true }
export const nowhere: Readable = { list: false, byId: false, file: false, variant: false }
