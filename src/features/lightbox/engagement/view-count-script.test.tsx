// @vitest-environment happy-dom
/**
 * The photo page's view counter (decision 043): server markup with an inline script that counts
 * the view once the page has loaded. The script is run from its own source text, against a fetch
 * that answers as the hit endpoint does (docs/api.md), first without the visitor cookie.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { ViewCounter } from './view-count-script'

afterEach(() => {
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
})

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('ViewCounter', () => {
  it('renders the line it fills and a script, and no client component', () => {
    const html = renderToStaticMarkup(<ViewCounter imageId={12} />)
    expect(html).toMatch(/^<p class="photo__views" id="photo-views-12" aria-live="polite"><\/p><script>/)
    expect(html).toContain('"/lightbox/images/12/hit"')
  })

  it('counts the view once loaded, once more after the visitor cookie arrives, and shows the count', async () => {
    const posts: string[] = []
    const responses = [answer(400, { code: 'lightbox_no_visitor', message: 'No visitor yet.' }), answer(200, { hitCount: 1234 })]
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      posts.push(`${init.method} ${url}`)
      return responses.shift()!
    })
    document.body.innerHTML = renderToStaticMarkup(<ViewCounter imageId={12} />)
    new Function(document.querySelector('script')!.text)()
    await vi.waitFor(() => expect(document.getElementById('photo-views-12')!.textContent).toBe('1,234 views'))
    expect(posts).toEqual(['POST /lightbox/images/12/hit', 'POST /lightbox/images/12/hit'])
  })

  it('says "1 view", and nothing when the view cannot be counted', async () => {
    vi.stubGlobal('fetch', async () => answer(200, { hitCount: 1 }))
    document.body.innerHTML = renderToStaticMarkup(<ViewCounter imageId={3} />)
    new Function(document.querySelector('script')!.text)()
    await vi.waitFor(() => expect(document.getElementById('photo-views-3')!.textContent).toBe('1 view'))
    vi.stubGlobal('fetch', async () => answer(503, { message: 'Try again later.' }))
    document.body.innerHTML = renderToStaticMarkup(<ViewCounter imageId={4} />)
    new Function(document.querySelector('script')!.text)()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(document.getElementById('photo-views-4')!.textContent).toBe('')
  })
})
