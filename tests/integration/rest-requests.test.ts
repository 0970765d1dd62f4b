/**
 * Hostile and malformed requests to Payload's REST API, through the app's route handlers
 * (hardening issue, items 5 and 6): an anonymous upload is refused before its body is read, and
 * requests that answered 500 answer a 4xx with a sentence.
 */
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../setup/payload'
import { createMedia } from './content-helpers'
import { adminAuthorization, api } from './rest-helpers'

let payload: Payload
let admin: string

beforeAll(async () => {
  payload = await testPayload()
  admin = await adminAuthorization(payload)
  // Loads the route module and signs nobody in once, so the timings below are of the request only.
  await (await api('POST', '/api/media', { body: 'x', headers: { 'content-type': 'text/plain' } })).text()
})

/** A multipart upload of `size` bytes that counts how much of it the server pulled. */
function countedUpload(size: number) {
  const boundary = 'vitrine-test-boundary'
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"alt":"Big"}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  const chunk = Buffer.alloc(64 * 1024, 0x41)
  const counter = { pulled: 0 }
  let sent = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const part = sent === 0 ? head : sent >= size ? tail : chunk.subarray(0, Math.min(chunk.length, size - sent))
      sent += sent === 0 ? 1 : part.length
      counter.pulled += part.length
      controller.enqueue(new Uint8Array(part))
      if (part === tail) controller.close()
    },
  })
  const headers = { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(head.length + size + tail.length) }
  return { body, headers, counter }
}

describe('an upload from a visitor', () => {
  const fiftyMegabytes = 50 * 1024 * 1024

  // Regression: Payload read (and parsed) the whole body before answering 403.
  it.each([
    ['POST', '/api/media'],
    ['PATCH', '/api/media/1'],
    ['PATCH', '/api/media?where[id][equals]=1'],
  ] as const)('%s %s with 50 MB is refused at once, the body unread', async (method, target) => {
    const upload = countedUpload(fiftyMegabytes)
    const started = performance.now()
    const response = await api(method, target, { body: upload.body, headers: upload.headers })
    const elapsed = performance.now() - started
    expect(upload.counter.pulled, 'bytes of the body read').toBeLessThan(1024 * 1024)
    expect(elapsed).toBeLessThan(2000)
    expect(response.status).toBe(403)
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0].message).toBe('Sign in as an admin to upload or change files.')
    await upload.body.cancel().catch(() => undefined)
  })

  it('is still taken from an admin, under a generated name', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#225588' } }).jpeg().toBuffer()
    const form = new FormData()
    form.append('_payload', JSON.stringify({ alt: 'From the REST API' }))
    form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'shell.php')
    const response = await api('POST', '/api/media', { authorization: admin, body: form })
    expect(response.status).toBe(201)
    const { doc } = (await response.json()) as { doc: { filename: string; originalFilename: string; public: boolean } }
    expect(doc.filename).toMatch(/^shell-[0-9a-f]{8}\.jpg$/)
    expect(doc.originalFilename).toBe('shell.php')
    expect(doc.public).toBe(false)
  })
})

/** The status and first error message of a request. */
async function answer(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', target: string, options: { authorization?: string; json?: unknown; raw?: string; type?: string } = {}) {
  const body = options.raw ?? (options.json === undefined ? undefined : JSON.stringify(options.json))
  const headers = body === undefined ? undefined : { 'content-type': options.type ?? 'application/json', 'content-length': String(Buffer.byteLength(body)) }
  const response = await api(method, target, { authorization: options.authorization, body, headers })
  const text = await response.text()
  const message = (JSON.parse(text || '{}') as { errors?: { message?: string }[] }).errors?.[0]?.message ?? ''
  return { status: response.status, message }
}

describe('requests that answered 500', () => {
  it.each([
    ['a visitor', 'GET', '/api/media/file/missing.jpg', 403, 'You are not allowed to perform this action.'],
    ['an admin', 'GET', '/api/media/file/missing.jpg', 404, 'There is no such file: it was never uploaded, or it has been deleted.'],
    ['a visitor', 'POST', '/api/users/verify/abc', 404, 'Email addresses are not verified on this site: an admin creates each account.'],
    ['a visitor', 'GET', '/api/payload-migrations', 404, 'Nothing answers GET /api/payload-migrations.'],
    ['a visitor', 'GET', '/api/categories/abc', 404, 'Not Found'],
    ['an admin', 'DELETE', '/api/categories/login', 404, 'Not Found'],
    ['an admin', 'GET', '/api/categories/versions', 404, 'This collection keeps no versions.'],
    ['an admin', 'GET', '/api/globals/site/versions/abc', 404, 'This global keeps no versions.'],
    ['an admin', 'POST', '/api/pages/abc/duplicate', 404, 'Not Found'],
    ['a visitor', 'GET', '/api/pages?where[id][in]=a,b', 400, 'where[id][in] must list values that are each a number, separated by commas.'],
    ['a visitor', 'GET', '/api/pages/count?where[createdAt][equals]=soon', 400, 'where[createdAt][equals] must be a date such as 2024-05-01.'],
    ['a visitor', 'GET', '/api/pages?where[title][equals][x]=1', 400, 'where[title][equals] must be a piece of text.'],
    ['a visitor', 'GET', '/api/gallery-images?where[id][all]=1', 400, 'where[id][all] needs a field that holds several values; use in.'],
    // Found by a probe of the REST API: each answered 500.
    ['a visitor', 'GET', '/api/posts?limit=1&limit=2', 400, 'limit must be given once, as a whole number, e.g. limit=10.'],
    ['a visitor', 'GET', '/api/pages?where[layout][exists]=true', 400, 'where[layout] is a list of blocks: ask about one of their fields, e.g. where[layout.id][exists]=true.'],
    ['a visitor', 'GET', '/api/pages?where[layout.blockType][in]=hero,x', 400, 'where[layout.blockType] can only be compared with equals or not_equals and one block type, e.g. where[layout.blockType][equals]=hero.'],
    ['a visitor', 'GET', '/api/gallery-images?where[tags][all]=1', 400, 'where[tags][all] is not supported for links to other documents; use in.'],
    ['a visitor', 'GET', '/api/albums?where[items][equals]=1', 400, 'where[items] links to more than one collection: ask about where[items.value] (the id) or where[items.relationTo] (the collection).'],
  ] as const)('%s: %s %s answers %i with a sentence', async (who, method, target, status, message) => {
    expect(await answer(method, target, who === 'an admin' ? { authorization: admin } : {})).toEqual({ status, message })
  })

  it.each([
    ['no body', undefined, undefined],
    ['a JSON string', '"s"', undefined],
    ['a JSON list', '[1]', undefined],
    ['a form', 'title=x', 'application/x-www-form-urlencoded'],
  ])("an admin's create, update or global save with %s answers 400", async (_, raw, type) => {
    const { id } = await payload.create({ collection: 'categories', data: { title: `C ${Date.now()}` } as never, overrideAccess: true, context: { skipRevalidate: true } })
    const expected = { status: 400, message: 'Send the document as a JSON object (Content-Type: application/json), or as multipart form data with its fields as JSON in _payload.' }
    expect(await answer('POST', '/api/categories', { authorization: admin, raw, type })).toEqual(expected)
    expect(await answer('PATCH', `/api/categories/${id}`, { authorization: admin, raw, type })).toEqual(expected)
    expect(await answer('POST', '/api/globals/site', { authorization: admin, raw, type })).toEqual(expected)
  })

  const junkForm = { raw: 'junk', type: 'multipart/form-data; boundary=x' }
  const badFields = { raw: '--x\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{bad\r\n--x--\r\n', type: 'multipart/form-data; boundary=x' }
  const formMessage = 'The form data could not be read. Send it as multipart/form-data with a boundary, or as JSON.'
  const objectMessage = 'Send the document as a JSON object (Content-Type: application/json), or as multipart form data with its fields as JSON in _payload.'
  it.each([
    ['a visitor', '/api/users/login', badFields, objectMessage],
    ['a visitor', '/api/users/forgot-password', badFields, objectMessage],
    ['an admin', '/api/posts', junkForm, formMessage],
    ['an admin', '/api/posts', badFields, objectMessage],
    ['an admin', '/api/gallery-images', { json: { embedUrl: 123 } }, 'embedUrl must be a piece of text.'],
    ['an admin', '/api/gallery-images', { json: { embedUrl: 'https://www.youtube.com/watch?v=x', gallery: 'abc' } }, 'gallery must be the id of a document in galleries, such as 12.'],
    ['an admin', '/api/gallery-images', { json: { embedUrl: 'https://www.youtube.com/watch?v=x', gallery: 99999999999 } }, 'gallery must be the id of a document in galleries, such as 12.'],
  ] as const)('%s: POST %s with a body Payload cannot read answers 400 with a sentence (a probe of the REST API found 500s)', async (who, target, body, message) => {
    expect(await answer('POST', target, { ...body, ...(who === 'an admin' ? { authorization: admin } : {}) })).toEqual({ status: 400, message })
  })

  it('a date that is not one is refused, and never stored to break later reads', async () => {
    const { id } = await payload.create({ collection: 'categories', data: { title: `D ${Date.now()}` } as never, overrideAccess: true, context: { skipRevalidate: true } })
    expect(await answer('PATCH', `/api/categories/${id}`, { authorization: admin, json: { createdAt: 'nope' } })).toEqual({
      status: 400,
      message: 'createdAt must be a date such as 2024-05-01T12:00:00.000Z.',
    })
    expect((await answer('GET', `/api/categories/${id}`)).status).toBe(200)
  })

  // Regression: the read limits refused the relationships Payload loads for a visitor's request.
  it('a visitor may still ask for related documents (depth)', async () => {
    const media = await createMedia(payload)
    const gallery = await payload.create({ collection: 'galleries', data: { name: `Depth ${Date.now()}` } as never, overrideAccess: true, context: { skipRevalidate: true } })
    const image = await payload.create({ collection: 'gallery-images', data: { gallery: gallery.id, alt: 'Depth', image: media.id }, overrideAccess: true, context: { skipRevalidate: true } })
    const response = await api('GET', `/api/gallery-images?where[id][equals]=${image.id}&depth=1`)
    expect(response.status).toBe(200)
    const { docs } = (await response.json()) as { docs: { gallery: { id: number }; image: { id: number } }[] }
    expect(docs[0].gallery.id).toBe(gallery.id)
    expect(docs[0].image.id).toBe(media.id)
  })
})

// Found by a probe of the admin's REST writes: each answered 500 (the database refused the write
// and Payload passed its error on), and a number beyond 2^53 was stored and broke every later read
// of its row, the gallery's public pages included.
describe("an admin's write the database cannot take", () => {
  const missingLink = 'This links to a document that does not exist: choose one that does, or leave the link empty.'

  async function galleryWithImage() {
    const gallery = await payload.create({ collection: 'galleries', data: { name: `Probe ${Date.now()}` } as never, overrideAccess: true, context: { skipRevalidate: true } })
    const image = await payload.create({ collection: 'gallery-images', data: { gallery: gallery.id, alt: 'Probe', embedUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } as never, overrideAccess: true, context: { skipRevalidate: true } })
    return { gallery, image }
  }

  it('a link to a document that does not exist answers 400 with a sentence', async () => {
    const { image } = await galleryWithImage()
    expect(await answer('POST', '/api/gallery-images', { authorization: admin, json: { gallery: 999999, alt: 'Probe', embedUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } })).toEqual({ status: 400, message: missingLink })
    expect(await answer('PATCH', `/api/gallery-images/${image.id}`, { authorization: admin, json: { gallery: { id: 999999 } } })).toEqual({ status: 400, message: missingLink })
    expect(await answer('POST', '/api/globals/site', { authorization: admin, json: { logo: 999999 } })).toEqual({ status: 400, message: missingLink })
    expect((await answer('GET', `/api/gallery-images/${image.id}`, { authorization: admin })).status).toBe(200)
  })

  // A gallery is deleted with its photos (decision 050); a file a widget needs is refused.
  // Regression: Payload deleted the upload's files before the database refused the row, so the
  // 409 left a media document whose original and sizes were gone.
  it('deleting a file still in use answers 409 and deletes nothing, its files included', async () => {
    const media = await createMedia(payload, { alt: 'A tile that stays' })
    await payload.create({
      collection: 'pages',
      data: { title: 'Tiles', slug: `tiles-${Date.now()}`, layout: [{ blockType: 'serviceTiles', tiles: [{ title: 'Prints', image: media.id, url: '/contact' }] }] } as never,
      overrideAccess: true,
      context: { skipRevalidate: true },
    })
    const refused = await answer('DELETE', `/api/media/${media.id}`, { authorization: admin })
    expect(refused.status).toBe(409)
    expect(refused.message).toBe('This file is still used by a page: remove it there first, then delete it.')
    expect((await answer('GET', `/api/media/${media.id}`, { authorization: admin })).status).toBe(200)
    const file = await api('GET', media.url!, { authorization: admin })
    expect(file.status).toBe(200)
    for (const size of Object.values(media.sizes ?? {})) if (size?.url) expect((await api('GET', size.url, { authorization: admin })).status, size.url).toBe(200)
  })

  // An editor replaced a tile's photo, then deletes the old one from the library: only a saved
  // version still names it. SQLite's version links to it did not cascade, and refused the delete.
  it('deleting a file only an earlier version of a page used deletes it', async () => {
    const before = await createMedia(payload, { alt: 'Replaced' })
    const after = await createMedia(payload, { alt: 'Replacement' })
    const tiles = (image: number) => [{ blockType: 'serviceTiles', tiles: [{ title: 'Prints', image, url: '/contact' }] }]
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Versions', slug: `versions-${Date.now()}`, _status: 'published', layout: tiles(before.id) } as never,
      overrideAccess: true,
      context: { skipRevalidate: true },
    })
    await payload.update({ collection: 'pages', id: page.id, data: { _status: 'published', layout: tiles(after.id) } as never, overrideAccess: true, context: { skipRevalidate: true } })
    const deleted = await answer('DELETE', `/api/media/${before.id}`, { authorization: admin })
    expect(deleted.status, deleted.message).toBe(200)
    expect((await answer('GET', `/api/media/${after.id}`, { authorization: admin })).status).toBe(200)
    expect(await answer('DELETE', `/api/media/${after.id}`, { authorization: admin })).toEqual({ status: 409, message: 'This file is still used by a page: remove it there first, then delete it.' })
  })

  it('deleting a file no one uses deletes it', async () => {
    const media = await createMedia(payload, { alt: 'Unused' })
    expect((await answer('DELETE', `/api/media/${media.id}`, { authorization: admin })).status).toBe(200)
    expect((await answer('GET', `/api/media/${media.id}`, { authorization: admin })).status).toBe(404)
  })

  it.each([
    ['beyond 2^53', '{"order":9007199254740993}'],
    ['too large for a number (1e309)', '{"order":1e309}'],
    ['minus infinity', '{"order":-1e400}'],
  ])('a number %s is refused, and the row still reads', async (_, raw) => {
    const { image } = await galleryWithImage()
    expect(await answer('PATCH', `/api/gallery-images/${image.id}`, { authorization: admin, raw })).toEqual({
      status: 400,
      message: 'order must be a number between -9007199254740991 and 9007199254740991.',
    })
    expect((await answer('GET', `/api/gallery-images/${image.id}`, { authorization: admin })).status).toBe(200)
  })

  // Regression: inside a list row, and in a global, 1e309 was stored as null (a required price,
  // the images a page) and 2^53 + 1 was stored to break later reads.
  it('a number out of range in a list row or in a global is refused, naming where it is', async () => {
    const created = await answer('POST', '/api/price-lists', { authorization: admin, raw: '{"title":"Probe","downloads":[{"name":"Small","price":5},{"name":"Large","price":1e309}]}' })
    expect(created).toEqual({ status: 400, message: 'downloads[1].price must be a number between -9007199254740991 and 9007199254740991.' })
    expect(await answer('POST', '/api/globals/gallery-settings', { authorization: admin, raw: '{"imagesPerPage":9007199254740993}' })).toEqual({
      status: 400,
      message: 'imagesPerPage must be a number between -9007199254740991 and 9007199254740991.',
    })
    expect((await answer('GET', '/api/globals/gallery-settings', { authorization: admin })).status).toBe(200)
  })

  it('two blocks with one id, or a value of a kind a field cannot hold, answer 400', async () => {
    const page = await payload.create({ collection: 'pages', data: { title: `Probe ${Date.now()}`, slug: `probe-${Date.now()}`, _status: 'published' } as never, overrideAccess: true, context: { skipRevalidate: true } })
    const block = { blockType: 'hero', id: '6650f1f1f1f1f1f1f1f1f1f1', heading: 'Twice' }
    const twice = await answer('PATCH', `/api/pages/${page.id}`, { authorization: admin, json: { layout: [block, block] } })
    // PostgreSQL's adapter names the field itself; SQLite's error reached the client as a 500.
    expect(twice.status).toBe(400)
    expect(twice.message).toMatch(/^(Two rows would share a value that must be unique, such as the id of a block or of a list row: give each its own id, or leave the ids out\.|The following field is invalid: id)$/)
    const post = await payload.create({ collection: 'posts', data: { title: `Probe ${Date.now()}`, slug: `probe-${Date.now()}` } as never, overrideAccess: true, context: { skipRevalidate: true } })
    const kind = await answer('PATCH', `/api/posts/${post.id}`, { authorization: admin, json: { tags: [{ a: 1 }] } })
    // SQLite's driver refuses to bind the object (a 500 before); PostgreSQL's adapter drops it.
    expect(kind.status).toBeLessThan(500)
    if (kind.status !== 200) expect(kind).toEqual({ status: 400, message: 'A value is of a kind its field cannot hold, such as an object or a list where an id, a number or a piece of text belongs.' })
    expect((await answer('GET', `/api/posts/${post.id}`, { authorization: admin })).status).toBe(200)
    expect((await answer('GET', `/api/pages/${page.id}`, { authorization: admin })).status).toBe(200)
  })
})
