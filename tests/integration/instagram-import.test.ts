/**
 * The Instagram import (decision 036) through the app's own route: POST /api/admin-ajax with an
 * admin's session imports from the local stand-in for the Graph API (scripts/lib/fake-instagram.mjs);
 * without one it is 401; each of the API's bad days is answered in the protocol's error form,
 * never 5xx; the token is encrypted at rest and in no answer; add and replace on a refresh.
 */
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { FAKE_INSTAGRAM_USER, startFakeInstagram } from '../../scripts/lib/fake-instagram.mjs'

import { rowsOf } from '@/features/contact-form/raw-sql.server'
import { readImportAnswer } from '@/features/instagram/import-answer'
import type { Gallery, GalleryImage } from '@/payload-types'

import { withDefaults } from './content-helpers'
import { adminAuthorization, api } from './rest-helpers'

type Fake = Awaited<ReturnType<typeof startFakeInstagram>>
let fake: Fake
let payload: Payload
let authorization: string
let importsIdle: () => Promise<void>

beforeAll(async () => {
  fake = await startFakeInstagram({ posts: 9 })
  // Read once, when the config is first loaded.
  process.env.INSTAGRAM_GRAPH_URL = fake.url
  const { testPayload } = await import('../setup/payload')
  payload = await testPayload()
  authorization = await adminAuthorization(payload)
  ;({ importsIdle } = await import('@/features/instagram/index.server'))
})

afterAll(async () => {
  await importsIdle?.()
  await fake?.close()
})

let galleries = 0
async function newGallery(source: 'instagram' | 'upload' = 'instagram'): Promise<Gallery> {
  galleries++
  return payload.create({ collection: 'galleries', data: withDefaults({ name: `Instagram ${galleries} ${Date.now()}`, source }), overrideAccess: true, context: { skipRevalidate: true } })
}

type Fields = Record<string, string>
async function post(fields: Fields, auth: string | null = authorization) {
  const response = await api('POST', '/api/admin-ajax', {
    authorization: auth ?? undefined,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })
  return { status: response.status, text: await response.text() }
}

const importFields = (gallery: Gallery, extra: Fields = {}): Fields => ({
  action: 'addInstagramGallery',
  gallery_id: String(gallery.id),
  instagram_user: FAKE_INSTAGRAM_USER.username,
  instagram_access_token: fake.token,
  whole_post: '0',
  autogallery_image_number: '4',
  update_flag: 'none',
  async: '0',
  ...extra,
})

async function imagesOf(gallery: Gallery): Promise<GalleryImage[]> {
  const { docs } = await payload.find({ collection: 'gallery-images', where: { gallery: { equals: gallery.id } }, sort: 'order', pagination: false, depth: 0, overrideAccess: true })
  return docs
}

const codeOf = (url: string | null | undefined) => /\/(?:p|reel)\/([^/]+)\//.exec(url ?? '')?.[1]
const newestCodes = (count: number) => fake.posts().slice(0, count).map((item: { permalink: string }) => codeOf(item.permalink))

describe('POST /api/admin-ajax, action=addInstagramGallery', () => {
  it('without a session: 401 in the error form, and nothing is imported', async () => {
    const gallery = await newGallery()
    const answer = await post(importFields(gallery), null)
    expect(answer.status).toBe(401)
    expect(readImportAnswer(answer.text)).toEqual({ kind: 'alert', message: 'Error: Sign in as an admin to import from Instagram.' })
    expect(await imagesOf(gallery)).toHaveLength(0)
  })

  it('with a session: imports the newest posts as gallery images with our copies of their pictures', async () => {
    fake.setMode('up', { posts: 9 })
    const gallery = await newGallery()
    const answer = await post(importFields(gallery))
    expect(answer.status).toBe(200)
    const read = readImportAnswer(answer.text)
    if (read.kind !== 'add') throw new Error(`Not an add: ${answer.text}`)
    // The answer lists them oldest first; the dialog adds them in reverse: newest first.
    expect(read.items.map((item) => codeOf(item.embedUrl))).toEqual(newestCodes(4))

    const images = await imagesOf(gallery)
    expect(images.map((image) => codeOf(image.embedUrl))).toEqual(newestCodes(4))
    for (const image of images) {
      expect(image.embedStatus).toBe('ready')
      expect(image.image).toEqual(expect.any(Number))
      expect(image.thumbUrl).toMatch(/^\/api\/media\/file\//)
      expect(image.imageUrl).toMatch(/^\/api\/media\/file\//)
      expect(image.width).toBeGreaterThan(0)
      expect(image.alt.length).toBeGreaterThan(0)
    }
    const posts = fake.posts().slice(0, 4) as { media_type: string; caption?: string }[]
    expect(images.map((image) => image.filetype)).toEqual(posts.map((item) => (item.media_type === 'VIDEO' ? 'INSTAGRAM_VIDEO' : 'EMBED_OEMBED_INSTAGRAM_IMAGE')))
    expect(images.map((image) => image.description ?? null)).toEqual(posts.map((item) => item.caption ?? null))

    const saved = await payload.findByID({ collection: 'galleries', id: gallery.id, depth: 0, overrideAccess: true })
    expect(saved.instagram).toMatchObject({ user: FAKE_INSTAGRAM_USER.username, autogalleryImageNumber: 4, updateFlag: 'none', wholePost: false })
    expect(saved.instagram?.importStatus).toMatchObject({ state: 'done', done: 4, total: 4, message: 'Added 4 new posts of @vitrine.studio.' })
    expect(saved.instagram?.importStatus?.finishedAt).toEqual(expect.any(String))
  })

  it('an import while the editor has an unpublished draft publishes nothing of the draft', async () => {
    fake.setMode('up', { posts: 9 })
    const gallery = await newGallery()
    // The editor renamed the gallery; the autosave is a draft (decision 039).
    const autosave = await api('PATCH', `/api/galleries/${gallery.id}?draft=true&autosave=true`, {
      authorization,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Renamed, not yet published' }),
    })
    expect(autosave.status).toBe(200)

    const answer = await post(importFields(gallery, { autogallery_image_number: '3' }))
    expect(answer.status).toBe(200)
    expect(await imagesOf(gallery)).toHaveLength(3)

    // Visitors still see the published gallery; its settings and status are the import's.
    const { docs } = await payload.find({ collection: 'galleries', where: { id: { equals: gallery.id } }, overrideAccess: false, depth: 0 })
    expect(docs[0]).toMatchObject({ name: gallery.name, published: true, _status: 'published' })
    const saved = await payload.findByID({ collection: 'galleries', id: gallery.id, depth: 0, overrideAccess: true })
    expect(saved.instagram).toMatchObject({ autogalleryImageNumber: 3, importStatus: { state: 'done' } })
    // The editor's draft is still there, unpublished.
    const draft = await payload.findByID({ collection: 'galleries', id: gallery.id, depth: 0, overrideAccess: true, draft: true })
    expect(draft).toMatchObject({ name: 'Renamed, not yet published', _status: 'draft' })
  })

  it('whole posts are INSTAGRAM_POST', async () => {
    const gallery = await newGallery()
    const answer = await post(importFields(gallery, { whole_post: '1', autogallery_image_number: '2' }))
    expect(readImportAnswer(answer.text).kind).toBe('add')
    expect((await imagesOf(gallery)).map((image) => [image.filetype, image.embedWholePost])).toEqual([
      ['INSTAGRAM_POST', true],
      ['INSTAGRAM_POST', true],
    ])
  })

  it('stores the token encrypted, and no answer carries it', async () => {
    const gallery = await newGallery()
    const answer = await post(importFields(gallery, { autogallery_image_number: '1' }))
    expect(answer.text).not.toContain(fake.token)
    const [row] = await rowsOf<{ token: string }>(payload, sql`select instagram_access_token as token from galleries where id = ${gallery.id}`)
    expect(row!.token).toMatch(/^igtoken:v1:/)
    expect(row!.token).not.toContain(fake.token)

    for (const path of [`/api/galleries/${gallery.id}?depth=0`, `/api/galleries?where[id][equals]=${gallery.id}&depth=0`, `/api/galleries/${gallery.id}?select[instagram][accessToken]=true`]) {
      const response = await api('GET', path, { authorization })
      const text = await response.text()
      expect(response.status).toBe(200)
      expect(text).not.toContain(fake.token)
      expect(text).not.toContain('igtoken:')
      expect(text).toContain('"accessToken":"saved"')
    }
    // A visitor never sees the field at all.
    const anonymous = await (await api('GET', `/api/galleries/${gallery.id}?depth=0`)).text()
    expect(anonymous).not.toContain('accessToken')

    // The admin form sends "saved" back with every save: the stored token stays.
    const patched = await api('PATCH', `/api/galleries/${gallery.id}?depth=0`, { authorization, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: `${gallery.name} renamed`, instagram: { accessToken: 'saved', user: FAKE_INSTAGRAM_USER.username } }) })
    expect(patched.status).toBe(200)
    expect(await patched.text()).not.toContain(fake.token)
    const [after] = await rowsOf<{ token: string }>(payload, sql`select instagram_access_token as token from galleries where id = ${gallery.id}`)
    expect(after!.token).toBe(row!.token)
    // And an import with the token field left empty uses the saved one.
    const again = await post(importFields(gallery, { instagram_access_token: '', autogallery_image_number: '2' }))
    expect(readImportAnswer(again.text).kind).toBe('add')
  })

  it.each([
    ['bad-token', /^Error: Instagram did not accept the access token/],
    ['rate-limited', /^Error: Instagram is limiting requests from this site right now \(rate limit\)/],
    ['malformed', /^Error: Instagram sent an answer Vitrine cannot read/],
    ['wrong-shape', /^Error: Instagram sent an answer Vitrine cannot read/],
    ['down', /^Error: Vitrine could not reach Instagram \(127\.0\.0\.1:\d+\)/],
  ])('the API %s: answered 200 in the error form with a sentence, and the status says failed', async (mode, message) => {
    const gallery = await newGallery()
    fake.setMode(mode)
    try {
      const answer = await post(importFields(gallery))
      expect(answer.status).toBe(200)
      const read = readImportAnswer(answer.text)
      expect(read.kind).toBe('alert')
      expect(read.kind === 'alert' && read.message).toMatch(message)
      expect(answer.text).not.toContain(fake.token)
      const saved = await payload.findByID({ collection: 'galleries', id: gallery.id, depth: 0, overrideAccess: true })
      expect(saved.instagram?.importStatus?.state).toBe('failed')
      expect(await imagesOf(gallery)).toHaveLength(0)
    } finally {
      fake.setMode('up')
    }
  })

  it('bad input is a 4xx in the error form: unknown action, no gallery, an uploaded gallery, a wrong number, no token', async () => {
    const instagram = await newGallery()
    const uploaded = await newGallery('upload')
    const cases: [Fields, number, RegExp][] = [
      [{ ...importFields(instagram), action: 'deleteEverything' }, 400, /Unknown action/],
      [importFields({ ...instagram, id: 999999 }), 404, /No gallery has the id 999999/],
      // Regression: an id beyond PostgreSQL's integer answered 200 with "an error on the server".
      [importFields({ ...instagram, id: 2147483648 }), 404, /No gallery has the id 2147483648/],
      [importFields(uploaded), 400, /set its source to Instagram/],
      [importFields(instagram, { autogallery_image_number: '5000' }), 400, /from 1 to 200/],
      [importFields(instagram, { update_flag: 'sometimes' }), 400, /none, add or replace/],
      [importFields(instagram, { instagram_user: 'no spaces allowed' }), 400, /user name/],
      [importFields(instagram, { instagram_access_token: '' }), 400, /Enter the access token/],
    ]
    for (const [fields, status, message] of cases) {
      const answer = await post(fields)
      expect(answer.status, JSON.stringify(fields)).toBe(status)
      const read = readImportAnswer(answer.text)
      expect(read.kind === 'alert' && read.message).toMatch(message)
    }
    const json = await api('POST', '/api/admin-ajax', { authorization, headers: { 'content-type': 'application/json' }, body: '{}' })
    expect(json.status).toBe(415)
  })

  it('a token of another account: an error that names both', async () => {
    const gallery = await newGallery()
    const answer = await post(importFields(gallery, { instagram_user: 'someone.else' }))
    const read = readImportAnswer(answer.text)
    expect(read.kind === 'alert' && read.message).toBe('Error: This access token belongs to @vitrine.studio, not @someone.else. Enter the token of @someone.else, or change the user name.')
  })

  it('async: answers an empty list at once, runs as a job on the queue, and the status counts the posts until done', async () => {
    // Instagram answers slowly, so the import is still under way when the answer comes.
    fake.setMode('slow', { posts: 9, delayMs: 300 })
    const gallery = await newGallery()
    const answer = await post(importFields(gallery, { async: '1', autogallery_image_number: '3' }))
    expect(answer.status).toBe(200)
    expect(readImportAnswer(answer.text)).toEqual({ kind: 'add', items: [] })
    const running = await payload.findByID({ collection: 'galleries', id: gallery.id, depth: 0, overrideAccess: true })
    expect(running.instagram?.importStatus?.state).toBe('running')
    // On record in Payload's jobs table while it runs (a server stopping now leaves it queued).
    const jobs = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'importInstagramGallery' } }, pagination: false, depth: 0, overrideAccess: true })
    expect(jobs.docs.map((doc) => (doc.input as { galleryId?: number } | null)?.galleryId)).toContain(gallery.id)
    await importsIdle()
    const done = await payload.findByID({ collection: 'galleries', id: gallery.id, depth: 0, overrideAccess: true })
    expect(done.instagram?.importStatus).toMatchObject({ state: 'done', done: 3, total: 3 })
    expect(await imagesOf(gallery)).toHaveLength(3)
  })

  it('refresh with add keeps what the gallery has and puts new posts first; replace keeps exactly the newest', async () => {
    fake.setMode('up', { posts: 9 })
    const gallery = await newGallery()
    expect(readImportAnswer((await post(importFields(gallery, { update_flag: 'add', autogallery_image_number: '3' }))).text).kind).toBe('add')
    const first = await imagesOf(gallery)
    expect(first.map((image) => codeOf(image.embedUrl))).toEqual(newestCodes(3))

    // Two new posts, then a refresh that adds: 5 images, the new ones first.
    fake.setMode('up', { publish: 2 })
    const added = readImportAnswer((await post(importFields(gallery, { update_flag: 'add', autogallery_image_number: '3' }))).text)
    expect(added.kind === 'add' && added.items.map((item) => codeOf(item.embedUrl))).toEqual(newestCodes(2))
    const afterAdd = await imagesOf(gallery)
    expect(afterAdd.map((image) => codeOf(image.embedUrl))).toEqual([...newestCodes(2), ...first.map((image) => codeOf(image.embedUrl))])
    // The same images: their pictures were not fetched again.
    expect(afterAdd.slice(2).map((image) => image.id)).toEqual(first.map((image) => image.id))

    // One more post, and a refresh that replaces: exactly the newest 3, the others and their pictures gone.
    fake.setMode('up', { publish: 1 })
    const replaced = readImportAnswer((await post(importFields(gallery, { update_flag: 'replace', autogallery_image_number: '3' }))).text)
    expect(replaced.kind === 'add' && replaced.items.map((item) => codeOf(item.embedUrl))).toEqual(newestCodes(1))
    const afterReplace = await imagesOf(gallery)
    expect(afterReplace.map((image) => codeOf(image.embedUrl))).toEqual(newestCodes(3))
    const gone = afterAdd.filter((image) => !afterReplace.some((kept) => kept.id === image.id))
    expect(gone).toHaveLength(3)
    for (const image of gone) {
      expect(await payload.findByID({ collection: 'media', id: image.image as number, overrideAccess: true, disableErrors: true })).toBeNull()
    }
    const status = (await payload.findByID({ collection: 'galleries', id: gallery.id, depth: 0, overrideAccess: true })).instagram?.importStatus
    expect(status?.message).toBe('Added 1 new post of @vitrine.studio; removed 3 no longer among the newest 3.')
  })
})

describe('The hourly refresh on the jobs queue', () => {
  it('imports the new posts of galleries set to add, through a queued job, and leaves galleries set to none alone', async () => {
    fake.setMode('up', { posts: 9 })
    const adding = await newGallery()
    const still = await newGallery()
    expect(readImportAnswer((await post(importFields(adding, { update_flag: 'add', autogallery_image_number: '3' }))).text).kind).toBe('add')
    expect(readImportAnswer((await post(importFields(still, { update_flag: 'none', autogallery_image_number: '3' }))).text).kind).toBe('add')
    const before = (await imagesOf(still)).map((image) => image.id)

    const task = payload.config.jobs.tasks?.find((candidate) => candidate.slug === 'refreshInstagramGalleries')
    expect(task?.schedule?.[0]).toMatchObject({ cron: '0 41 * * * *', queue: 'instagram' })

    fake.setMode('up', { publish: 2 })
    await payload.jobs.queue({ task: 'refreshInstagramGalleries', input: {}, queue: 'instagram' })
    await payload.jobs.run({ queue: 'instagram' })

    const refreshed = await imagesOf(adding)
    expect(refreshed.map((image) => codeOf(image.embedUrl)).slice(0, 2)).toEqual(newestCodes(2))
    expect(refreshed).toHaveLength(5)
    expect((await imagesOf(still)).map((image) => image.id)).toEqual(before)
  })
})
