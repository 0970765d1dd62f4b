/**
 * The demo's music, made at seed time: short pieces of chords and a melody, each note a few
 * harmonics under an envelope, written as 16-bit mono WAV or FLAC. Nothing is downloaded and no
 * tool is needed; the pieces are Vitrine's own (CC0, docs/credits.md).
 */

export const SAMPLE_RATE = 22_050

type Voice = 'pad' | 'bell' | 'pluck'

/** One note: MIDI pitch, start and length in beats. */
type Note = { pitch: number; beat: number; beats: number; voice: Voice; gain: number }

export type Piece = { bpm: number; notes: Note[] }

const frequency = (pitch: number) => 440 * 2 ** ((pitch - 69) / 12)

/** Harmonic weights and envelope (attack, decay rate per second, release) of each voice. */
const voices: Record<Voice, { harmonics: number[]; attack: number; decay: number; release: number }> = {
  pad: { harmonics: [1, 0.35, 0.12, 0.05], attack: 0.35, decay: 0.4, release: 0.5 },
  bell: { harmonics: [1, 0.5, 0.08, 0.2], attack: 0.008, decay: 2.2, release: 0.3 },
  pluck: { harmonics: [1, 0.6, 0.3, 0.15, 0.07], attack: 0.004, decay: 4.5, release: 0.15 },
}

/** The piece as samples in [-1, 1], peaking at -1 dBFS, with a fade at the end. */
export function render(piece: Piece): Float32Array {
  const secondsPerBeat = 60 / piece.bpm
  const end = Math.max(...piece.notes.map((note) => note.beat + note.beats)) * secondsPerBeat + 1
  const out = new Float32Array(Math.ceil(end * SAMPLE_RATE))
  for (const note of piece.notes) {
    const voice = voices[note.voice]
    const start = Math.round(note.beat * secondsPerBeat * SAMPLE_RATE)
    const held = note.beats * secondsPerBeat
    const length = Math.min(out.length - start, Math.ceil((held + voice.release) * SAMPLE_RATE))
    const f = frequency(note.pitch)
    for (let i = 0; i < length; i++) {
      const t = i / SAMPLE_RATE
      const attack = Math.min(1, t / voice.attack)
      const release = t > held ? Math.max(0, 1 - (t - held) / voice.release) : 1
      const envelope = attack * Math.exp(-voice.decay * t) * release * note.gain
      let sample = 0
      voice.harmonics.forEach((weight, h) => (sample += weight * Math.sin(2 * Math.PI * f * (h + 1) * t)))
      out[start + i] += sample * envelope
    }
  }
  let peak = 0
  for (const value of out) peak = Math.max(peak, Math.abs(value))
  const scale = peak ? 0.89 / peak : 0
  const fade = 1.5 * SAMPLE_RATE
  for (let i = 0; i < out.length; i++) out[i] *= scale * Math.min(1, (out.length - i) / fade)
  return out
}

const toInt16 = (samples: Float32Array) => Int16Array.from(samples, (value) => Math.round(Math.max(-1, Math.min(1, value)) * 32767))

/** 16-bit mono PCM in a RIFF/WAVE file. */
export function encodeWav(samples: Float32Array): Buffer {
  const pcm = toInt16(samples)
  const out = Buffer.alloc(44 + pcm.length * 2)
  out.write('RIFF', 0, 'ascii')
  out.writeUInt32LE(36 + pcm.length * 2, 4)
  out.write('WAVEfmt ', 8, 'ascii')
  out.writeUInt32LE(16, 16)
  out.writeUInt16LE(1, 20)
  out.writeUInt16LE(1, 22)
  out.writeUInt32LE(SAMPLE_RATE, 24)
  out.writeUInt32LE(SAMPLE_RATE * 2, 28)
  out.writeUInt16LE(2, 32)
  out.writeUInt16LE(16, 34)
  out.write('data', 36, 'ascii')
  out.writeUInt32LE(pcm.length * 2, 40)
  pcm.forEach((value, i) => out.writeInt16LE(value, 44 + i * 2))
  return out
}

function crc8(bytes: Uint8Array): number {
  let crc = 0
  for (const byte of bytes) {
    crc ^= byte
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff
  }
  return crc
}

function crc16(bytes: Uint8Array): number {
  let crc = 0
  for (const byte of bytes) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x8005) & 0xffff : (crc << 1) & 0xffff
  }
  return crc
}

/** A frame number in FLAC's UTF-8-like coding. */
function frameNumber(n: number): number[] {
  if (n < 0x80) return [n]
  if (n < 0x800) return [0xc0 | (n >> 6), 0x80 | (n & 0x3f)]
  if (n < 0x10000) return [0xe0 | (n >> 12), 0x80 | ((n >> 6) & 0x3f), 0x80 | (n & 0x3f)]
  throw new Error('FLAC: too many frames for a demo track')
}

const BLOCK = 4096

/**
 * 16-bit mono FLAC at 22.05 kHz with verbatim (uncompressed) subframes: the simplest valid FLAC,
 * about the size of the WAV. It is here to give one demo track a second format.
 */
export function encodeFlac(samples: Float32Array): Buffer {
  const { streamInfo, frames } = flacParts(samples)
  return Buffer.concat([Buffer.from('fLaC', 'ascii'), streamInfo, ...frames])
}

/** FLAC's STREAMINFO block (marked last) and its audio frames, for a container to hold (tests wrap them in Ogg). */
export function flacParts(samples: Float32Array): { streamInfo: Buffer; frames: Buffer[] } {
  const pcm = toInt16(samples)
  const info = Buffer.alloc(38)
  info.writeUInt32BE(34, 0) // last metadata block, STREAMINFO, 34 bytes
  info[0] = 0x80
  info.writeUInt16BE(BLOCK, 4)
  info.writeUInt16BE(BLOCK, 6)
  // Sample rate (20 bits), channels - 1 (3), bits per sample - 1 (5), total samples (36); MD5 left 0 (unknown).
  const total = BigInt(pcm.length)
  const packed = (BigInt(SAMPLE_RATE) << 44n) | (0n << 41n) | (15n << 36n) | total
  info.writeBigUInt64BE(packed, 14)
  const frames: Buffer[] = []
  for (let index = 0, start = 0; start < pcm.length; index++, start += BLOCK) {
    const size = Math.min(BLOCK, pcm.length - start)
    // Block size 4096 (code 12), or the last one's size in 16 bits (code 7); 22.05 kHz (code 6), mono, 16 bits.
    const header = [0xff, 0xf8, ((size === BLOCK ? 12 : 7) << 4) | 6, 0x08, ...frameNumber(index)]
    if (size !== BLOCK) header.push((size - 1) >> 8, (size - 1) & 0xff)
    header.push(crc8(Uint8Array.from(header)))
    const body = Buffer.alloc(header.length + 1 + size * 2 + 2)
    Buffer.from(header).copy(body)
    body[header.length] = 0x02 // verbatim subframe, no wasted bits
    for (let i = 0; i < size; i++) body.writeInt16BE(pcm[start + i], header.length + 1 + i * 2)
    body.writeUInt16BE(crc16(body.subarray(0, body.length - 2)), body.length - 2)
    frames.push(body)
  }
  return { streamInfo: info, frames }
}
