/**
 * Which of a track's formats the player plays (SPEC.md section 3: a playlist item has several
 * format URLs). Pure: the browser's answer comes in as `canPlayType`.
 */

export type TrackSource = {
  src: string
  /** The file's type (`audio/ogg`), from the media library; '' when unknown (an address elsewhere with no known extension). */
  type: string
}

/** HTMLMediaElement.canPlayType's answers. */
export type CanPlay = '' | 'maybe' | 'probably'

export type SourceChoice = { ok: true; source: TrackSource } | { ok: false; code: 'url-not-set' | 'no-supported-format' }

const byExtension: Record<string, string> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  oga: 'audio/ogg',
  ogg: 'audio/ogg',
  opus: 'audio/ogg; codecs=opus',
  wav: 'audio/wav',
  flac: 'audio/flac',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
  mov: 'video/quicktime',
}

/** The type an address's extension suggests ('' when it suggests none), for addresses outside the media library. */
export function typeFromUrl(url: string): string {
  const path = url.split(/[?#]/, 1)[0]
  const extension = /\.([a-z0-9]{2,5})$/i.exec(path)?.[1]?.toLowerCase()
  return (extension && byExtension[extension]) || ''
}

/**
 * The first source the browser is sure of ('probably'), else the first it may play ('maybe').
 * A source of unknown type counts as 'maybe': the browser can only tell by trying it.
 * 'URL not set' when the track has no address at all; 'no supported format' when it has
 * addresses but the browser can play none of their types.
 */
export function chooseSource(sources: readonly TrackSource[], canPlayType: (type: string) => CanPlay): SourceChoice {
  const withUrl = sources.filter((source) => source.src.trim() !== '')
  if (!withUrl.length) return { ok: false, code: 'url-not-set' }
  const answers = withUrl.map((source) => (source.type ? canPlayType(source.type) : 'maybe'))
  const index = answers.includes('probably') ? answers.indexOf('probably') : answers.indexOf('maybe')
  return index < 0 ? { ok: false, code: 'no-supported-format' } : { ok: true, source: withUrl[index] }
}
