import { describe, expect, it } from 'vitest'

import { CAPTCHA_LENGTH, captchaPng, captchaSvg, newCaptchaCode } from './captcha-image.server'

describe('the captcha picture', () => {
  it('draws the digits as strokes, never as text a script could read', () => {
    const svg = captchaSvg('40721')
    expect(svg).not.toContain('<text')
    expect(svg).not.toContain('40721')
    expect(svg.match(/<path transform=/g)).toHaveLength(5)
  })

  it('is a PNG, and codes are five random digits', async () => {
    const png = await captchaPng('12345')
    expect(png.subarray(1, 4).toString()).toBe('PNG')
    const code = newCaptchaCode()
    expect(code).toMatch(new RegExp(`^\\d{${CAPTCHA_LENGTH}}$`))
  })
})
