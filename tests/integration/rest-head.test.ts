/**
 * HEAD on the REST API answers as GET would, without the body: a link checker, a CDN or a download
 * manager asking for an upload's size and type got a 404 (Payload's router knows only GET).
 */
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'

import { testPayload } from '../setup/payload'
import { adminAuthorization, api } from './rest-helpers'

let media: Media
let authorization: string

beforeAll(async () => {
  const payload = await testPayload()
  const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#335577' } }).jpeg().toBuffer()
  media = await payload.create({
    collection: 'media',
    data: { alt: 'Head request' },
    file: { data: jpeg, name: 'head-request.jpg', mimetype: 'image/jpeg', size: jpeg.length },
    overrideAccess: true,
    context: { skipRevalidate: true },
  })
  authorization = await adminAuthorization(payload)
})

describe('HEAD on the REST API', () => {
  it('answers an upload with the status and headers of GET, and no body', async () => {
    const path = `/api/media/file/${encodeURIComponent(media.sizes!.thumbnail!.filename!)}`
    const get = await api('GET', path, { authorization })
    const bytes = (await get.arrayBuffer()).byteLength
    expect(get.status).toBe(200)
    const head = await api('HEAD', path, { authorization })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'))
    expect(Number(head.headers.get('content-length'))).toBe(bytes)
    expect((await head.arrayBuffer()).byteLength).toBe(0)
  })

  it('answers a missing file and an unreadable one as GET does', async () => {
    const missing = await api('HEAD', '/api/media/file/no-such-file.jpg', { authorization })
    expect(missing.status).toBe((await api('GET', '/api/media/file/no-such-file.jpg', { authorization })).status)
    // An upload visitors may not see (in no published content) is hidden from an anonymous HEAD too.
    const hidden = `/api/media/file/${encodeURIComponent(media.filename!)}`
    expect((await api('HEAD', hidden)).status).toBe((await api('GET', hidden)).status)
    expect((await api('HEAD', hidden)).status).not.toBe(200)
  })
})
