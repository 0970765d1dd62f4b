import { fileTypeFromBuffer } from 'file-type'

/**
 * Audio and video the media library accepts (issue 14, item 2), told from the file's bytes, never
 * its name or the type the browser claimed: the format as `file-type` reads it, with the type
 * and extension it is stored and served with.
 */
export const avFormats: Record<string, { mime: string; extension: string; kind: 'audio' | 'video' }> = {
  mp3: { mime: 'audio/mpeg', extension: 'mp3', kind: 'audio' },
  ogg: { mime: 'audio/ogg', extension: 'ogg', kind: 'audio' },
  oga: { mime: 'audio/ogg', extension: 'oga', kind: 'audio' },
  opus: { mime: 'audio/ogg', extension: 'opus', kind: 'audio' },
  wav: { mime: 'audio/wav', extension: 'wav', kind: 'audio' },
  flac: { mime: 'audio/flac', extension: 'flac', kind: 'audio' },
  m4a: { mime: 'audio/mp4', extension: 'm4a', kind: 'audio' },
  aac: { mime: 'audio/aac', extension: 'aac', kind: 'audio' },
  mp4: { mime: 'video/mp4', extension: 'mp4', kind: 'video' },
  m4v: { mime: 'video/mp4', extension: 'm4v', kind: 'video' },
  webm: { mime: 'video/webm', extension: 'webm', kind: 'video' },
  ogv: { mime: 'video/ogg', extension: 'ogv', kind: 'video' },
  mov: { mime: 'video/quicktime', extension: 'mov', kind: 'video' },
}

/** 200 MB: a long video clip; longer films belong on a video host (an embed). */
export const AV_MAX_BYTES = 200 * 1024 * 1024

export type AvVerdict = { ok: true; format: string; mime: string; extension: string } | { ok: false; message: string }

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** The audio or video format of `data`, or null when it is neither (then it may be an image). */
export async function detectAv(data: Buffer): Promise<{ format: string; mime: string; extension: string } | null> {
  const found = await fileTypeFromBuffer(data).catch(() => undefined)
  if (!found) return null
  // An Ogg file holding Theora is a video whatever file-type names it.
  const format = found.ext === 'ogg' && found.mime.startsWith('video/') ? 'ogv' : found.ext
  // file-type calls anything that starts with an ID3 tag an MP3: the tag must be followed by audio.
  if (format === 'mp3' && !mpegAfterId3(data)) return null
  const known = avFormats[format]
  return known ? { format, mime: known.mime, extension: known.extension } : null
}

/** Checks the size of an audio or video upload already detected as one. */
export function checkAvSize(data: Buffer, maxBytes = AV_MAX_BYTES): { ok: true } | { ok: false; message: string } {
  if (data.length <= maxBytes) return { ok: true }
  return { ok: false, message: `This file is ${megabytes(data.length)}; the limit for sound and video is ${megabytes(maxBytes)}. Upload a shorter or more compressed file, or embed it from a video host.` }
}

/**
 * True when `data` holds no ID3 tag, or when the first MPEG audio frame (its 11-bit sync) follows
 * the tag. The tag's size is four 7-bit bytes (ID3v2, "syncsafe"), plus ten for an optional footer.
 */
export function mpegAfterId3(data: Buffer): boolean {
  if (data.length < 10 || data.toString('latin1', 0, 3) !== 'ID3') return true
  const size = ((data[6] & 0x7f) << 21) | ((data[7] & 0x7f) << 14) | ((data[8] & 0x7f) << 7) | (data[9] & 0x7f)
  const start = 10 + size + (data[5] & 0x10 ? 10 : 0)
  return data.length > start + 1 && data[start] === 0xff && (data[start + 1] & 0xe0) === 0xe0
}
