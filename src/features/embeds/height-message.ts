/**
 * Height messages between Vitrine's embed frame (/embed-frame/{id}) and the page that shows it
 * (docs/decisions/010). SPEC.md section 5: embed messages are accepted only with an alphanumeric
 * secret, and the embed height is clamped between 200 and 1000.
 *
 * The page makes a fresh secret for each frame it opens and passes it in the frame address's hash
 * (`/embed-frame/12#secret=…`: a hash never reaches a server, a log or a Referer header). The frame
 * forwards the provider's height to its parent as `{ vitrineEmbedSecret, height }`, addressed to
 * the page's own origin. The page accepts a message only from that frame's window, from its own
 * origin, and with that secret. Pure and small: it is part of the facade's browser code.
 */

export const EMBED_HEIGHT_MIN = 200
export const EMBED_HEIGHT_MAX = 1000

/** What the frame sends to its parent. */
export type HeightMessage = { vitrineEmbedSecret: string; height: number }

/** Secrets the page makes and accepts: letters and digits only, long enough not to be guessed. */
const SECRET = /^[A-Za-z0-9]{16,64}$/
export const isFrameSecret = (value: unknown): value is string => typeof value === 'string' && SECRET.test(value)

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/**
 * A fresh 32-character alphanumeric secret (about 190 bits) from the platform's cryptographic
 * random source. Bytes of 248 and above are skipped so every character is equally likely.
 */
export function newFrameSecret(fill: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  let secret = ''
  while (secret.length < 32) {
    for (const byte of fill(new Uint8Array(48))) {
      if (byte < 248 && secret.length < 32) secret += ALPHABET[byte % 62]
    }
  }
  return secret
}

/** The frame's address carrying its secret. */
export const frameUrlWithSecret = (src: string, secret: string) => `${src}#secret=${secret}`

export const clampEmbedHeight = (height: number) => Math.round(Math.min(EMBED_HEIGHT_MAX, Math.max(EMBED_HEIGHT_MIN, height)))

/**
 * The height a message asks for, clamped to 200–1000 px, or null when the message is to be
 * ignored: not a height message, a secret that is not alphanumeric or not the frame's, or a height
 * that is not a finite number. Checking where the message came from (the frame's window, the
 * page's origin) is the listener's job; this only reads the data.
 */
export function readHeightMessage(data: unknown, secret: string): number | null {
  if (!isFrameSecret(secret) || typeof data !== 'object' || data === null) return null
  const message = data as Partial<Record<keyof HeightMessage, unknown>>
  if (!isFrameSecret(message.vitrineEmbedSecret) || message.vitrineEmbedSecret !== secret) return null
  const height = message.height
  if (typeof height !== 'number' || !Number.isFinite(height)) return null
  return clampEmbedHeight(height)
}
