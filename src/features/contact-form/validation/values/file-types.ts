/**
 * What an uploaded file is, told by its first bytes (magic numbers), never by its name: a file
 * called `cv.pdf` that starts like a Windows program is not a PDF.
 *
 * Decision (documented here because validation depends on it): a type is accepted only when the
 * bytes prove it. Content with no signature is accepted only as plain text, and only when the
 * tag names a text type (`filetypes:txt`, `csv`, `tsv`, `text/plain`, `text/csv` or `text/*`)
 * and the bytes are UTF-8 text without control characters. Everything else without a signature
 * (SVG, HTML, scripts, unknown binaries) is refused, even when its extension is listed: SVG and
 * HTML are text that browsers run, and a type we cannot check is a type we cannot promise.
 */

export type FileKind = {
  /** A short name for messages and tests. */
  kind: string
  /** Extensions (no dot) this content satisfies in `filetypes:`. */
  extensions: readonly string[]
  /** MIME types this content satisfies (`image/*` matches by the part before the slash). */
  mimeTypes: readonly string[]
}

/** How many leading bytes detection needs: enough for every signature and a fair text sample. */
export const FILE_HEAD_BYTES = 4096

/**
 * CF7's default when a file tag has no `filetypes:` option (CF7 5.4+: audio, video, images).
 * Text is not in it, so a plain `[file f]` never takes text.
 */
export const DEFAULT_FILETYPES: readonly string[] = ['audio/*', 'video/*', 'image/*']

const textTypes = new Set(['txt', 'csv', 'tsv', 'text/plain', 'text/csv', 'text/tab-separated-values', 'text/*'])

type Signature = FileKind & { test: (head: Uint8Array) => boolean }

function bytesAt(head: Uint8Array, offset: number, bytes: readonly number[]): boolean {
  if (head.length < offset + bytes.length) return false
  return bytes.every((byte, index) => head[offset + index] === byte)
}

function asciiAt(head: Uint8Array, offset: number, text: string): boolean {
  return bytesAt(head, offset, [...text].map((char) => char.charCodeAt(0)))
}

function ascii(head: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...head.subarray(start, Math.min(end, head.length)))
}

/** RIFF containers name their content at byte 8: WEBP, WAVE, AVI. */
function riff(head: Uint8Array, form: string): boolean {
  return asciiAt(head, 0, 'RIFF') && asciiAt(head, 8, form)
}

/** ISO media files (MP4, MOV, M4A, HEIC, AVIF) have `ftyp` at byte 4 and a brand after it. */
function ftypBrand(head: Uint8Array): string | null {
  return asciiAt(head, 4, 'ftyp') ? ascii(head, 8, 12) : null
}

/** Zip-based documents are told apart by their first entry's name (and ODF's stored mimetype). */
function zipFirstEntry(head: Uint8Array): { name: string; data: string } | null {
  if (!bytesAt(head, 0, [0x50, 0x4b, 0x03, 0x04]) || head.length < 30) return null
  const nameLength = head[26] | (head[27] << 8)
  const extraLength = head[28] | (head[29] << 8)
  const name = ascii(head, 30, 30 + nameLength)
  const dataStart = 30 + nameLength + extraLength
  return { name, data: ascii(head, dataStart, dataStart + 80) }
}

function odf(head: Uint8Array, mime: string): boolean {
  const entry = zipFirstEntry(head)
  return entry?.name === 'mimetype' && entry.data.startsWith(mime)
}

function ooxml(head: Uint8Array): boolean {
  const entry = zipFirstEntry(head)
  return entry !== null && /^(\[Content_Types\]\.xml|_rels\/|docProps\/|word\/|xl\/|ppt\/)/.test(entry.name)
}

const mp3Frame = (head: Uint8Array) => head.length > 1 && head[0] === 0xff && (head[1] & 0xe0) === 0xe0 && (head[1] & 0x06) !== 0

/** Most specific first: a DOCX is also a zip, so it is tested before plain zip. */
const signatures: readonly Signature[] = [
  { kind: 'pdf', extensions: ['pdf'], mimeTypes: ['application/pdf'], test: (h) => asciiAt(h, 0, '%PDF-') },
  { kind: 'jpg', extensions: ['jpg', 'jpeg', 'jpe'], mimeTypes: ['image/jpeg'], test: (h) => bytesAt(h, 0, [0xff, 0xd8, 0xff]) },
  { kind: 'png', extensions: ['png'], mimeTypes: ['image/png'], test: (h) => bytesAt(h, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { kind: 'gif', extensions: ['gif'], mimeTypes: ['image/gif'], test: (h) => asciiAt(h, 0, 'GIF87a') || asciiAt(h, 0, 'GIF89a') },
  { kind: 'webp', extensions: ['webp'], mimeTypes: ['image/webp'], test: (h) => riff(h, 'WEBP') },
  { kind: 'tiff', extensions: ['tif', 'tiff'], mimeTypes: ['image/tiff'], test: (h) => bytesAt(h, 0, [0x49, 0x49, 0x2a, 0x00]) || bytesAt(h, 0, [0x4d, 0x4d, 0x00, 0x2a]) },
  { kind: 'avif', extensions: ['avif'], mimeTypes: ['image/avif'], test: (h) => ['avif', 'avis'].includes(ftypBrand(h) ?? '') },
  { kind: 'heic', extensions: ['heic', 'heif'], mimeTypes: ['image/heic', 'image/heif'], test: (h) => ['heic', 'heix', 'mif1', 'msf1'].includes(ftypBrand(h) ?? '') },
  { kind: 'm4a', extensions: ['m4a'], mimeTypes: ['audio/mp4', 'audio/x-m4a'], test: (h) => ftypBrand(h) === 'M4A ' },
  { kind: 'mov', extensions: ['mov', 'qt'], mimeTypes: ['video/quicktime'], test: (h) => ftypBrand(h) === 'qt  ' },
  { kind: '3gp', extensions: ['3gp', '3g2'], mimeTypes: ['video/3gpp', 'video/3gpp2'], test: (h) => /^3g/.test(ftypBrand(h) ?? '') },
  { kind: 'mp4', extensions: ['mp4', 'm4v'], mimeTypes: ['video/mp4'], test: (h) => ftypBrand(h) !== null },
  { kind: 'wav', extensions: ['wav'], mimeTypes: ['audio/wav', 'audio/x-wav'], test: (h) => riff(h, 'WAVE') },
  { kind: 'avi', extensions: ['avi'], mimeTypes: ['video/x-msvideo', 'video/avi'], test: (h) => riff(h, 'AVI ') },
  { kind: 'mp3', extensions: ['mp3'], mimeTypes: ['audio/mpeg'], test: (h) => asciiAt(h, 0, 'ID3') || mp3Frame(h) },
  { kind: 'ogg', extensions: ['ogg', 'oga', 'ogv', 'opus'], mimeTypes: ['audio/ogg', 'video/ogg'], test: (h) => asciiAt(h, 0, 'OggS') },
  { kind: 'flac', extensions: ['flac'], mimeTypes: ['audio/flac'], test: (h) => asciiAt(h, 0, 'fLaC') },
  { kind: 'webm', extensions: ['webm', 'mkv'], mimeTypes: ['video/webm', 'video/x-matroska'], test: (h) => bytesAt(h, 0, [0x1a, 0x45, 0xdf, 0xa3]) },
  { kind: 'mpg', extensions: ['mpg', 'mpeg'], mimeTypes: ['video/mpeg'], test: (h) => bytesAt(h, 0, [0x00, 0x00, 0x01, 0xba]) || bytesAt(h, 0, [0x00, 0x00, 0x01, 0xb3]) },
  { kind: 'wmv', extensions: ['wmv', 'wma', 'asf'], mimeTypes: ['video/x-ms-wmv', 'audio/x-ms-wma', 'video/x-ms-asf'], test: (h) => bytesAt(h, 0, [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11]) },
  { kind: 'odt', extensions: ['odt', 'zip'], mimeTypes: ['application/vnd.oasis.opendocument.text'], test: (h) => odf(h, 'application/vnd.oasis.opendocument.text') },
  { kind: 'ods', extensions: ['ods', 'zip'], mimeTypes: ['application/vnd.oasis.opendocument.spreadsheet'], test: (h) => odf(h, 'application/vnd.oasis.opendocument.spreadsheet') },
  { kind: 'odp', extensions: ['odp', 'zip'], mimeTypes: ['application/vnd.oasis.opendocument.presentation'], test: (h) => odf(h, 'application/vnd.oasis.opendocument.presentation') },
  { kind: 'epub', extensions: ['epub', 'zip'], mimeTypes: ['application/epub+zip'], test: (h) => odf(h, 'application/epub+zip') },
  // DOCX, XLSX and PPTX share one container; the first bytes cannot tell them apart, so any one
  // of them listed in filetypes admits all three.
  {
    kind: 'ooxml',
    extensions: ['docx', 'xlsx', 'pptx', 'zip'],
    mimeTypes: [
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ],
    test: ooxml,
  },
  { kind: 'zip', extensions: ['zip'], mimeTypes: ['application/zip'], test: (h) => bytesAt(h, 0, [0x50, 0x4b, 0x03, 0x04]) || bytesAt(h, 0, [0x50, 0x4b, 0x05, 0x06]) },
  // Word 97, Excel 97 and PowerPoint 97 share the OLE2 container in the same way.
  {
    kind: 'ole2',
    extensions: ['doc', 'xls', 'ppt'],
    mimeTypes: ['application/msword', 'application/vnd.ms-excel', 'application/vnd.ms-powerpoint'],
    test: (h) => bytesAt(h, 0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  },
  { kind: 'rtf', extensions: ['rtf'], mimeTypes: ['application/rtf', 'text/rtf'], test: (h) => asciiAt(h, 0, '{\\rtf') },
  { kind: '7z', extensions: ['7z'], mimeTypes: ['application/x-7z-compressed'], test: (h) => bytesAt(h, 0, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]) },
  { kind: 'rar', extensions: ['rar'], mimeTypes: ['application/vnd.rar'], test: (h) => asciiAt(h, 0, 'Rar!\u001a\u0007') },
  { kind: 'gz', extensions: ['gz', 'tgz'], mimeTypes: ['application/gzip'], test: (h) => bytesAt(h, 0, [0x1f, 0x8b]) },
]

export const TEXT_KIND: FileKind = { kind: 'text', extensions: ['txt', 'csv', 'tsv'], mimeTypes: ['text/plain', 'text/csv', 'text/tab-separated-values'] }

/**
 * True when the bytes are UTF-8 text with no control characters but tab, line breaks and form
 * feed. `truncated` says the bytes are only the start of the file, so a character cut in half at
 * the very end is not held against it.
 */
export function looksLikeText(head: Uint8Array, truncated: boolean): boolean {
  let i = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0
  while (i < head.length) {
    const byte = head[i]
    if (byte < 0x80) {
      if (byte < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d].includes(byte)) return false
      if (byte === 0x7f) return false
      i++
      continue
    }
    const length = byte >= 0xf0 && byte <= 0xf4 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc2 && byte <= 0xdf ? 2 : 0
    if (length === 0 || byte > 0xf4) return false
    if (i + length > head.length) return truncated
    for (let k = 1; k < length; k++) if ((head[i + k] & 0xc0) !== 0x80) return false
    i += length
  }
  return true
}

/** What the bytes are, or null when they prove nothing we accept. */
export function detectFileKind(head: Uint8Array, size: number = head.length): FileKind | null {
  if (head.length === 0) return null
  const signature = signatures.find((candidate) => candidate.test(head))
  if (signature) return { kind: signature.kind, extensions: signature.extensions, mimeTypes: signature.mimeTypes }
  return looksLikeText(head, size > head.length) ? TEXT_KIND : null
}

/** True when one `filetypes:` entry (an extension or a MIME pattern) admits the detected kind. */
function admits(entry: string, kind: FileKind): boolean {
  const wanted = entry.toLowerCase().replace(/^\./, '')
  if (kind === TEXT_KIND || kind.kind === 'text') return textTypes.has(wanted)
  if (!wanted.includes('/')) return kind.extensions.includes(wanted)
  if (wanted.endsWith('/*')) return kind.mimeTypes.some((mime) => mime.startsWith(wanted.slice(0, -1)))
  return kind.mimeTypes.includes(wanted)
}

/** True when the content is one of the allowed types (an empty list means CF7's default). */
export function isAllowedFileContent(head: Uint8Array, size: number, filetypes: readonly string[]): boolean {
  const kind = detectFileKind(head, size)
  if (!kind) return false
  const allowed = filetypes.length > 0 ? filetypes : DEFAULT_FILETYPES
  return allowed.some((entry) => admits(entry, kind))
}

/** The `accept` attribute for a file input: `.pdf,.jpg,image/*`, as CF7 writes it. */
export function acceptAttribute(filetypes: readonly string[]): string {
  const entries = filetypes.length > 0 ? filetypes : DEFAULT_FILETYPES
  return entries.map((entry) => (entry.includes('/') ? entry : `.${entry.replace(/^\./, '')}`)).join(',')
}
