/**
 * The page cache of the production server (scripts/lib/page-cache.mjs, decision 027), against the
 * real server: visitor pages come from memory after the first render, every kind of edit that
 * shows on a page is visible on the next request, and an admin is never served from the cache.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { admin, baseUrl } from './browser'

type Doc = { id: number; slug?: string; title?: string; alt?: string; [field: string]: unknown }

let token = ''

async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(new URL(`/api${path}`, baseUrl), {
    method: init.method ?? 'GET',
    headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} /api${path}: HTTP ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** A visitor's request: no cookie, a browser's Accept-Encoding. */
async function visit(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(new URL(path, baseUrl), { headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } })
  return { status: response.status, cache: response.headers.get('x-vitrine-cache'), html: await response.text() }
}

/** Requests the page until it is served from the cache, so the edit that follows must clear it. */
async function cached(path: string): Promise<string> {
  await visit(path)
  const second = await visit(path)
  expect(second.cache, `${path} is served from the cache`).toBe('HIT')
  return second.html
}

const first = async (collection: string, query = '') => (await api<{ docs: Doc[] }>(`/${collection}?limit=1&depth=0${query}`)).docs[0]!

const restore: (() => Promise<unknown>)[] = []
const stamp = `cache check ${Date.now().toString(36)}`

beforeAll(async () => {
  const login = await fetch(new URL('/api/users/login', baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  })
  token = ((await login.json()) as { token: string }).token
})

afterAll(async () => {
  for (const undo of restore.reverse()) await undo()
})

describe('The page cache', () => {
  it('answers a visitor page from memory after its first render, with the same page', async () => {
    await visit('/blog')
    const second = await visit('/blog')
    const third = await visit('/blog')
    expect(second.cache).toBe('HIT')
    expect(third.html).toBe(second.html)
    expect(second.html).toContain('</html>')
  })

  it('never answers an admin, draft mode or a client navigation from it', async () => {
    await cached('/blog')
    expect((await visit('/blog', { cookie: `payload-token=${token}` })).cache).toBeNull()
    expect((await visit('/blog', { cookie: '__prerender_bypass=x' })).cache).toBeNull()
    expect((await visit('/blog', { rsc: '1' })).cache).toBeNull()
  })

  it('shows an edit of the site settings on the next request', async () => {
    const site = await api<{ footer?: string | null }>('/globals/site?depth=0')
    expect(await cached('/')).not.toContain(stamp)
    await api('/globals/site', { method: 'POST', body: { footer: `Footer ${stamp}` } })
    restore.push(() => api('/globals/site', { method: 'POST', body: { footer: site.footer ?? '' } }))
    const next = await visit('/')
    expect(next.cache).toBe('MISS')
    expect(next.html).toContain(`Footer ${stamp}`)
  })

  it('shows an edit of the menu on the next request', async () => {
    const site = await api<{ menu?: unknown[] }>('/globals/site?depth=0')
    await cached('/blog')
    await api('/globals/site', { method: 'POST', body: { menu: [...(site.menu ?? []), { label: `Menu ${stamp}`, url: '/blog' }] } })
    restore.push(() => api('/globals/site', { method: 'POST', body: { menu: site.menu ?? [] } }))
    expect((await visit('/blog')).html).toContain(`Menu ${stamp}`)
  })

  it.each([
    ['a page', 'pages', '&where[_status][equals]=published&where[slug][not_equals]=home', (doc: Doc) => `/${doc.slug}`, 'title'],
    ['a post', 'posts', '&where[_status][equals]=published', (doc: Doc) => `/blog/${doc.slug}`, 'title'],
    ['a gallery', 'galleries', '&where[published][equals]=true', (doc: Doc) => `/galleries/${doc.slug}`, 'title'],
  ])('shows an edit of %s on the next request', async (_, collection, query, pathOf, field) => {
    const doc = await first(collection, query)
    const path = pathOf(doc)
    await cached(path)
    const drafts = collection === 'galleries' ? {} : { _status: 'published' }
    await api(`/${collection}/${doc.id}`, { method: 'PATCH', body: { [field]: `${doc[field]} ${stamp}`, ...drafts } })
    restore.push(() => api(`/${collection}/${doc.id}`, { method: 'PATCH', body: { [field]: doc[field], ...drafts } }))
    expect((await visit(path)).html).toContain(stamp)
  })

  it('keeps a page cached while an editor’s autosave keeps drafts of it, and shows it once published', async () => {
    const page = await first('pages', '&where[slug][equals]=about')
    await cached('/about')
    // What the admin sends every 800 ms while an editor types: a draft, which visitors do not read.
    // (Earlier tests here left `stamp` in the footer and menu: the draft's title has a mark of its own.)
    const draftTitle = `${page.title} (draft ${stamp})`
    await api(`/pages/${page.id}?draft=true&autosave=true`, { method: 'PATCH', body: { title: draftTitle, _status: 'draft' } })
    restore.push(() => api(`/pages/${page.id}`, { method: 'PATCH', body: { title: page.title, _status: 'published' } }))
    const during = await visit('/about')
    expect(during.cache).toBe('HIT')
    expect(during.html).not.toContain(draftTitle)
    await api(`/pages/${page.id}`, { method: 'PATCH', body: { title: draftTitle, _status: 'published' } })
    expect((await visit('/about')).html).toContain(draftTitle)
  })

  it('shows an edit of a gallery image on the next request', async () => {
    const gallery = await first('galleries', '&where[published][equals]=true&where[slug][equals]=landscapes')
    const image = await first('gallery-images', `&where[gallery][equals]=${gallery.id}&sort=order`)
    await cached(`/galleries/${gallery.slug}`)
    await api(`/gallery-images/${image.id}`, { method: 'PATCH', body: { alt: `${image.alt} ${stamp}` } })
    restore.push(() => api(`/gallery-images/${image.id}`, { method: 'PATCH', body: { alt: image.alt } }))
    expect((await visit(`/galleries/${gallery.slug}`)).html).toContain(stamp)
  })
})
