import { randomBytes } from 'node:crypto'

/** The extension each accepted format is stored with (formats as sharp names them, upload-checks.ts). */
const photoExtensions: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif', gif: 'gif', heif: 'heic' }
/** Sound and video are named by the extension they are stored with (av-upload-checks.ts). */
const avExtensions = ['mp3', 'ogg', 'oga', 'opus', 'wav', 'flac', 'm4a', 'aac', 'mp4', 'm4v', 'webm', 'ogv', 'mov']
const extensions: Record<string, string> = { ...photoExtensions, ...Object.fromEntries(avExtensions.map((extension) => [extension, extension])) }

/**
 * The name an upload is stored under: a readable stem of the uploaded name, a random part, and the
 * extension of the format its bytes are in. Whatever the uploader called the file (`shell.php`,
 * `page.html`, `logo.svg`, `../../x`), no part of that name reaches the disk as an extension or a
 * path; the original name is kept as data (`originalFilename`). Pure but for the random part.
 */
export function storedFileName(original: string, format: string, random: string = randomBytes(4).toString('hex')): string {
  const extension = extensions[format]
  if (!extension) throw new RangeError(`No stored extension for the format "${format}".`)
  const base = original.replace(/^.*[\\/]/, '')
  const stem =
    base
      .slice(0, base.lastIndexOf('.') > 0 ? base.lastIndexOf('.') : base.length)
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .replace(/-+$/, '') || 'image'
  return `${stem}-${random}.${extension}`
}
