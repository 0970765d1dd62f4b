/**
 * Gallery journeys: paging, search, tag filter and sort with every state in the URL; albums with
 * a way back; each view server-rendered and free of axe violations; the same links and forms
 * without JavaScript. The demo galleries have 15 and 12 photos at 30 a page, so the journeys set
 * smaller pages (and a tag filter, ratings, a sub-album) through the admin REST API, and put
 * everything back afterwards.
 */
import { request, type APIRequestContext, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { admin, baseUrl, expectNoAxeViolations, hydrated, launchBrowser, newVisitor } from './browser'

let browser: Browser
let api: APIRequestContext

type Doc = Record<string, unknown> & { id: number }
const restore: (() => Promise<unknown>)[] = []

async function json<T = Doc>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`)
  return (await response.json()) as T
}

async function findOne(collection: string, slug: string): Promise<Doc> {
  const { docs } = await json<{ docs: Doc[] }>(await api.get(`/api/${collection}?where[slug][equals]=${slug}&depth=0`))
  if (!docs[0]) throw new Error(`No ${collection} with slug ${slug}`)
  return docs[0]
}

async function patch(path: string, data: object): Promise<Doc> {
  // Payload updates documents with PATCH and globals with POST.
  const send = path.startsWith('/api/globals/') ? api.post.bind(api) : api.patch.bind(api)
  const body = await json<{ doc?: Doc; result?: Doc } & Doc>(await send(path, { data }))
  return body.doc ?? body.result ?? body
}

let landscapes: Doc
let abstracts: Doc
let portfolio: Doc
let nested: Doc
let calmTagId: number
let demoPageSlug: string

beforeAll(async () => {
  browser = await launchBrowser()
  api = await request.newContext({ baseURL: baseUrl })
  await json(await api.post('/api/users/login', { data: { email: admin.email, password: admin.password } }))

  landscapes = await findOne('galleries', 'landscapes')
  abstracts = await findOne('galleries', 'abstracts')
  portfolio = await findOne('albums', 'portfolio')
  calmTagId = (await findOne('gallery-tags', 'calm')).id

  // Landscapes: 4 photos a page, with search, sort and tag filter, right-click disabled.
  const view = landscapes.view as object
  await patch(`/api/galleries/${landscapes.id}`, {
    view: { ...view, imagesPerPage: 4, showSearch: true, showSort: true, showTagFilter: true, disableRightClick: true },
  })
  restore.push(() => patch(`/api/galleries/${landscapes.id}`, { view }))

  // The tag filter needs the site-wide switch too; album pages of 2 items.
  const settings = await json(await api.get('/api/globals/gallery-settings?depth=0'))
  await patch('/api/globals/gallery-settings', { showTagFilter: true, imagesPerPage: 2 })
  restore.push(() => patch('/api/globals/gallery-settings', { showTagFilter: settings.showTagFilter, imagesPerPage: settings.imagesPerPage }))

  // Two rated photos, both tagged Calm.
  const { docs: photos } = await json<{ docs: Doc[] }>(
    await api.get(`/api/gallery-images?where[gallery][equals]=${landscapes.id}&sort=order&limit=100&depth=0`),
  )
  // The demo's month of visits rated some photos (cms/seed/demo-stats.ts, different each day):
  // the others are held unrated for the sort, and every photo gets its own figures back.
  const rated = new Map<unknown, number>([
    ['Dune grass by the sea', 4.8],
    ['Seed heads at sunset', 4.2],
  ])
  for (const photo of photos) {
    const avgRating = rated.get(photo.alt)
    const original = { avgRating: photo.avgRating ?? 0, rateCount: photo.rateCount ?? 0 }
    if (avgRating === undefined && !original.rateCount) continue
    await patch(`/api/gallery-images/${photo.id}`, avgRating === undefined ? { avgRating: 0, rateCount: 0 } : { avgRating, rateCount: 5 })
    restore.push(() => patch(`/api/gallery-images/${photo.id}`, original))
  }

  // Portfolio gets a third item, a sub-album holding Abstracts: page 2 of the album.
  nested = await json<{ doc: Doc }>(
    await api.post('/api/albums', {
      data: { name: 'Nested series', slug: 'nested-series', published: true, items: [{ relationTo: 'galleries', value: abstracts.id }] },
    }),
  ).then((body) => body.doc)
  const items = (portfolio.items as { relationTo: string; value: number }[]).map(({ relationTo, value }) => ({ relationTo, value }))
  await patch(`/api/albums/${portfolio.id}`, { items: [...items, { relationTo: 'albums', value: nested.id }] })
  restore.push(() => api.delete(`/api/albums/${nested.id}`))
  restore.push(() => patch(`/api/albums/${portfolio.id}`, { items }))

  // A page with two gallery blocks: each keeps its own state under its own view index.
  demoPageSlug = `gallery-views-${Date.now()}`
  const demoPage = await json<{ doc: Doc }>(
    await api.post('/api/pages', {
      data: {
        title: 'Gallery views',
        slug: demoPageSlug,
        _status: 'published',
        layout: [
          { blockType: 'gallery', heading: 'Landscapes in masonry', source: { relationTo: 'galleries', value: landscapes.id }, view: 'masonry' },
          { blockType: 'gallery', heading: 'Abstracts in mosaic', source: { relationTo: 'galleries', value: abstracts.id }, view: 'mosaic' },
        ],
      },
    }),
  ).then((body) => body.doc)
  restore.push(() => api.delete(`/api/pages/${demoPage.id}`))
})

afterAll(async () => {
  // Undo in reverse order, so the other journeys see the demo site as seeded.
  for (const undo of restore.reverse()) await undo().catch((error) => console.error(error))
  await api?.dispose()
  await browser?.close()
})

/** The titles a view shows: visible titles where there are, otherwise the images' alt text. */
const titles = (page: Page, view = 0) =>
  page
    .locator(`#gallery-view-${view} [data-gallery-item]`)
    .evaluateAll((items) =>
      items.map((item) => item.querySelector('.thumbnails__title, .card__title, .blog-style__title')?.textContent || item.querySelector('img')?.alt || ''),
    )

/** Marks the document; the mark survives in-place updates and disappears on a full page load. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __galleryMark: number }).__galleryMark = 1))
const marked = (page: Page) => page.evaluate(() => (window as unknown as { __galleryMark?: number }).__galleryMark === 1)

async function expectState(page: Page, expected: string[], label: string) {
  await expect.poll(() => titles(page), { timeout: 15_000 }).toEqual(expected)
  await page.reload()
  await expect(titles(page), `${label}, after a reload`).resolves.toEqual(expected)
}

describe('Gallery views', () => {
  it('a visitor pages through a gallery, searches for a title, filters by a tag and sorts by rating, and each state survives a reload', async () => {
    // A short window, so the page scrolls and the scroll after paging can be measured.
    const { page, errors } = await newVisitor(browser, { reducedMotion: 'reduce', viewport: { width: 1280, height: 420 } })
    await page.goto('/galleries/landscapes')
    await expect(titles(page)).resolves.toEqual(['First light over the ridge', 'Quiet valley', 'Trail to the peaks', 'Blue hour on the bridge'])
    await expect(page.locator('.gallery-status').textContent()).resolves.toBe('Images 1–4 of 15')
    await expectNoAxeViolations(page, 'thumbnails view')

    // Paging updates the view in place and scrolls to 150 px above it.
    await mark(page)
    const pager = page.getByRole('navigation', { name: 'Pages of Landscapes' })
    await pager.getByRole('link', { name: 'Page 2' }).click()
    await page.waitForURL(/\?page_number_0=2$/)
    await expect.poll(() => titles(page)).toEqual(['Forest stream', 'Seed heads at sunset', 'Dune grass by the sea', 'Storm over the plain'])
    await expect(marked(page), 'no full page load').resolves.toBe(true)
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById('gallery-view-0')!.getBoundingClientRect().top)))
      .toBe(150)
    await expect(pager.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).resolves.toBe('page')
    await expectState(page, ['Forest stream', 'Seed heads at sunset', 'Dune grass by the sea', 'Storm over the plain'], 'page 2')

    // Search for a title.
    const form = page.getByRole('search', { name: 'Search and sort Landscapes' })
    await form.getByRole('searchbox', { name: 'Search' }).fill('valley')
    await form.getByRole('searchbox', { name: 'Search' }).press('Enter')
    await page.waitForURL(/bwg_search_0=valley/)
    expect(new URL(page.url()).searchParams.get('page_number_0')).toBeNull()
    await expectState(page, ['Quiet valley'], 'search')
    await expect(form.getByRole('searchbox', { name: 'Search' }).inputValue()).resolves.toBe('valley')

    // A search that finds nothing says so.
    await form.getByRole('searchbox', { name: 'Search' }).fill('zebra')
    await form.getByRole('button', { name: 'Show' }).click()
    await page.waitForURL(/bwg_search_0=zebra/)
    await expect(page.getByText('There are no images.', { exact: true }).isVisible()).resolves.toBe(true)
    await expectNoAxeViolations(page, 'a search without results')

    // Filter by a tag (the search cleared).
    await form.getByRole('searchbox', { name: 'Search' }).fill('')
    await form.getByRole('combobox', { name: 'Tag' }).selectOption({ label: 'Calm' })
    await form.getByRole('button', { name: 'Show' }).click()
    await page.waitForURL(new RegExp(`bwg_tag_id_0=${calmTagId}`))
    await expectState(page, ['Quiet valley', 'Trail to the peaks', 'Seed heads at sunset', 'Dune grass by the sea'], 'tag filter')
    await expect(page.locator('.gallery-status').textContent()).resolves.toBe('Images 1–4 of 8')

    // Sort by rating, still within the tag: the two rated photos first, then later photos first.
    await form.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Highest rated' })
    await form.getByRole('button', { name: 'Show' }).click()
    await page.waitForURL(/sortImagesByValue_0=rating/)
    await expectState(page, ['Dune grass by the sea', 'Seed heads at sunset', 'Paint brushes', 'Fig in a red bowl'], 'sorted by rating')
    expect(new URL(page.url()).searchParams.get(`bwg_tag_id_0`)).toBe(String(calmTagId))
    await expect(form.getByRole('combobox', { name: 'Sort by' }).inputValue()).resolves.toBe('rating')
    await expectNoAxeViolations(page, 'filtered and sorted')

    // Page 2 of that state, then the browser's back button.
    await page.getByRole('navigation', { name: 'Pages of Landscapes' }).getByRole('link', { name: 'Next' }).click()
    await page.waitForURL(/page_number_0=2/)
    await expectState(page, ['A drum and a glass of wine', 'Two friends at the window', 'Trail to the peaks', 'Quiet valley'], 'page 2 sorted by rating')
    await page.goBack()
    await expect.poll(() => titles(page)).toEqual(['Dune grass by the sea', 'Seed heads at sunset', 'Paint brushes', 'Fig in a red bowl'])

    // Right-click is refused on the photos (the gallery asks), never on the links keyboards use.
    const refused = await page.evaluate(() => {
      const image = document.querySelector('#gallery-view-0 img')!
      const link = document.querySelector<HTMLAnchorElement>('#gallery-view-0 [data-gallery-item] a')!
      const open = (target: Element) => !target.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, button: 2 }))
      return { image: open(image), link: open(link) }
    })
    expect(refused).toEqual({ image: true, link: false })
    expect(errors).toEqual([])
  })

  it('a visitor opens an album, then a gallery inside it, and goes back to the album page they came from', async () => {
    const { page, errors } = await newVisitor(browser, { reducedMotion: 'reduce' })
    await page.goto('/albums/portfolio')
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Portfolio')
    await expect(titles(page)).resolves.toEqual(['Landscapes', 'Abstracts'])
    await expectNoAxeViolations(page, 'album view')

    await page.getByRole('navigation', { name: 'Pages of Portfolio' }).getByRole('link', { name: 'Page 2' }).click()
    await page.waitForURL(/page_number_0=2/)
    await expect.poll(() => titles(page)).toEqual(['Nested series'])

    // Into the sub-album: the URL carries the way back.
    await mark(page)
    await page.getByRole('link', { name: /Nested series/ }).click()
    await page.waitForURL(new RegExp(`album_gallery_id_0=${nested.id}`))
    const url = new URL(page.url())
    expect(url.searchParams.get('type_0')).toBe('album')
    expect(url.searchParams.get('bwg_previous_album_id_0')).toBe(String(portfolio.id))
    expect(url.searchParams.get('bwg_previous_album_page_number_0')).toBe('2')
    await expect.poll(() => titles(page)).toEqual(['Abstracts'])
    await expect(page.getByRole('heading', { level: 2, name: 'Nested series' }).isVisible()).resolves.toBe(true)
    await expect(marked(page), 'opened in place').resolves.toBe(true)

    // Into the gallery, and to its second page (2 photos a page now).
    await page.getByRole('link', { name: /Abstracts/ }).click()
    await page.waitForURL(new RegExp(`album_gallery_id_0=${abstracts.id}`))
    await expect.poll(() => titles(page)).toEqual(['Water drop', 'Leaf lines'])
    await expect(page.getByRole('heading', { level: 2, name: 'Abstracts' }).isVisible()).resolves.toBe(true)
    await page.getByRole('navigation', { name: 'Pages of Abstracts' }).getByRole('link', { name: 'Page 2' }).click()
    await page.waitForURL(/page_number_0=2/)
    await expectState(page, ['Orange bloom', 'Marigold'], 'page 2 of a gallery inside an album')
    await expectNoAxeViolations(page, 'a gallery inside an album')

    // Back, level by level, to the album page the visitor came from.
    await page.getByRole('link', { name: 'Back to Nested series' }).click()
    await expect.poll(() => titles(page)).toEqual(['Abstracts'])
    await page.getByRole('link', { name: 'Back to Portfolio' }).click()
    await page.waitForURL(/\/albums\/portfolio\?page_number_0=2$/)
    await expect.poll(() => titles(page)).toEqual(['Nested series'])
    await page.reload()
    await expect(titles(page)).resolves.toEqual(['Nested series'])
    expect(errors).toEqual([])
  })

  it('renders every view on the server with alt text, width, height and srcset, without axe violations', async () => {
    const { page, errors } = await newVisitor(browser)
    for (const view of ['thumbnails', 'masonry', 'mosaic', 'blog_style']) {
      const path = `/galleries/landscapes?type_0=${view}`
      const html = await (await page.request.get(path)).text()
      expect(html, view).toMatch(/<img [^>]*srcSet="[^"]+ 400w, [^"]+"[^>]*alt="[^"]*"[^>]*width="\d+" height="\d+"/)
      await page.goto(path)
      await expect(page.locator('[data-gallery-item] img').count(), view).resolves.toBe(4)
      await expect(page.locator('[data-gallery-item] img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).resolves.toBe(true)
      await expectNoAxeViolations(page, `${view} view`)
    }
    expect(errors).toEqual([])
  })

  // Regression (visual review): a portrait in blog style filled the 48rem column and stood 1,150 px tall.
  it('fits a portrait photo in blog style within the screen, in its own shape', async () => {
    const { docs } = await json<{ docs: Doc[] }>(await api.get('/api/media?limit=1&depth=0'))
    const picture = docs[0]!
    const { doc: gallery } = await json<{ doc: Doc }>(await api.post('/api/galleries', { data: { name: `Portrait ${Date.now()}`, _status: 'published' } }))
    restore.push(() => api.delete(`/api/galleries/${gallery.id}`))
    await json(await api.post('/api/gallery-images', { data: { gallery: gallery.id, alt: 'A tall one', imageUrl: picture.url, thumbUrl: picture.url, width: 800, height: 1200 } }))
    for (const viewport of [{ width: 1280, height: 800 }, { width: 375, height: 667 }]) {
      const { page, context } = await newVisitor(browser, { viewport })
      await page.goto(`/galleries/${gallery.slug}?type_0=blog_style`)
      const box = (await page.locator('.blog-style .gallery-frame').first().boundingBox())!
      expect(box.height, `${viewport.width} px`).toBeLessThanOrEqual(viewport.height * 0.85 + 1)
      expect(box.width / box.height, `${viewport.width} px`).toBeCloseTo(800 / 1200, 2)
      await context.close()
    }
  })

  it('keeps two gallery blocks on one page apart: each pages on its own', async () => {
    const { page, errors } = await newVisitor(browser, { reducedMotion: 'reduce' })
    await page.goto(`/${demoPageSlug}`)
    await expect(page.locator('#gallery-view-0 .masonry').count()).resolves.toBe(1)
    await expect(page.locator('#gallery-view-1 .mosaic').count()).resolves.toBe(1)
    await expectNoAxeViolations(page, 'a page with masonry and mosaic blocks')

    await page.getByRole('navigation', { name: 'Pages of Landscapes' }).getByRole('link', { name: 'Page 3' }).click()
    await page.waitForURL(/page_number_0=3/)
    await page.getByRole('navigation', { name: 'Pages of Abstracts' }).getByRole('link', { name: 'Page 2' }).click()
    await page.waitForURL(/page_number_1=2/)
    expect(new URL(page.url()).searchParams.get('page_number_0')).toBe('3')
    await expect.poll(() => titles(page, 1)).toEqual(['Orange bloom', 'Marigold'])
    // Masonry lists its images column by column.
    expect((await titles(page)).sort()).toEqual(['A drum and a glass of wine', 'Bird under the lamps', 'Dragonfly in the hedge', 'Two friends at the window'])
    await page.reload()
    await expect(page.locator('#gallery-view-0 [data-gallery-item]').count()).resolves.toBe(4)
    await expect(page.locator('#gallery-view-1 [data-gallery-item]').count()).resolves.toBe(2)
    await expect(page.getByRole('navigation', { name: 'Pages of Landscapes' }).getByRole('link', { name: 'Page 3' }).getAttribute('aria-current')).resolves.toBe('page')
    expect(errors).toEqual([])
  })

  it('loads more photos under the ones shown when the site asks for "Load more"', async () => {
    const settings = await json(await api.get('/api/globals/gallery-settings?depth=0'))
    await patch('/api/globals/gallery-settings', { loadMore: true })
    try {
      const { page, errors } = await newVisitor(browser, { reducedMotion: 'reduce' })
      await page.goto('/galleries/landscapes')
      await expect(page.getByRole('navigation', { name: 'Pages of Landscapes' }).count()).resolves.toBe(0)
      await mark(page)
      // The view's script loads when the view is in sight (decision 026); before, the link loads the next page as a plain link does.
      await hydrated(page.getByRole('link', { name: 'Load more' }))
      await page.getByRole('link', { name: 'Load more' }).click()
      await page.waitForURL(/page_number_0=2&bwg_load_more_0=1$/)
      await expect.poll(() => titles(page)).toHaveLength(8)
      await expect(marked(page)).resolves.toBe(true)
      // Focus goes to the first photo that arrived.
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Forest stream')
      await page.reload()
      await expect(titles(page)).resolves.toHaveLength(8)
      await hydrated(page.getByRole('link', { name: 'Load more' }))
      await page.getByRole('link', { name: 'Load more' }).click()
      await page.waitForURL(/page_number_0=3&bwg_load_more_0=1$/)
      await expect.poll(() => titles(page)).toHaveLength(12)
      await page.getByRole('link', { name: 'Load more' }).click()
      await page.waitForURL(/page_number_0=4&bwg_load_more_0=1$/)
      await expect.poll(() => titles(page)).toHaveLength(15)
      await expect(page.getByRole('link', { name: 'Load more' }).count()).resolves.toBe(0)
      await expectNoAxeViolations(page, 'after loading more')
      expect(errors).toEqual([])
    } finally {
      await patch('/api/globals/gallery-settings', { loadMore: settings.loadMore })
    }
  })

  it('works without JavaScript: page links and the search form load the state’s URL', async () => {
    const { page, errors } = await newVisitor(browser, { javaScriptEnabled: false })
    await page.goto('/galleries/landscapes')
    await page.getByRole('navigation', { name: 'Pages of Landscapes' }).getByRole('link', { name: 'Page 4' }).click()
    await page.waitForURL(/\?page_number_0=4$/)
    await expect(titles(page)).resolves.toEqual(['Half past ten', 'Fig in a red bowl', 'Paint brushes'])
    await page.getByRole('searchbox', { name: 'Search' }).fill('hour')
    await page.getByRole('button', { name: 'Show' }).click()
    await page.waitForURL(/bwg_search_0=hour/)
    await expect(titles(page)).resolves.toEqual(['Blue hour on the bridge'])
    expect(errors).toEqual([])
  })

  it('serves the plain gallery page from the cache, and each state with parameters per request', async () => {
    const { page } = await newVisitor(browser)
    await page.request.get('/galleries/abstracts')
    const cached = await page.request.get('/galleries/abstracts')
    // From the server's page cache (decision 027), which keeps Next's prerendered page.
    expect(cached.headers()['x-vitrine-cache']).toBe('HIT')
    const state = await page.request.get('/galleries/abstracts?page_number_0=2')
    expect(state.status()).toBe(200)
    expect(state.headers()['x-nextjs-cache']).toBeUndefined()
    expect(state.headers()['cache-control']).toMatch(/no-store/)
    expect(await state.text()).toContain('<meta name="robots" content="noindex, follow"/>')
  })

  it('answers hostile parameters with the first page or a 400 that says why', async () => {
    const { page } = await newVisitor(browser)
    for (const [key, value] of [
      ['page_number_0', '-5'],
      ['page_number_0', '99999999999999'],
      ['sortImagesByValue_0', '1;DROP TABLE x'],
      ['type_0', '<script>'],
      ['bwg_tag_id_0', '1 OR 1=1'],
    ]) {
      const response = await page.request.get(`/galleries/landscapes?${new URLSearchParams({ [key]: value })}`)
      expect(response.status(), `${key}=${value}`).toBe(200)
      expect(await response.text(), `${key}=${value}`).toContain('First light over the ridge')
    }
    const tooLong = await page.request.get(`/galleries/landscapes?bwg_search_0=${'x'.repeat(10_000)}`)
    expect(tooLong.status()).toBe(400)
    expect(await tooLong.text()).toContain('The search text is too long: use at most 200 characters.')
    const twice = await page.request.get('/galleries/landscapes?page_number_0=1&page_number_0=2')
    expect(twice.status()).toBe(400)
  })
})
