import { describe, expect, it } from 'vitest'

import { acceptAttribute, detectFileKind, isAllowedFileContent, looksLikeText } from './file-types'

const bytes = (...values: number[]) => new Uint8Array(values)
const ascii = (text: string) => new Uint8Array([...text].map((char) => char.charCodeAt(0)))
const concat = (...parts: Uint8Array[]) => new Uint8Array(parts.flatMap((part) => [...part]))

/** A zip's first local file header naming `name`, followed by `data` stored uncompressed. */
function zipWith(name: string, data = ''): Uint8Array {
  const header = new Uint8Array(30)
  header.set([0x50, 0x4b, 0x03, 0x04])
  header[26] = name.length
  return concat(header, ascii(name), ascii(data))
}

describe('telling a file type by its first bytes', () => {
  it.each([
    ['pdf', ascii('%PDF-1.4\n')],
    ['jpg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10)],
    ['png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)],
    ['gif', ascii('GIF89a')],
    ['webp', concat(ascii('RIFF'), bytes(0, 0, 0, 0), ascii('WEBPVP8 '))],
    ['wav', concat(ascii('RIFF'), bytes(0, 0, 0, 0), ascii('WAVEfmt '))],
    ['avi', concat(ascii('RIFF'), bytes(0, 0, 0, 0), ascii('AVI LIST'))],
    ['tiff', bytes(0x49, 0x49, 0x2a, 0x00)],
    ['mp4', concat(bytes(0, 0, 0, 0x20), ascii('ftypisom'))],
    ['mov', concat(bytes(0, 0, 0, 0x14), ascii('ftypqt  '))],
    ['m4a', concat(bytes(0, 0, 0, 0x20), ascii('ftypM4A '))],
    ['heic', concat(bytes(0, 0, 0, 0x18), ascii('ftypheic'))],
    ['avif', concat(bytes(0, 0, 0, 0x1c), ascii('ftypavif'))],
    ['mp3', ascii('ID3\u0004\u0000')],
    ['mp3', bytes(0xff, 0xfb, 0x90, 0x64)],
    ['ogg', ascii('OggS')],
    ['flac', ascii('fLaC')],
    ['webm', bytes(0x1a, 0x45, 0xdf, 0xa3)],
    ['mpg', bytes(0x00, 0x00, 0x01, 0xba)],
    ['wmv', bytes(0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11)],
    ['zip', zipWith('photos/one.jpg')],
    ['ooxml', zipWith('[Content_Types].xml')],
    ['odt', zipWith('mimetype', 'application/vnd.oasis.opendocument.text')],
    ['epub', zipWith('mimetype', 'application/epub+zip')],
    ['ole2', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)],
    ['rtf', ascii('{\\rtf1\\ansi')],
    ['7z', bytes(0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c)],
    ['gz', bytes(0x1f, 0x8b, 0x08)],
    ['text', new TextEncoder().encode('Name,Email\nÅsa,åsa@example.se\n')],
  ])('recognises %s', (kind, head) => {
    expect(detectFileKind(head)?.kind).toBe(kind)
  })

  it('recognises nothing in a program, random binary or an empty file', () => {
    expect(detectFileKind(bytes(0x4d, 0x5a, 0x90, 0x00))).toBeNull() // Windows .exe
    expect(detectFileKind(bytes(0x7f, 0x45, 0x4c, 0x46))).toBeNull() // ELF
    expect(detectFileKind(bytes(0x00, 0x01, 0x02))).toBeNull()
    expect(detectFileKind(new Uint8Array())).toBeNull()
  })

  it('reads text as UTF-8 without control characters, forgiving a character cut at the end of a sample', () => {
    const euro = new TextEncoder().encode('price: €')
    expect(looksLikeText(euro, false)).toBe(true)
    expect(looksLikeText(euro.subarray(0, euro.length - 1), true)).toBe(true)
    expect(looksLikeText(euro.subarray(0, euro.length - 1), false)).toBe(false)
    expect(looksLikeText(bytes(0x68, 0x69, 0x00), false)).toBe(false)
    expect(looksLikeText(bytes(0xc0, 0xaf), false)).toBe(false) // overlong encoding
    expect(looksLikeText(bytes(0xef, 0xbb, 0xbf, 0x68, 0x69), false)).toBe(true) // BOM
  })
})

describe('allowed file types', () => {
  const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)
  const pdf = ascii('%PDF-1.7')
  const svg = ascii('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')

  it('matches extensions and MIME types, with or without a dot', () => {
    expect(isAllowedFileContent(pdf, 100, ['pdf'])).toBe(true)
    expect(isAllowedFileContent(pdf, 100, ['.pdf'])).toBe(true)
    expect(isAllowedFileContent(pdf, 100, ['application/pdf'])).toBe(true)
    expect(isAllowedFileContent(png, 100, ['image/*'])).toBe(true)
    expect(isAllowedFileContent(png, 100, ['jpg', 'jpeg'])).toBe(false)
  })

  it('takes images, audio and video when the tag lists no types (CF7 default)', () => {
    expect(isAllowedFileContent(png, 100, [])).toBe(true)
    expect(isAllowedFileContent(pdf, 100, [])).toBe(false)
  })

  it('never takes SVG or HTML, which browsers run, even when listed', () => {
    expect(isAllowedFileContent(svg, svg.length, ['svg', 'image/svg+xml', 'image/*'])).toBe(false)
    expect(isAllowedFileContent(ascii('<html><script>x</script>'), 24, ['html', 'htm'])).toBe(false)
  })

  it('takes text only when a text type is listed', () => {
    expect(isAllowedFileContent(svg, svg.length, ['txt'])).toBe(true)
    expect(isAllowedFileContent(ascii('a,b\n1,2'), 7, ['csv'])).toBe(true)
    expect(isAllowedFileContent(ascii('a,b\n1,2'), 7, ['text/*'])).toBe(true)
    expect(isAllowedFileContent(ascii('a,b\n1,2'), 7, ['pdf'])).toBe(false)
  })

  it('admits any of docx, xlsx and pptx for their shared container, and zip for every zip', () => {
    const docx = zipWith('[Content_Types].xml')
    expect(isAllowedFileContent(docx, 100, ['docx'])).toBe(true)
    expect(isAllowedFileContent(docx, 100, ['zip'])).toBe(true)
    expect(isAllowedFileContent(zipWith('evil.exe'), 100, ['docx'])).toBe(false)
  })

  it('writes the accept attribute as CF7 does', () => {
    expect(acceptAttribute(['pdf', '.jpg', 'image/*'])).toBe('.pdf,.jpg,image/*')
    expect(acceptAttribute([])).toBe('audio/*,video/*,image/*')
  })
})
