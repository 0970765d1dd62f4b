import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { animatedGif, pngBomb } from '../../../../tests/fixtures/images'
import { checkImageUpload } from './upload-checks'

describe('upload checks', () => {
  it('accepts a real photo and reports its size', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } }).jpeg().toBuffer()
    await expect(checkImageUpload(jpeg)).resolves.toEqual({ ok: true, format: 'jpeg', width: 64, height: 48 })
  })

  it('refuses a decompression bomb from its header, naming its size and the limit', async () => {
    const bomb = pngBomb(100_000, 100_000)
    expect(bomb.length).toBeLessThan(2048)
    await expect(checkImageUpload(bomb)).resolves.toEqual({
      ok: false,
      message: 'This image is 100000 × 100000 pixels (10000 megapixels); the limit is 50 megapixels. Resize it and upload it again.',
    })
  })

  it('refuses a renamed executable and a text file, whatever their names say', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(256)])
    for (const data of [elf, Buffer.from('<?php system($_GET["c"]); ?>')]) {
      await expect(checkImageUpload(data)).resolves.toEqual({
        ok: false,
        message: 'This file is not a photo Vitrine can read. Upload a JPEG, PNG, WebP, AVIF or GIF image.',
      })
    }
  })

  it('refuses a file over the size limit before reading it', async () => {
    const verdict = await checkImageUpload(Buffer.alloc(3 * 1024 * 1024), { maxBytes: 2 * 1024 * 1024, maxPixels: 1e6, formats: ['jpeg'] })
    expect(verdict).toEqual({ ok: false, message: 'This file is 3.0 MB; the limit is 2.0 MB. Export a smaller JPEG or WebP and upload it again.' })
  })

  // Regression: a 2.3 KB GIF of 100 frames of 1000 × 1000 passed as 1 megapixel, and its sizes
  // took 18 to 24 s of the server's time before failing with "There was a problem while uploading
  // the file." (the frames are made into one image as tall as all of them).
  it('counts every frame of an animation, and refuses one too long to make the sizes from', async () => {
    const heavy = animatedGif(1000, 1000, 100)
    expect(heavy.length).toBeLessThan(4096)
    await expect(checkImageUpload(heavy)).resolves.toEqual({
      ok: false,
      message: 'This animation has 100 frames of 1000 × 1000 pixels (100 megapixels in all); the limit is 50 megapixels. Shorten or shrink it, or upload a still image.',
    })
    await expect(checkImageUpload(animatedGif(1000, 1000, 30))).resolves.toEqual({
      ok: false,
      message: 'This animation has 30 frames of 1000 pixels high (30000 pixels in all); the limit is 16384. Shorten or shrink it, or upload a still image.',
    })
    await expect(checkImageUpload(animatedGif(100, 100, 10))).resolves.toEqual({ ok: true, format: 'gif', width: 100, height: 100 })
  })
})
