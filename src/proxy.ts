import { NextResponse, type NextRequest } from 'next/server'

import { hasGalleryParams, parseGalleryQuery, stateRoute } from '@/features/gallery'

/**
 * Gallery state in the URL without giving up cached pages (docs/decisions/008): a visitor page
 * with no gallery parameters is served as it is (static, cached); one that carries them, such as
 * `/galleries/landscapes?page_number_0=2`, is rewritten to its dynamic twin under
 * /gallery-state, which reads the parameters and renders that state. The address in the browser
 * stays the same. Parameters that no person could have typed answer 400 here, before rendering.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  // A twin's own address (/gallery-state/…) gets no rewrite: the proxy may see the rewritten
  // request again, and a visitor who types it just sees the same page, marked noindex with the
  // plain page as canonical address.
  if ((request.method !== 'GET' && request.method !== 'HEAD') || !hasGalleryParams(searchParams)) return NextResponse.next()
  const target = stateRoute(pathname)
  if (!target) return NextResponse.next()

  const parsed = parseGalleryQuery(searchParams)
  if (!parsed.ok) return badRequest(pathname, parsed.message)
  const url = request.nextUrl.clone()
  url.pathname = target
  return NextResponse.rewrite(url)
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function badRequest(pathname: string, message: string): NextResponse {
  const body = `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Bad request</title>
<main>
<h1>This gallery address is not valid</h1>
<p>${escape(message)}</p>
<p><a href="${escape(pathname)}">Show the page from the start</a></p>
</main>
</html>
`
  return new NextResponse(body, { status: 400, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } })
}

export const config = {
  // Only the pages that can show gallery views.
  matcher: ['/', '/:slug', '/galleries/:slug', '/galleries/:slug/:imageId', '/albums/:slug'],
}
