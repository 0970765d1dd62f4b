/**
 * Sound and video in the media library (issue 14, item 2): told from their bytes, stored under a
 * generated name with their real type, served back as they were; a file that only claims to be
 * sound, one over the limit, and an anonymous upload are refused with a 4xx and a sentence.
 */
import { describe, expect, it } from 'vitest'

import { AV_MAX_BYTES, checkAvSize, detectAv } from '@/features/media/collection/av-upload-checks'

import { oggFlacFile, wavFile } from '../fixtures/sounds'
import { testPayload } from '../setup/payload'
import { adminAuthorization, api } from './rest-helpers'

const ctx = { skipRevalidate: true } as const

async function upload(data: Buffer, name: string, mimetype: string) {
  const payload = await testPayload()
  return payload.create({ collection: 'media', data: { alt: `Sound: ${name}` }, file: { data, name, mimetype, size: data.length }, overrideAccess: true, context: ctx })
}

async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise
  } catch (error) {
    const e = error as { status?: number; message: string }
    return { status: e.status ?? 0, message: e.message }
  }
  throw new Error('The upload was accepted')
}

/** A multipart upload through the REST API, as the admin's upload form sends it. */
function uploadForm(data: Buffer, name: string, type: string): FormData {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(data)], { type }), name)
  form.append('_payload', JSON.stringify({ alt: name }))
  return form
}

describe('sound uploads are told from their bytes', () => {
  it('stores a WAV as audio/wav under a generated name and serves the same bytes back', async () => {
    const wav = wavFile()
    const media = await upload(wav, 'Morning Walk (final).wav', 'application/octet-stream')
    expect(media.mimeType).toBe('audio/wav')
    expect(media.filename).toMatch(/^morning-walk-final-[0-9a-f]{8}\.wav$/)
    expect(media.filesize).toBe(wav.length)
    expect(media.width ?? null).toBeNull()
    const payload = await testPayload()
    const response = await api('GET', `/api/media/file/${media.filename}`, { authorization: await adminAuthorization(payload) })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('audio/wav')
    expect(Buffer.from(await response.arrayBuffer()).equals(wav)).toBe(true)
  })

  it('stores an Ogg file as audio/ogg, whatever the browser claimed it was', async () => {
    const ogg = oggFlacFile()
    const media = await upload(ogg, 'field-recording.mp3', 'audio/mpeg')
    expect(media.mimeType).toBe('audio/ogg')
    expect(media.filename).toMatch(/^field-recording-[0-9a-f]{8}\.oga$/)
    const payload = await testPayload()
    const response = await api('GET', `/api/media/file/${media.filename}`, { authorization: await adminAuthorization(payload) })
    expect(response.headers.get('content-type')).toBe('audio/ogg')
    expect(Buffer.from(await response.arrayBuffer()).equals(ogg)).toBe(true)
  })

  it('refuses a text file named .mp3 with a 400 that says what Vitrine takes', async () => {
    const text = Buffer.from('Just a shopping list.\nmilk\neggs\n'.repeat(40))
    const result = await refusal(upload(text, 'song.mp3', 'audio/mpeg'))
    expect(result).toEqual({ status: 400, message: 'This file is not a photo, sound or video Vitrine can read. Upload a JPEG, PNG, WebP, AVIF or GIF image, or an MP3, Ogg, WAV, FLAC, M4A, MP4 or WebM file.' })
    const payload = await testPayload()
    const stored = await payload.count({ collection: 'media', where: { originalFilename: { equals: 'song.mp3' } }, overrideAccess: true })
    expect(stored.totalDocs).toBe(0)
  })

  it('refuses sound over the size limit with the sizes and what to do instead', async () => {
    const wav = wavFile()
    expect(await detectAv(wav)).toEqual({ format: 'wav', mime: 'audio/wav', extension: 'wav' })
    expect(AV_MAX_BYTES).toBe(200 * 1024 * 1024)
    expect(checkAvSize(wav)).toEqual({ ok: true })
    expect(checkAvSize(wav, 10 * 1024)).toEqual({
      ok: false,
      message: `This file is ${(wav.length / 1024 / 1024).toFixed(1)} MB; the limit for sound and video is 0.0 MB. Upload a shorter or more compressed file, or embed it from a video host.`,
    })
  })
})

describe('uploads over HTTP', () => {
  it('answers an anonymous upload of sound with 403 and stores nothing', async () => {
    const response = await api('POST', '/api/media', { body: uploadForm(wavFile(), 'anonymous.wav', 'audio/wav') })
    expect(response.status).toBe(403)
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0].message).toBe('Sign in as an admin to upload or change files.')
    const payload = await testPayload()
    const stored = await payload.count({ collection: 'media', where: { originalFilename: { equals: 'anonymous.wav' } }, overrideAccess: true })
    expect(stored.totalDocs).toBe(0)
  })

  it('answers an admin’s upload of a text file named .wav with 400 and the sentence, never a 5xx', async () => {
    const payload = await testPayload()
    const response = await api('POST', '/api/media', { authorization: await adminAuthorization(payload), body: uploadForm(Buffer.from('not a sound'.repeat(50)), 'fake.wav', 'audio/wav') })
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toContain('This file is not a photo, sound or video Vitrine can read.')
  })

  it('answers an admin’s upload of a WAV with 201 and the stored type', async () => {
    const payload = await testPayload()
    const response = await api('POST', '/api/media', { authorization: await adminAuthorization(payload), body: uploadForm(wavFile(), 'studio-take.wav', 'audio/x-wav') })
    expect(response.status).toBe(201)
    const { doc } = (await response.json()) as { doc: { mimeType: string; filename: string } }
    expect(doc.mimeType).toBe('audio/wav')
    expect(doc.filename).toMatch(/^studio-take-[0-9a-f]{8}\.wav$/)
  })
})

describe('seeking: byte ranges of a sound file', () => {
  it('answers a Range request with 206 and the bytes asked for', async () => {
    const wav = wavFile()
    const media = await upload(wav, 'range.wav', 'audio/wav')
    const payload = await testPayload()
    const response = await api('GET', `/api/media/file/${media.filename}`, { authorization: await adminAuthorization(payload), headers: { range: 'bytes=100-199' } })
    const body = Buffer.from(await response.arrayBuffer())
    expect({ status: response.status, length: body.length, acceptRanges: response.headers.get('accept-ranges') }).toEqual({ status: 206, length: 100, acceptRanges: 'bytes' })
    expect(response.headers.get('content-range')).toBe(`bytes 100-199/${wav.length}`)
    expect(body.equals(wav.subarray(100, 200))).toBe(true)
  })
})
