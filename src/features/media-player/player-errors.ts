/**
 * The player's errors (SPEC.md section 8), the ones that still apply without Flash, with the
 * spec's names and a message a visitor understands. The Flash-only errors and the jQuery
 * warnings are retired: docs/decisions/031-media-player.md. Each error raises the DOM event
 * PLAYER_ERROR_EVENT on the player and shows its message in an alert.
 */

export const PLAYER_ERROR_EVENT = 'vitrine:player-error'

export type PlayerErrorCode = 'no-solution' | 'no-supported-format' | 'url-not-set' | 'url-failed' | 'no-renderer'

export type PlayerError = { code: PlayerErrorCode; name: string; message: string }

type Context = { track?: string; kind?: 'audio' | 'video' }

const catalogue: Record<PlayerErrorCode, { name: string; message: (context: Required<Context>) => string }> = {
  'no-solution': {
    name: 'no solution',
    message: ({ kind }) => `This browser cannot play ${kind} on web pages. Try another browser, or download the file if it is offered.`,
  },
  'no-supported-format': {
    name: 'no supported format',
    message: ({ track }) => `“${track}” is not in a format this browser can play. Try another browser, or download the file if it is offered.`,
  },
  'url-not-set': {
    name: 'URL not set',
    message: ({ track }) => `“${track}” has no file to play yet. Choose another track.`,
  },
  'url-failed': {
    name: 'URL failed to load',
    message: ({ track }) => `“${track}” could not be loaded. Check your connection and press Play to try again, or choose another track.`,
  },
  'no-renderer': {
    name: 'No renderer found',
    message: ({ track }) => `This browser could not decode “${track}”. Try another browser, or choose another track.`,
  },
}

export function playerError(code: PlayerErrorCode, { track = 'This track', kind = 'audio' }: Context = {}): PlayerError {
  const entry = catalogue[code]
  return { code, name: entry.name, message: entry.message({ track, kind }) }
}

/**
 * The catalogue's error for a media element's MediaError code: a network failure, or an address
 * the browser could not open (a 404 reads the same), is "URL failed to load"; a file the browser
 * took for playable but could not decode is "No renderer found". An abort (the visitor moved on)
 * is no error.
 */
export function errorForMediaError(mediaErrorCode: number): PlayerErrorCode | null {
  if (mediaErrorCode === 2 || mediaErrorCode === 4) return 'url-failed'
  if (mediaErrorCode === 3) return 'no-renderer'
  return null
}
