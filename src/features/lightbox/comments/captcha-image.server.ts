import 'server-only'

/**
 * The comment form's captcha picture: the challenge's digits drawn as jittered strokes (never as
 * text a script could read from the file), with crossing lines, rendered to PNG by sharp. The
 * answer exists only in the pixels and, hashed, in the database.
 */
import { randomInt } from 'node:crypto'

import sharp from 'sharp'

/** Each digit as strokes on a 10 × 16 grid. */
const glyphs: Record<string, number[][][]> = {
  '0': [[[2, 1], [8, 1], [9, 8], [8, 15], [2, 15], [1, 8], [2, 1]]],
  '1': [[[3, 4], [6, 1], [6, 15]], [[3, 15], [9, 15]]],
  '2': [[[1, 4], [3, 1], [7, 1], [9, 4], [8, 8], [1, 15], [9, 15]]],
  '3': [[[1, 2], [8, 1], [5, 7], [9, 10], [8, 14], [2, 15], [1, 13]]],
  '4': [[[7, 15], [7, 1], [1, 11], [9, 11]]],
  '5': [[[9, 1], [2, 1], [1, 7], [7, 6], [9, 10], [7, 15], [1, 14]]],
  '6': [[[8, 1], [3, 3], [1, 9], [2, 15], [8, 15], [9, 10], [6, 8], [1, 10]]],
  '7': [[[1, 1], [9, 1], [4, 15]], [[3, 8], [8, 8]]],
  '8': [[[5, 8], [2, 5], [3, 1], [7, 1], [8, 5], [5, 8], [1, 11], [3, 15], [7, 15], [9, 11], [5, 8]]],
  '9': [[[9, 6], [7, 8], [2, 7], [1, 3], [4, 1], [8, 2], [9, 7], [7, 15], [2, 14]]],
}

const jitter = (amount: number) => (randomInt(2001) / 1000 - 1) * amount

/** The SVG of `code`, `width` × `height` pixels. */
export function captchaSvg(code: string, width = 150, height = 50): string {
  const step = width / (code.length + 1)
  const scale = (height * 0.62) / 16
  const paths = [...code].map((digit, i) => {
    const cx = step * (i + 0.6) + jitter(4)
    const cy = height * 0.18 + jitter(4)
    const angle = jitter(18)
    const strokes = (glyphs[digit] ?? []).map(
      (stroke) => `M${stroke.map(([x, y]) => `${(x! * scale + jitter(0.9)).toFixed(1)} ${(y! * scale + jitter(0.9)).toFixed(1)}`).join(' L')}`,
    )
    return `<path transform="translate(${cx.toFixed(1)} ${cy.toFixed(1)}) rotate(${angle.toFixed(1)} ${5 * scale} ${8 * scale})" d="${strokes.join(' ')}" fill="none" stroke="#1f2933" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>`
  })
  const noise = Array.from({ length: 5 }, () => {
    const points = [0, 1, 2].map(() => `${randomInt(width)} ${randomInt(height)}`)
    return `<path d="M${points[0]} Q${points[1]} ${points[2]}" fill="none" stroke="#7b8794" stroke-width="1.2"/>`
  })
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f5f7fa"/>${noise.join('')}${paths.join('')}</svg>`
}

export async function captchaPng(code: string): Promise<Buffer> {
  return sharp(Buffer.from(captchaSvg(code))).png().toBuffer()
}

/** A new code: CAPTCHA_LENGTH random digits. */
export const CAPTCHA_LENGTH = 5
export function newCaptchaCode(): string {
  return Array.from({ length: CAPTCHA_LENGTH }, () => String(randomInt(10))).join('')
}
