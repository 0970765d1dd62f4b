/**
 * The popup's comments (with their one-time captcha) and the shop's cart and order requests,
 * through their endpoints, on SQLite and PostgreSQL.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  CAPTCHA_COOKIE,
  COMMENTS_PER_NETWORK,
  createChallenge,
  handleCaptcha,
  handleChangeCart,
  handleGetCart,
  handleListComments,
  handleOrder,
  handlePostComment,
  handlePriceList,
  solveChallenge,
} from '@/features/lightbox/index.server'
import { mailDeliveryIdle, NO_TRANSPORT_ERROR } from '@/features/contact-form/index.server'
import type { Gallery, GalleryImage, PriceList } from '@/payload-types'

import { testPayload } from '../setup/payload'
import { createMedia, ctx, unique, withDefaults } from './content-helpers'

let payload: Payload
let settingsBefore: unknown
let gallery: Gallery
let image: GalleryImage
let forSale: GalleryImage
let priceList: PriceList
let address = 0

const json = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-vitrine-peer': headers.peer ?? `192.0.2.${(address++ % 250) + 1}`, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

async function captcha(): Promise<{ cookie: string; code: string }> {
  const { token, code } = await createChallenge(payload)
  return { cookie: `${CAPTCHA_COOKIE}=${token}`, code }
}

const comment = async (values: Record<string, unknown>, options: { cookie?: string; peer?: string } = {}) => {
  const solved = options.cookie ? null : await captcha()
  const body = { bwg_name: 'Ada', bwg_email: ' ada@example.com ', bwg_comment: 'Lovely light.', bwg_captcha_input: solved?.code ?? '', privacy: true, ...values }
  const headers: Record<string, string> = { cookie: options.cookie ?? solved!.cookie }
  if (options.peer) headers.peer = options.peer
  return handlePostComment(payload, json(`/lightbox/images/${image.id}/comments`, body, headers), String(image.id))
}

const setSettings = (data: Record<string, unknown>) => payload.updateGlobal({ slug: 'gallery-settings', data, overrideAccess: true, context: ctx })

beforeAll(async () => {
  payload = await testPayload()
  settingsBefore = await payload.findGlobal({ slug: 'gallery-settings', overrideAccess: true, depth: 0 })
  await setSettings({ enableComments: true, commentModeration: false, enableEcommerce: true })
  gallery = await payload.create({ collection: 'galleries', data: withDefaults({ name: `Comments ${unique()}` }), overrideAccess: true, context: ctx })
  const media = await createMedia(payload)
  image = await payload.create({ collection: 'gallery-images', data: withDefaults({ gallery: gallery.id, alt: 'Harbour at dusk', image: media.id }), overrideAccess: true, context: ctx })
  priceList = await payload.create({
    collection: 'price-lists',
    data: withDefaults({
      title: 'Prints',
      currency: 'EUR',
      manual: { enabled: true, price: 25, text: 'A print.' },
      downloads: [{ name: 'Web', longestDimension: 1200, price: 5 }],
      options: [
        { name: 'Frame', price: 40.1 },
        { name: 'Gift wrap', price: 4.2 },
      ],
    }),
    overrideAccess: true,
    context: ctx,
  })
  forSale = await payload.create({
    collection: 'gallery-images',
    data: withDefaults({ gallery: gallery.id, alt: 'Cliffs', image: media.id, pricelist: priceList.id, pricelistSections: ['manual', 'options'] }),
    overrideAccess: true,
    context: ctx,
  })
})

// The suite shares one database: leave the gallery settings as they were found.
afterAll(async () => {
  const { id: _id, updatedAt: _updated, createdAt: _created, globalType: _type, ...settings } = settingsBefore as Record<string, unknown>
  await payload.updateGlobal({ slug: 'gallery-settings', data: settings, overrideAccess: true, context: ctx })
})

describe('the captcha', () => {
  it('draws a PNG and hands the browser only a token cookie', async () => {
    const answer = await handleCaptcha(payload, new Request('http://localhost/lightbox/captcha?r=42'))
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('image/png')
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(answer.headers.get('set-cookie')).toMatch(new RegExp(`^${CAPTCHA_COOKIE}=[\\w-]{32}; Path=/lightbox; Max-Age=900; HttpOnly; SameSite=Strict$`))
    const png = Buffer.from(await answer.arrayBuffer())
    expect(png.subarray(1, 4).toString()).toBe('PNG')
    expect((await handleCaptcha(payload, new Request('http://localhost/lightbox/captcha?r=abc'))).status).toBe(400)
  })

  it('answers once only, and a wrong answer spends the challenge too', async () => {
    const first = await createChallenge(payload)
    expect(await solveChallenge(payload, first.token, first.code)).toBe(true)
    expect(await solveChallenge(payload, first.token, first.code)).toBe(false)
    const second = await createChallenge(payload)
    expect(await solveChallenge(payload, second.token, '00000' === second.code ? '11111' : '00000')).toBe(false)
    expect(await solveChallenge(payload, second.token, second.code)).toBe(false)
    expect(await solveChallenge(payload, null, '12345')).toBe(false)
  })

  it('is refused after it expires', async () => {
    const old = await createChallenge(payload, new Date(Date.now() - 16 * 60 * 1000))
    expect(await solveChallenge(payload, old.token, old.code)).toBe(false)
  })
})

describe('comments', () => {
  it('are stored and listed newest first, visitor text exactly as written (pages show it as text)', async () => {
    const script = '<script>alert("x")</script> & <b>bold</b>'
    const saved = await comment({ bwg_comment: script })
    expect(saved.status).toBe(201)
    expect(await saved.json()).toMatchObject({ published: true, comment: { name: 'Ada', comment: script } })
    await comment({ bwg_comment: 'Second.' })
    const list = await (await handleListComments(payload, String(image.id))).json()
    expect(list.comments.map((c: { comment: string }) => c.comment).slice(0, 2)).toEqual(['Second.', script])
    expect(JSON.stringify(list)).not.toContain('ada@example.com')
    const stored = await payload.find({ collection: 'image-comments', where: { comment: { equals: script } }, overrideAccess: true })
    expect(stored.docs[0]?.email).toBe('ada@example.com')
  })

  it('refuse a reused captcha', async () => {
    const solved = await captcha()
    expect((await comment({ bwg_captcha_input: solved.code }, { cookie: solved.cookie })).status).toBe(201)
    const again = await comment({ bwg_captcha_input: solved.code }, { cookie: solved.cookie })
    expect(again.status).toBe(400)
    expect(await again.json()).toMatchObject({ code: 'lightbox_captcha', fields: { bwg_captcha_input: expect.stringMatching(/wrong or has expired/) } })
  })

  it('with moderation on, wait unpublished and never raise the count until an admin publishes them', async () => {
    await setSettings({ commentModeration: true })
    try {
      const before = (await payload.findByID({ collection: 'gallery-images', id: image.id, overrideAccess: true })).commentCount
      const held = await comment({ bwg_comment: 'Waiting for approval.' })
      expect(await held.json()).toMatchObject({ published: false, comment: null, message: expect.stringMatching(/once it has been approved/) })
      const list = await (await handleListComments(payload, String(image.id))).json()
      expect(list.comments.map((c: { comment: string }) => c.comment)).not.toContain('Waiting for approval.')
      expect((await payload.findByID({ collection: 'gallery-images', id: image.id, overrideAccess: true })).commentCount).toBe(before)
    } finally {
      await setSettings({ commentModeration: false })
    }
  })

  it.each([
    [{ bwg_name: '  ' }, 'bwg_name', 'Name* field is required.'],
    [{ bwg_comment: '' }, 'bwg_comment', 'Comment* field is required.'],
    [{ bwg_email: 'not an address' }, 'bwg_email', 'This is not a valid e-mail address.'],
    [{ bwg_captcha_input: '' }, 'bwg_captcha_input', 'Security code* field is required.'],
    [{ privacy: false }, 'privacy', expect.stringMatching(/Tick the box/)],
    [{ bwg_comment: 'x'.repeat(5001) }, 'bwg_comment', 'Comment is too long: use at most 5,000 characters.'],
  ])('refuse %j with the field’s message, storing nothing', async (values, field, message) => {
    const before = (await payload.count({ collection: 'image-comments', overrideAccess: true })).totalDocs
    const answer = await comment(values)
    expect(answer.status).toBe(400)
    expect((await answer.json()).fields[field]).toEqual(message)
    expect((await payload.count({ collection: 'image-comments', overrideAccess: true })).totalDocs).toBe(before)
  })

  it('refuse an address the comments collection could not store with a 400 that names the field, and store nothing', async () => {
    // These passed the form's old pattern and were then refused on save: a 503 "try again", forever.
    for (const address of ['a@b.c', 'a..b@example.com', 'a@-example.com']) {
      const answer = await comment({ bwg_email: address, bwg_comment: `Written from ${address}` })
      expect(answer.status, address).toBe(400)
      expect(await answer.json()).toMatchObject({ code: 'lightbox_invalid', fields: { bwg_email: 'This is not a valid e-mail address.' } })
      const stored = await payload.find({ collection: 'image-comments', where: { comment: { equals: `Written from ${address}` } }, overrideAccess: true })
      expect(stored.totalDocs).toBe(0)
    }
  })

  it('refuse a 100 KB comment, a body that is not JSON, an unknown or unpublished photo', async () => {
    const solved = await captcha()
    const path = `/lightbox/images/${image.id}/comments`
    const big = json(path, { bwg_name: 'A', bwg_comment: 'x'.repeat(100_000), bwg_captcha_input: solved.code, privacy: true }, { cookie: solved.cookie })
    expect((await handlePostComment(payload, big, String(image.id))).status).toBe(413)
    expect((await handlePostComment(payload, json(path, 'not json'), String(image.id))).status).toBe(400)
    expect((await handlePostComment(payload, json('/x', {}), '999999999')).status).toBe(404)
    expect((await handleListComments(payload, 'abc')).status).toBe(404)
  })

  it(`stop a flood: at most ${COMMENTS_PER_NETWORK} from one network in ten minutes`, async () => {
    for (let i = 0; i < COMMENTS_PER_NETWORK; i++) expect((await comment({ bwg_comment: `Flood ${i}` }, { peer: '198.51.100.77' })).status).toBe(201)
    const refused = await comment({ bwg_comment: 'One more' }, { peer: '198.51.100.77' })
    expect(refused.status).toBe(429)
  })

  it('are refused while comments are off', async () => {
    await setSettings({ enableComments: false })
    try {
      expect((await comment({})).status).toBe(403)
      expect((await handleListComments(payload, String(image.id))).status).toBe(403)
    } finally {
      await setSettings({ enableComments: true })
    }
  })
})

describe('the shop', () => {
  const cartRequest = (body: unknown, cookie = '') => json('/lightbox/cart', body, cookie ? { cookie } : {})
  const cookieOf = (response: Response) => response.headers.get('set-cookie')!.split(';')[0]!

  it('shows only the sections the image offers', async () => {
    const view = await (await handlePriceList(payload, String(forSale.id))).json()
    expect(view).toMatchObject({ title: 'Prints', currency: 'EUR', manual: { price: 25 }, downloads: [], options: [{ name: 'Frame' }, { name: 'Gift wrap' }] })
    expect((await handlePriceList(payload, String(image.id))).status).toBe(404)
  })

  it('keeps the cart in a signed cookie, priced from the price list, and sends an order request by mail', async () => {
    const view = await (await handlePriceList(payload, String(forSale.id))).json()
    const frame = view.options[0].id
    const wrap = view.options[1].id
    let answer = await handleChangeCart(payload, cartRequest({ imageId: forSale.id, kind: 'option', itemId: frame, quantity: 1 }))
    expect(answer.status).toBe(200)
    answer = await handleChangeCart(payload, cartRequest({ imageId: forSale.id, kind: 'option', itemId: wrap, quantity: 2 }, cookieOf(answer)))
    const cart = await answer.json()
    expect(cart.lines.map((line: { name: string; total: number }) => [line.name, line.total])).toEqual([
      ['Frame', 40.1],
      ['Gift wrap', 8.4],
    ])
    expect(cart.totals).toEqual([{ currency: 'EUR', total: 48.5 }])
    const cookie = cookieOf(answer)
    expect((await (await handleGetCart(payload, new Request('http://localhost/lightbox/cart', { headers: { cookie } }))).json()).lines).toHaveLength(2)
    // A forged cookie is an empty cart.
    const forged = cookie.replace(/\.[\w-]+$/, `.${'a'.repeat(32)}`)
    expect((await (await handleGetCart(payload, new Request('http://localhost/lightbox/cart', { headers: { cookie: forged } }))).json()).lines).toEqual([])

    const ordered = await handleOrder(payload, json('/lightbox/orders', { name: 'Grace', email: 'grace@example.com', message: 'Framed, please.' }, { cookie }))
    expect(ordered.status).toBe(201)
    expect(ordered.headers.get('set-cookie')).toMatch(/^vitrine_cart=; Path=\/lightbox; Max-Age=0/)
    const { orderId } = await ordered.json()
    const order = await payload.findByID({ collection: 'order-requests', id: orderId, overrideAccess: true })
    expect(order).toMatchObject({ name: 'Grace', email: 'grace@example.com', totals: [{ currency: 'EUR', total: 48.5 }] })
    // The mail goes out in the background at once. This run has no SMTP_URL: the request waits
    // with the reason for the admin and its job stays queued (it was marked sent and the mail
    // dropped, and its job deleted, which also raced this check).
    await mailDeliveryIdle()
    expect(await payload.findByID({ collection: 'order-requests', id: orderId, overrideAccess: true })).toMatchObject({ mailStatus: 'queued', mailError: NO_TRANSPORT_ERROR })
    const jobs = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'sendOrderRequestMail' } }, overrideAccess: true })
    expect(jobs.docs.some((job) => (job.input as { orderId?: number }).orderId === orderId)).toBe(true)
  })

  it('refuses bad changes and empty orders with a sentence', async () => {
    const change = (body: unknown) => handleChangeCart(payload, cartRequest(body))
    expect((await change({ imageId: forSale.id, kind: 'option', itemId: 'nope', quantity: 1 })).status).toBe(404)
    expect((await change({ imageId: forSale.id, kind: 'download', itemId: 'x', quantity: 1 })).status).toBe(404)
    expect((await change({ imageId: forSale.id, kind: 'option', itemId: 'x', quantity: 100 })).status).toBe(400)
    expect((await change({ imageId: 'x', kind: 'option', itemId: 'x', quantity: 1 })).status).toBe(400)
    expect((await change({ imageId: image.id, kind: 'manual', itemId: 'manual', quantity: 1 })).status).toBe(404)
    const empty = await handleOrder(payload, json('/lightbox/orders', { name: 'Grace', email: 'grace@example.com' }))
    expect(empty.status).toBe(400)
    expect((await empty.json()).message).toMatch(/Your cart is empty/)
    const invalid = await handleOrder(payload, json('/lightbox/orders', { name: '', email: 'nope' }))
    expect(await invalid.json()).toMatchObject({ fields: { name: 'Name* field is required.', email: 'This is not a valid e-mail address.' } })
  })

  it('refuses an address the order requests could not store with a 400 that names the field, and keeps the cart', async () => {
    const view = await (await handlePriceList(payload, String(forSale.id))).json()
    const answer = await handleChangeCart(payload, cartRequest({ imageId: forSale.id, kind: 'option', itemId: view.options[0].id, quantity: 1 }))
    const cookie = cookieOf(answer)
    const before = await payload.count({ collection: 'order-requests', overrideAccess: true })
    const ordered = await handleOrder(payload, json('/lightbox/orders', { name: 'Grace', email: 'a@b.c' }, { cookie }))
    expect(ordered.status).toBe(400)
    expect(await ordered.json()).toMatchObject({ code: 'lightbox_invalid', fields: { email: 'This is not a valid e-mail address.' } })
    expect(ordered.headers.get('set-cookie')).toBeNull()
    expect(await payload.count({ collection: 'order-requests', overrideAccess: true })).toEqual(before)
  })
})
