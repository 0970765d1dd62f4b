/**
 * Embedded media, server side (decision 009): an editor pastes an address, and the resolveEmbed
 * job turns it into a gallery image with the provider's filetype, size and our own copy of its
 * picture. Every provider is played by a fake server in this test process, reached through
 * EMBED_PROVIDER_ORIGIN (set before Payload is created); nothing reaches the internet. Without
 * META_OEMBED_TOKEN here, so Instagram and Facebook go through their public pages
 * (embeds-meta-token.test.ts has the token).
 *
 * Saves go through the local API and Payload's REST route handlers, and the jobs run as they do
 * in the server: started in the background right after the save. Runs on SQLite and PostgreSQL.
 */
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import type { Gallery, GalleryImage } from '@/payload-types'

import { FakeEmbedProvider, openGraphPage, picture, type Reply } from '../fixtures/fake-embed-provider'
import { pngBomb } from '../fixtures/images'
import { testPayload } from '../setup/payload'
import { adminAuthorization } from './contact-form-helpers'
import { ctx, createMedia, unique, validationErrors, withDefaults } from './content-helpers'
import { embedJobsOf, expectOwnCopy, makeDue, randomCode, randomDigits, reloadImage, settled } from './embed-helpers'
import { waitFor } from './smtp-sink'

type Tasks = typeof import('@/features/embeds/index.server')

const provider = new FakeEmbedProvider()
let payload: Payload
let tasks: Tasks
let gallery: Gallery

beforeAll(async () => {
  await provider.start()
  // Before Payload is created: the environment is read once, when the config is first imported.
  process.env.EMBED_PROVIDER_ORIGIN = provider.origin
  delete process.env.META_OEMBED_TOKEN
  payload = await testPayload()
  tasks = await import('@/features/embeds/index.server')
  gallery = await payload.create({ collection: 'galleries', data: withDefaults({ name: `Embeds ${unique()}` }), overrideAccess: true, context: ctx })
})

afterEach(async () => {
  // A background run of one test must not reach into the next.
  await tasks.embedResolutionIdle()
})

afterAll(async () => {
  await tasks?.embedResolutionIdle()
  await provider.stop()
})

/** An editor saves an image with this embed address (the local API, as the admin does it). */
async function paste(embedUrl: string, data: Partial<GalleryImage> = {}): Promise<GalleryImage> {
  return payload.create({
    collection: 'gallery-images',
    data: { gallery: gallery.id, alt: `Embedded ${unique()}`, embedUrl, ...data },
    depth: 0,
    overrideAccess: true,
    context: ctx,
  })
}

const YOUTUBE_OEMBED = 'https://www.youtube.com/oembed'
const VIMEO_OEMBED = 'https://vimeo.com/api/oembed.json'
const DAILYMOTION_OEMBED = 'https://www.dailymotion.com/services/oembed'
const FLICKR_OEMBED = 'https://www.flickr.com/services/oembed/'
const IMGUR_OEMBED = 'https://api.imgur.com/oembed.json'

const youtubeId = () => randomCode(11)

/** A YouTube video whose oEmbed answers with a 1600 × 900 player and hqdefault as its thumbnail. */
function youtubeVideo(id: string, extra: Reply[] = []): string {
  const item = `https://www.youtube.com/watch?v=${id}`
  const answer: Reply = {
    json: {
      type: 'video',
      version: '1.0',
      title: 'A talk',
      width: 1600,
      height: 900,
      html: `<iframe src="https://www.youtube.com/embed/${id}"></iframe>`,
      thumbnail_url: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
      thumbnail_width: 480,
      thumbnail_height: 360,
    },
  }
  provider.oembed(YOUTUBE_OEMBED, item, ...extra, answer)
  return item
}

/** A Vimeo video with a 640 × 360 player whose thumbnail is `thumbnail`. */
function vimeoVideo(id: string, thumbnail: string, ...before: Reply[]): string {
  const item = `https://vimeo.com/${id}`
  provider.oembed(VIMEO_OEMBED, item, ...before, {
    json: { type: 'video', version: '1.0', width: 640, height: 360, title: 'Vimeo film', thumbnail_url: thumbnail },
  })
  return item
}

/** The requests made while `work` ran. */
async function requestsDuring(work: () => Promise<unknown>): Promise<URL[]> {
  const before = provider.requests.length
  await work()
  await tasks.embedResolutionIdle()
  return provider.requests.slice(before)
}

describe('each provider resolves into the right filetype, size and a picture of our own', () => {
  it('YouTube: the largest frame, the player’s size, and the job does not queue itself again', async () => {
    const id = youtubeId()
    const item = youtubeVideo(id)
    provider.on(`https://i.ytimg.com/vi/${id}/maxresdefault.jpg`, await picture(1280, 720))
    provider.on(`https://i.ytimg.com/vi/${id}/hqdefault.jpg`, await picture(480, 360))

    const image = await paste(`https://youtu.be/${id}?si=share-tracking`)
    // At once, from the address: the kind, the flag, and "being fetched".
    expect(image).toMatchObject({ filetype: 'EMBED_OEMBED_YOUTUBE_VIDEO', isEmbedVideo: true, embedStatus: 'pending', filename: id })

    const ready = await settled(payload, image.id)
    expect(ready).toMatchObject({
      embedStatus: 'ready',
      embedError: null,
      filetype: 'EMBED_OEMBED_YOUTUBE_VIDEO',
      isEmbedVideo: true,
      width: 1600,
      height: 900,
    })
    await expectOwnCopy(payload, ready, { width: 1280, height: 720 })
    expect(provider.requestsTo(`https://i.ytimg.com/vi/${id}/hqdefault.jpg`)).toEqual([])

    // The oEmbed request names the canonical address, not the pasted one.
    const [asked, ...again] = provider.requestsTo(YOUTUBE_OEMBED).filter((url) => url.searchParams.get('url') === item)
    expect(again).toEqual([])
    expect(asked.searchParams.get('format')).toBe('json')
    // The job's own write did not queue another job.
    await tasks.runEmbedQueue(payload)
    expect(await embedJobsOf(payload, image.id)).toEqual([])
    expect(provider.requestsTo(YOUTUBE_OEMBED).filter((url) => url.searchParams.get('url') === item)).toHaveLength(1)
  })

  it('YouTube without a maxres frame: oEmbed’s hqdefault', async () => {
    const id = youtubeId()
    youtubeVideo(id)
    provider.on(`https://i.ytimg.com/vi/${id}/hqdefault.jpg`, await picture(480, 360))
    const ready = await settled(payload, (await paste(`https://www.youtube.com/shorts/${id}`)).id)
    expect(ready).toMatchObject({ embedStatus: 'ready', width: 1600, height: 900 })
    await expectOwnCopy(payload, ready, { width: 480, height: 360 })
  })

  it('Vimeo', async () => {
    const id = randomDigits(8)
    vimeoVideo(id, `https://i.vimeocdn.com/video/${id}-abc-d_640`)
    provider.on(`https://i.vimeocdn.com/video/${id}-abc-d_640`, await picture(640, 360))
    const ready = await settled(payload, (await paste(`https://player.vimeo.com/video/${id}`)).id)
    expect(ready).toMatchObject({ embedStatus: 'ready', filetype: 'EMBED_OEMBED_VIMEO_VIDEO', isEmbedVideo: true, width: 640, height: 360 })
    await expectOwnCopy(payload, ready, { width: 640, height: 360 })
  })

  it('Dailymotion: the player’s size, whatever the picture’s', async () => {
    const id = `x${randomCode(6, 'abcdefghijklmnopqrstuvwxyz0123456789')}`
    provider.oembed(DAILYMOTION_OEMBED, `https://www.dailymotion.com/video/${id}`, {
      json: { type: 'video', version: '1.0', width: 1280, height: 720, thumbnail_url: `https://s2.dmcdn.net/v/${id}/x720` },
    })
    provider.on(`https://s2.dmcdn.net/v/${id}/x720`, await picture(960, 540))
    const ready = await settled(payload, (await paste(`https://dai.ly/${id}`)).id)
    expect(ready).toMatchObject({ embedStatus: 'ready', filetype: 'EMBED_OEMBED_DAILYMOTION_VIDEO', isEmbedVideo: true, width: 1280, height: 720 })
    await expectOwnCopy(payload, ready, { width: 960, height: 540 })
  })

  it('Flickr photo: the photo itself (oEmbed `url`, sizes as strings), not its thumbnail', async () => {
    const id = randomDigits(11)
    provider.oembed(FLICKR_OEMBED, `https://www.flickr.com/photos/someone/${id}/`, {
      json: {
        type: 'photo',
        version: '1.0',
        width: '1024',
        height: '683',
        url: `https://live.staticflickr.com/65535/${id}_abc_b.jpg`,
        thumbnail_url: `https://live.staticflickr.com/65535/${id}_abc_q.jpg`,
      },
    })
    provider.on(`https://live.staticflickr.com/65535/${id}_abc_b.jpg`, await picture(1024, 683))
    const ready = await settled(payload, (await paste(`https://www.flickr.com/photos/someone/${id}/in/album-1/`)).id)
    expect(ready).toMatchObject({ embedStatus: 'ready', filetype: 'EMBED_OEMBED_FLICKR_IMAGE', isEmbedVideo: false, width: 1024, height: 683 })
    await expectOwnCopy(payload, ready, { width: 1024, height: 683 })
    expect(provider.requestsTo(`https://live.staticflickr.com/65535/${id}_abc_q.jpg`)).toEqual([])
  })

  it('Flickr video: oEmbed says "video", so the kind changes; no player, so the picture’s size', async () => {
    const id = randomDigits(11)
    provider.oembed(FLICKR_OEMBED, `https://www.flickr.com/photos/someone/${id}/`, {
      json: {
        type: 'video',
        version: '1.0',
        width: 640,
        height: 360,
        html: '<object></object>',
        thumbnail_url: `https://live.staticflickr.com/65535/${id}_def_z.jpg`,
      },
    })
    provider.on(`https://live.staticflickr.com/65535/${id}_def_z.jpg`, await picture(640, 480))
    const image = await paste(`https://www.flickr.com/photos/someone/${id}/`)
    // The address alone cannot tell a Flickr video from a photo.
    expect(image).toMatchObject({ filetype: 'EMBED_OEMBED_FLICKR_IMAGE', isEmbedVideo: false })
    const ready = await settled(payload, image.id)
    expect(ready).toMatchObject({ embedStatus: 'ready', filetype: 'EMBED_OEMBED_FLICKR_VIDEO', isEmbedVideo: true, width: 640, height: 480 })
    await expectOwnCopy(payload, ready, { width: 640, height: 480 })
  })

  it('Instagram without a token: the public page, which reports a video', async () => {
    const code = randomCode(11)
    provider.on(
      `https://www.instagram.com/p/${code}/`,
      openGraphPage({
        'og:type': 'video.other',
        'og:title': 'Studio on Instagram: "Morning light"',
        'og:image': `https://scontent-ams2-1.cdninstagram.com/v/t51.2885-15/${code}_n.jpg?stp=dst-jpg&_nc_ht=x`,
        'og:image:width': 540,
        'og:image:height': 960,
        'og:video': `https://scontent-ams2-1.cdninstagram.com/v/t50/${code}.mp4`,
        'og:video:width': 720,
        'og:video:height': 1280,
      }),
    )
    provider.on(`https://scontent-ams2-1.cdninstagram.com/v/t51.2885-15/${code}_n.jpg?stp=dst-jpg&_nc_ht=x`, await picture(540, 960))
    const requests = await requestsDuring(async () => {
      const image = await paste(`https://instagram.com/p/${code}`)
      expect(image).toMatchObject({ filetype: 'EMBED_OEMBED_INSTAGRAM_IMAGE', isEmbedVideo: false })
      const ready = await settled(payload, image.id)
      expect(ready).toMatchObject({ embedStatus: 'ready', filetype: 'EMBED_OEMBED_INSTAGRAM_VIDEO', isEmbedVideo: true, width: 720, height: 1280 })
      await expectOwnCopy(payload, ready, { width: 540, height: 960 })
    })
    // No token, so no Graph API request.
    expect(requests.map((url) => url.host)).toEqual(['www.instagram.com', 'scontent-ams2-1.cdninstagram.com'])
  })

  it('Instagram whole post without a token: the public page’s picture, shown as a post', async () => {
    const code = randomCode(11)
    provider.on(
      `https://www.instagram.com/p/${code}/`,
      openGraphPage({ 'og:type': 'article', 'og:image': `https://scontent.cdninstagram.com/v/${code}.jpg`, 'og:image:width': 1080, 'og:image:height': 1350 }),
    )
    provider.on(`https://scontent.cdninstagram.com/v/${code}.jpg`, await picture(1080, 1350))
    const image = await paste(`https://www.instagram.com/p/${code}/`, { embedWholePost: true })
    expect(image).toMatchObject({ filetype: 'EMBED_OEMBED_INSTAGRAM_POST', isEmbedVideo: false })
    const ready = await settled(payload, image.id)
    expect(ready).toMatchObject({ embedStatus: 'ready', filetype: 'EMBED_OEMBED_INSTAGRAM_POST', isEmbedVideo: false, width: 1080, height: 1350 })
    await expectOwnCopy(payload, ready, { width: 1080, height: 1350 })
  })

  it('Instagram behind a sign-in page: failed, saying so and how a token helps', async () => {
    const code = randomCode(11)
    provider.on(`https://www.instagram.com/p/${code}/`, {
      body: '<html><head><title>Login • Instagram</title></head><body></body></html>',
      contentType: 'text/html',
    })
    const failed = await settled(payload, (await paste(`https://www.instagram.com/p/${code}/`)).id)
    expect(failed).toMatchObject({
      embedStatus: 'failed',
      embedError:
        "Instagram does not show a picture of this photo publicly (it may be private, or Instagram asked for a sign-in), so it cannot be shown. Setting META_OEMBED_TOKEN lets Vitrine ask Instagram's oEmbed instead.",
    })
    expect(failed.image ?? null).toBeNull()
  })

  it('Facebook video without a token: the public page, reached through fb.watch’s redirect', async () => {
    const id = randomDigits(15)
    const short = randomCode(10)
    provider.on(`https://fb.watch/${short}/`, { location: `https://www.facebook.com/watch/?v=${id}` })
    provider.on(
      `https://www.facebook.com/watch/?v=${id}`,
      openGraphPage({
        'og:type': 'video.other',
        'og:image': `https://scontent.xx.fbcdn.net/v/t15.5256-10/${id}_n.jpg`,
        'og:video:width': 1280,
        'og:video:height': 720,
      }),
    )
    provider.on(`https://scontent.xx.fbcdn.net/v/t15.5256-10/${id}_n.jpg`, await picture(640, 360))
    const ready = await settled(payload, (await paste(`https://fb.watch/${short}/`)).id)
    expect(ready).toMatchObject({ embedStatus: 'ready', filetype: 'EMBED_OEMBED_FACEBOOK_VIDEO', isEmbedVideo: true, width: 1280, height: 720 })
    await expectOwnCopy(payload, ready, { width: 640, height: 360 })
  })

  it('Imgur: oEmbed has no thumbnail, so the image at i.imgur.com', async () => {
    const id = randomCode(7)
    provider.oembed(IMGUR_OEMBED, `https://imgur.com/${id}`, {
      json: { type: 'rich', version: '1.0', width: 540, height: 500, html: `<blockquote class="imgur-embed-pub" data-id="${id}"></blockquote>` },
    })
    provider.on(`https://i.imgur.com/${id}.jpg`, await picture(800, 600))
    const ready = await settled(payload, (await paste(`https://i.imgur.com/${id}.png`)).id)
    expect(ready).toMatchObject({ embedStatus: 'ready', filetype: 'EMBED_OEMBED_IMGUR_IMAGE', isEmbedVideo: false, width: 800, height: 600 })
    await expectOwnCopy(payload, ready, { width: 800, height: 600 })
  })
})

describe('errors', () => {
  it('a provider’s 404 fails at once with a message for the editor, and is not retried', async () => {
    const id = youtubeId()
    provider.oembed(YOUTUBE_OEMBED, `https://www.youtube.com/watch?v=${id}`, { status: 404, body: 'Not Found' })
    const failed = await settled(payload, (await paste(`https://youtu.be/${id}`)).id)
    expect(failed).toMatchObject({ embedStatus: 'failed', embedError: 'YouTube says this video does not exist or is private. Check the address.' })
    expect(failed.image ?? null).toBeNull()
    expect(failed.thumbUrl ?? null).toBeNull()
    expect(await embedJobsOf(payload, failed.id)).toEqual([])
    await tasks.runEmbedQueue(payload)
    expect(provider.requestsTo(YOUTUBE_OEMBED).filter((url) => url.searchParams.get('url')?.endsWith(id))).toHaveLength(1)
  })

  it('a provider’s 403 (embedding turned off) fails at once', async () => {
    const id = randomDigits(8)
    provider.oembed(VIMEO_OEMBED, `https://vimeo.com/${id}`, { status: 403 })
    const failed = await settled(payload, (await paste(`https://vimeo.com/${id}`)).id)
    expect(failed).toMatchObject({
      embedStatus: 'failed',
      embedError: 'Vimeo does not allow this video to be embedded: it may be private, or its owner turned embedding off.',
    })
  })

  it('a 500 waits for a retry with backoff, and the retry resolves it', async () => {
    const id = randomDigits(8)
    vimeoVideo(id, `https://i.vimeocdn.com/video/${id}_640`, { status: 500 })
    provider.on(`https://i.vimeocdn.com/video/${id}_640`, await picture(640, 360))
    const image = await paste(`https://vimeo.com/${id}`)
    await waitFor('the first try to fail', async () => Boolean((await reloadImage(payload, image.id)).embedError))
    expect(await reloadImage(payload, image.id)).toMatchObject({
      embedStatus: 'pending',
      embedError: 'Vimeo is not answering properly right now (HTTP 500). Vitrine will try again in a little while.',
    })
    await tasks.embedResolutionIdle()
    const [job, ...more] = await embedJobsOf(payload, image.id)
    expect(more).toEqual([])
    expect(job).toMatchObject({ totalTried: 1, hasError: false })
    // Exponential backoff from 30 seconds.
    expect(Date.parse(job.waitUntil!) - Date.now()).toBeGreaterThan(20_000)

    await makeDue(payload, [job])
    await tasks.runEmbedQueue(payload)
    const ready = await reloadImage(payload, image.id)
    expect(ready).toMatchObject({ embedStatus: 'ready', embedError: null, width: 640, height: 360 })
    await expectOwnCopy(payload, ready, { width: 640, height: 360 })
  })

  it('a provider that drops the connection is tried again later', async () => {
    const id = randomDigits(8)
    vimeoVideo(id, `https://i.vimeocdn.com/video/${id}_640`, { hangUp: true })
    const image = await paste(`https://vimeo.com/${id}`)
    await waitFor('the first try to fail', async () => (await embedJobsOf(payload, image.id))[0]?.totalTried === 1)
    expect(await reloadImage(payload, image.id)).toMatchObject({
      embedStatus: 'pending',
      embedError: 'Vimeo could not be reached (the connection was cut). Vitrine will try again in a little while.',
    })
  })

  it('after the last retry it fails with the reason, and saving again tries once more', async () => {
    const id = `x${randomCode(6, 'abcdefghijklmnopqrstuvwxyz0123456789')}`
    const item = `https://www.dailymotion.com/video/${id}`
    provider.oembed(DAILYMOTION_OEMBED, item, { status: 503 })
    const image = await paste(item)
    const allTries = tasks.EMBED_RETRIES + 1
    for (let tries = 1; tries <= allTries; tries++) await settledTry(image.id, tries, allTries)
    expect(await reloadImage(payload, image.id)).toMatchObject({
      embedStatus: 'failed',
      embedError: 'Dailymotion is not answering properly right now (HTTP 503). Tried 5 times; save the image again to try once more.',
    })
    expect(await embedJobsOf(payload, image.id)).toEqual([])

    provider.oembed(DAILYMOTION_OEMBED, item, { json: { type: 'video', width: 1280, height: 720, thumbnail_url: `https://s1.dmcdn.net/v/${id}/x480` } })
    provider.on(`https://s1.dmcdn.net/v/${id}/x480`, await picture(854, 480))
    const saved = await payload.update({ collection: 'gallery-images', id: image.id, data: { alt: 'Saved again' }, overrideAccess: true, context: ctx })
    expect(saved).toMatchObject({ embedStatus: 'pending', embedError: null })
    expect(await settled(payload, image.id)).toMatchObject({ embedStatus: 'ready', width: 1280, height: 720 })
  })

  /** Waits for try number `tries` (the first runs by itself; later ones are made due and run). */
  async function settledTry(imageId: number, tries: number, allTries: number): Promise<void> {
    if (tries > 1) {
      await makeDue(payload, await embedJobsOf(payload, imageId))
      await tasks.runEmbedQueue(payload)
    }
    await waitFor(`try ${tries}`, async () => {
      const jobs = await embedJobsOf(payload, imageId)
      // After the last try the job is done (and deleted); before it, it waits for its retry.
      return tries === allTries ? jobs.length === 0 : jobs[0]?.totalTried === tries && !jobs[0].processing
    })
    await tasks.embedResolutionIdle()
  }

  it('a thumbnail that is a renamed executable is refused', async () => {
    const id = randomDigits(8)
    vimeoVideo(id, `https://i.vimeocdn.com/video/${id}_640.jpg`)
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(512)])
    provider.on(`https://i.vimeocdn.com/video/${id}_640.jpg`, { body: elf, contentType: 'image/jpeg' })
    const failed = await settled(payload, (await paste(`https://vimeo.com/${id}`)).id)
    expect(failed).toMatchObject({
      embedStatus: 'failed',
      embedError: 'The picture Vimeo gives for this video was refused: this file is not a photo Vitrine can read.',
    })
    expect(failed.image ?? null).toBeNull()
    const stored = await payload.count({ collection: 'media', where: { filename: { like: `vimeo-${id}` } }, overrideAccess: true })
    expect(stored.totalDocs).toBe(0)
  })

  it('a thumbnail that is a pixel bomb is refused before it is decoded', async () => {
    const id = randomDigits(8)
    vimeoVideo(id, `https://i.vimeocdn.com/video/${id}_640.png`)
    provider.on(`https://i.vimeocdn.com/video/${id}_640.png`, { body: pngBomb(60_000, 60_000), contentType: 'image/png' })
    const failed = await settled(payload, (await paste(`https://vimeo.com/${id}`)).id)
    expect(failed).toMatchObject({
      embedStatus: 'failed',
      embedError: 'The picture Vimeo gives for this video was refused: this image is 60000 × 60000 pixels (3600 megapixels); the limit is 50 megapixels.',
    })
  })

  it.each([
    ['an internal address', (origin: string) => `${origin}/internal/admin.png`, '127.0.0.1'],
    ['another site', () => 'https://evil.example/tracker.png', 'evil.example'],
    ['a look-alike of the CDN', () => 'https://i.vimeocdn.com.evil.example/x.png', 'i.vimeocdn.com.evil.example'],
  ])('an oEmbed thumbnail on %s is refused without being fetched', async (_, thumbnail, host) => {
    const id = randomDigits(8)
    vimeoVideo(id, thumbnail(provider.origin))
    let failed: GalleryImage | undefined
    const requests = await requestsDuring(async () => {
      failed = await settled(payload, (await paste(`https://vimeo.com/${id}`)).id)
    })
    expect(failed).toMatchObject({
      embedStatus: 'failed',
      embedError: `Vimeo pointed to a picture on ${host}, which is not one of Vimeo's own servers, so it was not fetched.`,
    })
    expect(requests.map((url) => url.host)).toEqual(['vimeo.com'])
  })

  it('a redirect from the CDN to another host is not followed', async () => {
    const id = randomDigits(8)
    vimeoVideo(id, `https://i.vimeocdn.com/video/${id}_640`)
    provider.on(`https://i.vimeocdn.com/video/${id}_640`, { location: 'https://evil.example/x.png' })
    const requests = await requestsDuring(async () => {
      const failed = await settled(payload, (await paste(`https://vimeo.com/${id}`)).id)
      expect(failed.embedError).toBe("Vimeo pointed to a picture on evil.example, which is not one of Vimeo's own servers, so it was not fetched.")
    })
    expect(requests.map((url) => url.host)).toEqual(['vimeo.com', 'i.vimeocdn.com'])
  })
})

describe('saving embeds', () => {
  /** Payload's REST API through the app's route handlers, with a JSON body. */
  async function restJson(method: 'POST' | 'PATCH', apiPath: string, body: object, authorization: string): Promise<Response> {
    const routes = await import('@/app/(payload)/api/[...slug]/route')
    const url = new URL(apiPath, 'http://localhost')
    const slug = url.pathname.replace(/^\/api\//, '').split('/')
    const request = new Request(url, { method, headers: { authorization, 'content-type': 'application/json' }, body: JSON.stringify(body) })
    return routes[method](request, { params: Promise.resolve({ slug }) })
  }

  it('the admin API refuses an unsupported address with a 400 that says what is supported', async () => {
    const authorization = await adminAuthorization(payload)
    const alt = `TikTok ${unique()}`
    const response = await restJson(
      'POST',
      '/api/gallery-images',
      { gallery: gallery.id, alt, embedUrl: 'https://www.tiktok.com/@someone/video/7234567890123456789' },
      authorization,
    )
    expect(response.status).toBe(400)
    const body = (await response.json()) as { errors: { data?: { errors?: { path: string; message: string }[] } }[] }
    expect(body.errors[0].data?.errors).toEqual([
      {
        path: 'embedUrl',
        message:
          'Vitrine cannot embed this address. Paste the address of a YouTube, Vimeo or Dailymotion video, a Flickr photo or video, an Instagram post or reel, a Facebook video or photo, or an Imgur image, such as https://www.youtube.com/watch?v=dQw4w9WgXcQ.',
        label: expect.anything(),
      },
    ])
    const stored = await payload.count({ collection: 'gallery-images', where: { alt: { equals: alt } }, overrideAccess: true })
    expect(stored.totalDocs).toBe(0)
  })

  it('the admin API answers a good address at once, and the embed resolves right after the commit', async () => {
    const authorization = await adminAuthorization(payload)
    const id = youtubeId()
    youtubeVideo(id)
    provider.on(`https://i.ytimg.com/vi/${id}/maxresdefault.jpg`, await picture(1280, 720))
    const response = await restJson(
      'POST',
      '/api/gallery-images',
      { gallery: gallery.id, alt: 'Pasted in the admin', embedUrl: `https://youtu.be/${id}` },
      authorization,
    )
    expect(response.status).toBe(201)
    const { doc } = (await response.json()) as { doc: GalleryImage }
    expect(doc).toMatchObject({ embedStatus: 'pending', filetype: 'EMBED_OEMBED_YOUTUBE_VIDEO' })
    // Nobody runs the queue here: the save itself started it.
    const ready = await settled(payload, doc.id)
    expect(ready).toMatchObject({ embedStatus: 'ready', width: 1600, height: 900 })
  })

  it('changing the address drops the old picture, queues again and resolves the new item', async () => {
    const id = youtubeId()
    youtubeVideo(id)
    provider.on(`https://i.ytimg.com/vi/${id}/maxresdefault.jpg`, await picture(1280, 720))
    const first = await settled(payload, (await paste(`https://youtu.be/${id}`)).id)
    expect(first.embedStatus).toBe('ready')

    const vimeoId = randomDigits(8)
    vimeoVideo(vimeoId, `https://i.vimeocdn.com/video/${vimeoId}_640`)
    provider.on(`https://i.vimeocdn.com/video/${vimeoId}_640`, await picture(640, 360))
    const changed = await payload.update({
      collection: 'gallery-images',
      id: first.id,
      data: { embedUrl: `https://vimeo.com/${vimeoId}` },
      depth: 0,
      overrideAccess: true,
      context: ctx,
    })
    expect(changed).toMatchObject({
      embedStatus: 'pending',
      filetype: 'EMBED_OEMBED_VIMEO_VIDEO',
      image: null,
      thumbUrl: null,
      imageUrl: null,
      width: null,
      height: null,
    })

    const second = await settled(payload, first.id)
    expect(second).toMatchObject({ embedStatus: 'ready', filetype: 'EMBED_OEMBED_VIMEO_VIDEO', width: 640, height: 360 })
    const media = await expectOwnCopy(payload, second, { width: 640, height: 360 })
    expect(media.id).not.toBe(first.image)

    // Another address of the same item, or saving other fields, fetches nothing again.
    const requests = await requestsDuring(async () => {
      const retyped = await payload.update({
        collection: 'gallery-images',
        id: first.id,
        data: { embedUrl: `https://player.vimeo.com/video/${vimeoId}`, alt: 'Renamed' },
        depth: 0,
        overrideAccess: true,
        context: ctx,
      })
      expect(retyped).toMatchObject({ embedStatus: 'ready', image: media.id })
    })
    expect(requests).toEqual([])
    expect(await embedJobsOf(payload, first.id)).toEqual([])
  })

  it('a save from a form opened while the embed was pending does not undo the resolved picture', async () => {
    const id = randomDigits(8)
    vimeoVideo(id, `https://i.vimeocdn.com/video/${id}_640`)
    provider.on(`https://i.vimeocdn.com/video/${id}_640`, await picture(640, 360))
    const pending = await paste(`https://vimeo.com/${id}`)
    const ready = await settled(payload, pending.id)
    expect(ready.embedStatus).toBe('ready')
    // Everything the form showed when it was opened, with a new description.
    const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...form } = pending
    const saved = await payload.update({
      collection: 'gallery-images',
      id: pending.id,
      data: { ...form, description: 'Written while it was fetched' },
      depth: 0,
      overrideAccess: true,
      context: ctx,
    })
    const { updatedAt: _resolvedAt, description: _description, ...resolved } = ready
    expect(saved).toMatchObject({ ...resolved, description: 'Written while it was fetched' })
    expect(await embedJobsOf(payload, pending.id)).toEqual([])
  })

  it('removing the address turns the image into a photo again', async () => {
    const id = randomDigits(8)
    const failed = await settled(payload, (await paste(`https://vimeo.com/${id}`)).id)
    expect(failed.embedStatus).toBe('failed')
    const photo = await createMedia(payload, { width: 40, height: 30 })
    const updated = await payload.update({
      collection: 'gallery-images',
      id: failed.id,
      data: { embedUrl: null, image: photo.id },
      overrideAccess: true,
      context: ctx,
    })
    expect(updated).toMatchObject({ embedStatus: null, embedError: null, filetype: 'image/png', isEmbedVideo: false, width: 40, height: 30 })
    expect(await embedJobsOf(payload, failed.id)).toEqual([])
  })

  it('with skipEmbedResolve the given embed fields are kept and nothing is queued', async () => {
    const id = youtubeId()
    const media = await createMedia(payload, { width: 64, height: 36 })
    const requests = await requestsDuring(async () => {
      const image = await payload.create({
        collection: 'gallery-images',
        data: {
          gallery: gallery.id,
          alt: 'Seeded video',
          embedUrl: `https://www.youtube.com/watch?v=${id}`,
          filetype: 'EMBED_OEMBED_YOUTUBE_VIDEO',
          isEmbedVideo: true,
          embedStatus: 'ready',
          image: media.id,
          imageUrl: media.url,
          thumbUrl: media.sizes?.thumbnail?.url ?? media.url,
          width: 1280,
          height: 720,
        },
        overrideAccess: true,
        context: { ...ctx, skipEmbedResolve: true },
      })
      expect(await reloadImage(payload, image.id)).toMatchObject({ embedStatus: 'ready', image: media.id, imageUrl: media.url, width: 1280, height: 720 })
      expect(await embedJobsOf(payload, image.id)).toEqual([])
    })
    expect(requests).toEqual([])
  })

  it('saving an embed left pending without a job (its process died) queues it again', async () => {
    const id = randomDigits(8)
    vimeoVideo(id, `https://i.vimeocdn.com/video/${id}_640`)
    provider.on(`https://i.vimeocdn.com/video/${id}_640`, await picture(640, 360))
    const stranded = await payload.create({
      collection: 'gallery-images',
      data: { gallery: gallery.id, alt: 'Stranded', embedUrl: `https://vimeo.com/${id}`, embedStatus: 'pending', filetype: 'EMBED_OEMBED_VIMEO_VIDEO' },
      depth: 0,
      overrideAccess: true,
      context: { ...ctx, skipEmbedResolve: true },
    })
    expect(await embedJobsOf(payload, stranded.id)).toEqual([])
    await payload.update({ collection: 'gallery-images', id: stranded.id, data: { alt: 'Saved again' }, overrideAccess: true, context: ctx })
    expect(await settled(payload, stranded.id)).toMatchObject({ embedStatus: 'ready', width: 640, height: 360 })
  })

  it('an embed saved before embeds were resolved (no status) is resolved when it is saved again', async () => {
    const id = randomDigits(8)
    vimeoVideo(id, `https://i.vimeocdn.com/video/${id}_640`)
    provider.on(`https://i.vimeocdn.com/video/${id}_640`, await picture(640, 360))
    const legacy = await payload.create({
      collection: 'gallery-images',
      data: { gallery: gallery.id, alt: 'From before', embedUrl: `https://vimeo.com/${id}`, filetype: 'EMBED_OEMBED_VIMEO_VIDEO' },
      depth: 0,
      overrideAccess: true,
      context: { ...ctx, skipEmbedResolve: true },
    })
    expect(legacy.embedStatus ?? null).toBeNull()
    await payload.update({ collection: 'gallery-images', id: legacy.id, data: { alt: 'Saved again' }, overrideAccess: true, context: ctx })
    expect(await settled(payload, legacy.id)).toMatchObject({ embedStatus: 'ready', width: 640, height: 360 })
  })

  it('saving an embed whose job is waiting does not queue a second one', async () => {
    const id = randomDigits(8)
    vimeoVideo(id, `https://i.vimeocdn.com/video/${id}_640`, { status: 502 })
    const image = await paste(`https://vimeo.com/${id}`)
    await waitFor('the first try to fail', async () => (await embedJobsOf(payload, image.id))[0]?.totalTried === 1)
    await tasks.embedResolutionIdle()
    await payload.update({ collection: 'gallery-images', id: image.id, data: { alt: 'Saved while waiting' }, overrideAccess: true, context: ctx })
    expect(await embedJobsOf(payload, image.id)).toHaveLength(1)
  })

  it('an image needs a photo or an embed address', async () => {
    const errors = await validationErrors(
      payload.create({ collection: 'gallery-images', data: { gallery: gallery.id, alt: 'Nothing' }, overrideAccess: true, context: ctx }),
    )
    expect(errors).toEqual({
      image:
        'Add a photo, or paste the address of a YouTube, Vimeo or Dailymotion video, a Flickr photo or video, an Instagram post or reel, a Facebook video or photo, or an Imgur image to embed.',
    })
  })

  // Regression (a probe of the admin's REST writes): `image: null` on a photo answered 200 and left
  // a published image with no file and no embed, its old photo's address still copied on it.
  it('an update that removes the photo, and puts nothing in its place, is refused', async () => {
    const media = await createMedia(payload)
    const image = await payload.create({ collection: 'gallery-images', data: { gallery: gallery.id, alt: 'Photo', image: media.id }, overrideAccess: true, context: ctx })
    expect(image.thumbUrl).toBeTruthy()
    const errors = await validationErrors(payload.update({ collection: 'gallery-images', id: image.id, data: { image: null }, overrideAccess: true, context: ctx }))
    expect(errors.image).toMatch(/^Add a photo, or paste the address of/)
    expect((await reloadImage(payload, image.id)).image).toBeTruthy()
  })
})

describe('the embed frame route', () => {
  it.each(['99999999999', '2147483648', '0', '-1', 'abc', '12abc', '1e3'])('answers a plain 404 for /embed-frame/%s, never a 500', async (id) => {
    const { GET } = await import('@/app/(site)/embed-frame/[id]/route')
    const response = await GET(new Request(`http://localhost/embed-frame/${id}`), { params: Promise.resolve({ id }) })
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
  })
})
