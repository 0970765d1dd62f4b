/**
 * Instagram and Facebook embeds with META_OEMBED_TOKEN set: Meta's oEmbed (the Graph API, played
 * by the fake provider) gives the kind and the player's size; since it has no thumbnails, the
 * picture still comes from the item's public page. A file of its own because the environment is
 * read once per Payload instance (embeds.test.ts runs without the token).
 */
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import type { Gallery } from '@/payload-types'

import { FakeEmbedProvider, openGraphPage, picture } from '../fixtures/fake-embed-provider'
import { testPayload } from '../setup/payload'
import { ctx, unique, withDefaults } from './content-helpers'
import { expectOwnCopy, randomCode, randomDigits, settled } from './embed-helpers'

type Tasks = typeof import('@/features/embeds/index.server')

const TOKEN = '1234567890|fake-client-token-for-tests'
const INSTAGRAM_OEMBED = 'https://graph.facebook.com/v21.0/instagram_oembed'
const FACEBOOK_VIDEO_OEMBED = 'https://graph.facebook.com/v21.0/oembed_video'

const provider = new FakeEmbedProvider()
let payload: Payload
let tasks: Tasks
let gallery: Gallery

beforeAll(async () => {
  await provider.start()
  process.env.EMBED_PROVIDER_ORIGIN = provider.origin
  process.env.META_OEMBED_TOKEN = TOKEN
  payload = await testPayload()
  tasks = await import('@/features/embeds/index.server')
  gallery = await payload.create({ collection: 'galleries', data: withDefaults({ name: `Meta embeds ${unique()}` }), overrideAccess: true, context: ctx })
})

afterEach(async () => {
  await tasks.embedResolutionIdle()
})

afterAll(async () => {
  await tasks?.embedResolutionIdle()
  await provider.stop()
  delete process.env.META_OEMBED_TOKEN
})

async function paste(embedUrl: string, embedWholePost = false) {
  const image = await payload.create({
    collection: 'gallery-images',
    data: { gallery: gallery.id, alt: `Embedded ${unique()}`, embedUrl, embedWholePost },
    depth: 0,
    overrideAccess: true,
    context: ctx,
  })
  return settled(payload, image.id)
}

/** The oEmbed answer Instagram gives today: markup and a width, no height and no thumbnail. */
function instagramAnswer(code: string, path: 'p' | 'reel') {
  return {
    json: {
      version: '1.0',
      type: 'rich',
      provider_name: 'Instagram',
      author_name: 'studio',
      width: 658,
      height: null,
      html: `<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/${path}/${code}/?utm_source=ig_embed"></blockquote>`,
    },
  }
}

function instagramPage(code: string) {
  provider.on(`https://www.instagram.com/p/${code}/`, openGraphPage({ 'og:image': `https://scontent.cdninstagram.com/v/${code}.jpg` }))
}

describe('with a Meta oEmbed token', () => {
  it('an Instagram whole post: oEmbed with the token, the picture from the public page', async () => {
    const code = randomCode(11)
    provider.oembed(INSTAGRAM_OEMBED, `https://www.instagram.com/p/${code}/`, instagramAnswer(code, 'p'))
    instagramPage(code)
    provider.on(`https://scontent.cdninstagram.com/v/${code}.jpg`, await picture(1080, 1080))

    const ready = await paste(`https://www.instagram.com/p/${code}/`, true)
    expect(ready).toMatchObject({ embedStatus: 'ready', filetype: 'EMBED_OEMBED_INSTAGRAM_POST', isEmbedVideo: false, width: 1080, height: 1080 })
    await expectOwnCopy(payload, ready, { width: 1080, height: 1080 })
    const [asked] = provider.requestsTo(INSTAGRAM_OEMBED).filter((url) => url.searchParams.get('url') === `https://www.instagram.com/p/${code}/`)
    expect(asked.searchParams.get('access_token')).toBe(TOKEN)
  })

  it('an Instagram photo address that oEmbed reports as a reel becomes a video', async () => {
    const code = randomCode(11)
    provider.oembed(INSTAGRAM_OEMBED, `https://www.instagram.com/p/${code}/`, instagramAnswer(code, 'reel'))
    instagramPage(code)
    provider.on(`https://scontent.cdninstagram.com/v/${code}.jpg`, await picture(720, 1280))
    const ready = await paste(`https://www.instagram.com/p/${code}/`)
    expect(ready).toMatchObject({ embedStatus: 'ready', filetype: 'EMBED_OEMBED_INSTAGRAM_VIDEO', isEmbedVideo: true, width: 720, height: 1280 })
  })

  it('a Facebook video: the player’s size from oEmbed, the picture from the page', async () => {
    const id = randomDigits(15)
    const item = `https://www.facebook.com/watch/?v=${id}`
    provider.oembed(FACEBOOK_VIDEO_OEMBED, item, { json: { version: '1.0', type: 'video', width: 1280, height: 720, html: '<iframe></iframe>' } })
    provider.on(item, openGraphPage({ 'og:image': `https://scontent.xx.fbcdn.net/v/${id}.jpg` }))
    provider.on(`https://scontent.xx.fbcdn.net/v/${id}.jpg`, await picture(640, 360))
    const ready = await paste(`https://www.facebook.com/somepage/videos/${id}/`)
    expect(ready).toMatchObject({ embedStatus: 'ready', filetype: 'EMBED_OEMBED_FACEBOOK_VIDEO', isEmbedVideo: true, width: 1280, height: 720 })
    await expectOwnCopy(payload, ready, { width: 640, height: 360 })
  })

  it('Meta’s 400 fails at once, and the message never shows the token', async () => {
    const code = randomCode(11)
    provider.oembed(INSTAGRAM_OEMBED, `https://www.instagram.com/p/${code}/`, {
      status: 400,
      json: { error: { message: 'Invalid OAuth access token', type: 'OAuthException', code: 190 } },
    })
    const failed = await paste(`https://www.instagram.com/p/${code}/`)
    expect(failed).toMatchObject({
      embedStatus: 'failed',
      embedError: 'Instagram refused the request (HTTP 400): the photo may be private or deleted, or META_OEMBED_TOKEN is not valid.',
    })
    expect(failed.embedError).not.toContain('fake-client-token')
  })
})
