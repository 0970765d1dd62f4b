/**
 * What an anonymous request may read (hardening issue, item 2): read access follows publication.
 * Images of unpublished galleries (and unpublished images), their comments and ratings, uploads
 * no published document uses and contact-form attachments are invisible to visitors, in lists, by
 * id and at their file URLs; private settings are never in a public answer. Admins see everything.
 * Through the app's REST route handlers, as a visitor's browser or a script would ask.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Gallery, GalleryImage, ImageComment, Media } from '@/payload-types'

import { testPayload } from '../setup/payload'
import { createMedia, ctx, unique, withDefaults } from './content-helpers'
import { adminAuthorization, api, everywhere, nowhere, readableMedia } from './rest-helpers'

let payload: Payload
let admin: string

const write = { overrideAccess: true, context: ctx } as const
/** Wide enough for a 400 px thumbnail variant. */
const photo = () => createMedia(payload, { width: 480, height: 320 })

beforeAll(async () => {
  payload = await testPayload()
  admin = await adminAuthorization(payload)
})

/** The ids a GET of `apiPath` (a list) returns to the reader. */
async function listedIds(apiPath: string, authorization?: string): Promise<number[]> {
  const response = await api('GET', apiPath, { authorization })
  expect(response.status, `${apiPath}: ${response.status === 200 ? "" : await response.clone().text()}`).toBe(200)
  return ((await response.json()) as { docs: { id: number }[] }).docs.map((doc) => doc.id).sort((a, b) => a - b)
}

const status = async (apiPath: string, authorization?: string) => (await api('GET', apiPath, { authorization })).status

// Regression: GET /api/globals/site returned adminEmail to anyone.
it("never returns the site's admin email, which admins still see", async () => {
  await payload.updateGlobal({ slug: 'site', data: { adminEmail: 'owner@example.com' }, ...write })
  const asVisitor = await payload.findGlobal({ slug: 'site', overrideAccess: false })
  expect(asVisitor.title).toBeTruthy()
  expect(asVisitor).not.toHaveProperty('adminEmail')
  const asSystem = await payload.findGlobal({ slug: 'site', overrideAccess: true })
  expect(asSystem.adminEmail).toBe('owner@example.com')
})

describe('gallery images, their comments and ratings follow their gallery', () => {
  let shownGallery: Gallery
  let hiddenGallery: Gallery
  let shown: GalleryImage
  let unpublished: GalleryImage
  let ofHiddenGallery: GalleryImage
  let comments: Record<'shown' | 'unpublished' | 'ofHiddenGallery', ImageComment>
  const media: Record<string, Media> = {}

  beforeAll(async () => {
    shownGallery = await payload.create({ collection: 'galleries', data: withDefaults({ name: `Shown ${unique()}` }), ...write })
    hiddenGallery = await payload.create({ collection: 'galleries', data: withDefaults({ name: `Hidden ${unique()}`, published: false }), ...write })
    const image = async (gallery: Gallery, alt: string, published = true) => {
      media[alt] = await photo()
      return payload.create({ collection: 'gallery-images', data: { gallery: gallery.id, alt, image: media[alt].id, published }, ...write })
    }
    shown = await image(shownGallery, 'shown')
    unpublished = await image(shownGallery, 'unpublished', false)
    ofHiddenGallery = await image(hiddenGallery, 'ofHiddenGallery')
    const comment = (image: GalleryImage) =>
      payload.create({ collection: 'image-comments', data: { image: image.id, name: 'Ada', comment: `On ${image.alt}` }, ...write })
    comments = { shown: await comment(shown), unpublished: await comment(unpublished), ofHiddenGallery: await comment(ofHiddenGallery) }
    await payload.create({ collection: 'image-ratings', data: { image: ofHiddenGallery.id, rate: 4, visitorHash: `h-${unique()}` }, ...write })
  })

  // Regression: /api/gallery-images listed the images (and originals) of unpublished galleries.
  it('visitors see only published images of published galleries, in lists and by id', async () => {
    const ids = [shown.id, unpublished.id, ofHiddenGallery.id]
    const list = `/api/gallery-images?where[id][in]=${ids.join(',')}&depth=1`
    expect(await listedIds(list)).toEqual([shown.id])
    expect(await status(`/api/gallery-images/${shown.id}`)).toBe(200)
    expect(await status(`/api/gallery-images/${unpublished.id}`)).toBe(404)
    expect(await status(`/api/gallery-images/${ofHiddenGallery.id}`)).toBe(404)
    expect(await listedIds(list, admin)).toEqual(ids.sort((a, b) => a - b))
    expect(await status(`/api/gallery-images/${ofHiddenGallery.id}`, admin)).toBe(200)
  })

  it("visitors see only the comments of images they can see; ratings never", async () => {
    const ids = Object.values(comments).map((comment) => comment.id)
    expect(await listedIds(`/api/image-comments?where[id][in]=${ids.join(',')}`)).toEqual([comments.shown.id])
    expect(await status(`/api/image-comments/${comments.ofHiddenGallery.id}`)).toBe(404)
    expect(await status(`/api/image-comments/${comments.unpublished.id}`)).toBe(404)
    expect(await listedIds(`/api/image-comments?where[id][in]=${ids.join(',')}`, admin)).toHaveLength(3)
    expect(await status('/api/image-ratings')).toBe(403)
    expect(await status(`/api/image-ratings?where[image][equals]=${ofHiddenGallery.id}`, admin)).toBe(200)
  })

  it("visitors cannot fetch the photos of hidden images, at the original's or a variant's URL", async () => {
    expect(await readableMedia(media.shown)).toEqual(everywhere)
    expect(await readableMedia(media.unpublished)).toEqual(nowhere)
    expect(await readableMedia(media.ofHiddenGallery)).toEqual(nowhere)
    expect(await readableMedia(media.ofHiddenGallery, admin)).toEqual(everywhere)
  })

  it("publishing a gallery shows its photos; unpublishing hides them again", async () => {
    await payload.update({ collection: 'galleries', id: hiddenGallery.id, data: { published: true }, ...write })
    expect(await readableMedia(media.ofHiddenGallery)).toEqual(everywhere)
    expect(await status(`/api/gallery-images/${ofHiddenGallery.id}`)).toBe(200)
    await payload.update({ collection: 'galleries', id: hiddenGallery.id, data: { published: false }, ...write })
    expect(await readableMedia(media.ofHiddenGallery)).toEqual(nowhere)
    expect(await status(`/api/gallery-images/${ofHiddenGallery.id}`)).toBe(404)
  })
})

describe("contact-form attachments", () => {
  it('are never served to visitors: not listed, not downloadable, not under the media files', async () => {
    const { createForm, feedbackRequest, PDF, submissionsOf } = await import('./contact-form-helpers')
    const { defaultDeps, deriveContactFormSecret, handleFeedback } = await import('@/features/contact-form/index.server')
    const form = await createForm(payload, { form: '[email* your-email] [file your-file filetypes:pdf] [submit "Send"]' })
    const request = feedbackRequest(form, deriveContactFormSecret(payload.secret), { 'your-email': 'ada@example.com', 'your-file': new File([PDF], 'plan.pdf') })
    await handleFeedback(payload, request, String(form.id), { ...defaultDeps, startMail: undefined })
    const stored = (await submissionsOf(payload, form)).at(-1)!
    const storedAs = stored.attachments?.[0]?.storedAs
    expect(storedAs).toMatch(/^form-uploads\//)

    expect(await status('/api/form-submissions')).toBe(403)
    expect(await status(`/api/form-submissions/${stored.id}`)).toBe(403)
    expect(await status(`/api/form-submissions/${stored.id}/attachments/0`)).toBe(401)
    for (const name of [storedAs!, `../${storedAs}`, storedAs!.split('/').at(-1)!]) {
      const answer = await status(`/api/media/file/${encodeURIComponent(name)}`)
      expect(answer, name).toBeGreaterThanOrEqual(400)
      expect(answer, name).toBeLessThan(500)
    }
    expect(await status(`/api/form-submissions/${stored.id}/attachments/0`, admin)).toBe(200)
  })
})

describe('private settings', () => {
  // One marker per private value: no anonymous answer of any collection or global may contain one.
  const marker = `private-${unique()}`
  const markers = {
    adminEmail: `${marker}-admin@example.com`,
    accessToken: `${marker}-instagram-token`,
    recipient: `${marker}-recipient@example.com`,
    mail2Body: `${marker}-autoresponder`,
    additionalSettings: `acceptance_as_validation: on # ${marker}`,
    commentEmail: `${marker}-commenter@example.com`,
    visitorHash: `${marker}-visitor-hash`,
    submission: `${marker}-submission@example.com`,
  }

  beforeAll(async () => {
    await payload.updateGlobal({ slug: 'site', data: { adminEmail: markers.adminEmail }, ...write })
    const gallery = await payload.create({
      collection: 'galleries',
      data: withDefaults({ name: `Instagram ${unique()}`, source: 'instagram', instagram: { user: 'studio', accessToken: markers.accessToken } }),
      ...write,
    })
    const image = await payload.create({ collection: 'gallery-images', data: { gallery: gallery.id, alt: 'Public', image: (await photo()).id }, ...write })
    await payload.create({ collection: 'image-comments', data: { image: image.id, name: 'Ada', email: markers.commentEmail, comment: 'Nice' }, ...write })
    await payload.create({ collection: 'image-ratings', data: { image: image.id, rate: 5, visitorHash: markers.visitorHash }, ...write })
    const form = await payload.create({
      collection: 'contact-forms',
      data: {
        title: `Private ${unique()}`,
        form: '[email* your-email] [submit "Send"]',
        mail: { recipient: markers.recipient, body: 'Body' },
        mail2: { active: true, recipient: '[your-email]', body: markers.mail2Body },
        additionalSettings: markers.additionalSettings,
      },
      ...write,
    })
    await payload.create({ collection: 'form-submissions', data: { form: form.id, data: { 'your-email': markers.submission }, status: 'mail_sent' }, ...write })
  })

  it('are in no anonymous answer of any collection or global, whatever the depth', async () => {
    const targets = [
      ...payload.config.collections.map((collection) => `/api/${collection.slug}?limit=100&depth=2&sort=-createdAt`),
      ...payload.config.globals.map((global) => `/api/globals/${global.slug}?depth=2`),
    ]
    for (const target of targets) {
      const response = await api('GET', target)
      const body = await response.text()
      expect(response.status, target).toBeLessThan(500)
      expect(body, target).not.toContain(marker)
    }
  })

  it('are still there for admins', async () => {
    const site = await api('GET', '/api/globals/site?depth=0', { authorization: admin })
    expect(await site.text()).toContain(markers.adminEmail)
    const galleries = await api('GET', `/api/galleries?where[source][equals]=instagram&limit=100&depth=0`, { authorization: admin })
    // The Instagram token is the exception: stored encrypted, it reads back as 'saved', to admins too (decision 036).
    const galleriesText = await galleries.text()
    expect(galleriesText).toContain('"accessToken":"saved"')
    expect(galleriesText).not.toContain(markers.accessToken)
    const forms = await api('GET', '/api/contact-forms?limit=100&depth=0', { authorization: admin })
    expect(await forms.text()).toContain(markers.recipient)
  })
})
