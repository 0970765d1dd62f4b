import { describe, expect, it } from 'vitest'

import { checkAvSize, detectAv, mpegAfterId3 } from './av-upload-checks'

/** An ID3v2 tag of `size` bytes of padding, then `after`. */
const id3 = (size: number, after: Buffer) =>
  Buffer.concat([Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, (size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f]), Buffer.alloc(size), after])

/** One MPEG-1 Layer III frame header (128 kbit/s, 44.1 kHz) and its body. */
const frame = () => Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)])

describe('sound and video told from their bytes', () => {
  it('takes an ID3 tag followed by MPEG audio as an MP3', async () => {
    const mp3 = id3(300, Buffer.concat([frame(), frame(), frame()]))
    expect(mpegAfterId3(mp3)).toBe(true)
    await expect(detectAv(mp3)).resolves.toEqual({ format: 'mp3', mime: 'audio/mpeg', extension: 'mp3' })
  })

  it('refuses a text file that only starts with "ID3"', async () => {
    const text = Buffer.from('ID3 is how this note starts, and then it is just text, not a sound at all.')
    expect(mpegAfterId3(text)).toBe(false)
    await expect(detectAv(text)).resolves.toBeNull()
    await expect(detectAv(id3(64, Buffer.from('<?php system($_GET["c"]); ?>')))).resolves.toBeNull()
  })

  it('leaves photos and other files to the photo check', async () => {
    await expect(detectAv(Buffer.from('%PDF-1.7\n'))).resolves.toBeNull()
  })

  it('names the size and the limit of a file that is too large', () => {
    expect(checkAvSize(Buffer.alloc(3 * 1024 * 1024), 2 * 1024 * 1024)).toEqual({
      ok: false,
      message: 'This file is 3.0 MB; the limit for sound and video is 2.0 MB. Upload a shorter or more compressed file, or embed it from a video host.',
    })
    expect(checkAvSize(Buffer.alloc(1024), 1024)).toEqual({ ok: true })
  })
})
