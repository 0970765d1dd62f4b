import 'server-only'

import { draftMode } from 'next/headers'
import type { Payload } from 'payload'

import { safePreviewPath } from './preview-path'

const text = (status: number, message: string) =>
  new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })

/**
 * `GET /preview?path=/about`: for a signed-in admin, turns Next's draft mode on and goes to the
 * page, which then shows the newest draft. Anyone else gets a 401 and nothing changes.
 */
export async function handlePreview(payload: Payload, request: Request): Promise<Response> {
  const path = safePreviewPath(new URL(request.url).searchParams.get('path'))
  if (!path) return text(400, 'Preview needs a path on this site, e.g. /preview?path=/about.')
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return text(401, 'Sign in to the admin to preview drafts.')
  ;(await draftMode()).enable()
  return new Response(null, { status: 307, headers: { Location: path, 'Cache-Control': 'no-store' } })
}

/** The path of the page a link was followed from, when that page is on this site. */
function refererPath(request: Request): string | null {
  try {
    const referer = new URL(request.headers.get('referer') ?? '')
    return referer.host === (request.headers.get('host') ?? new URL(request.url).host) ? referer.pathname + referer.search : null
  } catch {
    return null
  }
}

/** `GET /preview/exit` (optionally `?path=/about`): draft mode off, back to the published page it came from. */
export async function handlePreviewExit(request: Request): Promise<Response> {
  ;(await draftMode()).disable()
  const path = safePreviewPath(new URL(request.url).searchParams.get('path')) ?? safePreviewPath(refererPath(request)) ?? '/'
  return new Response(null, { status: 307, headers: { Location: path, 'Cache-Control': 'no-store' } })
}
