import type { Media, MediaPlayerBlock } from '@/payload-types'

import { LazyMediaPlayer } from './lazy-media-player.client'
import type { MediaPlayerProps, PlayerTrack } from './media-player.client'
import { PLAYER_DEFAULTS } from './player-defaults'
import { typeFromUrl, type TrackSource } from './sources'

// With the page's styles, not the player's chunk: the server's HTML is styled before the code comes.
import './media-player.css'

const asMedia = (value: unknown): Media | null => (value && typeof value === 'object' ? (value as Media) : null)

/** "WAV, 1.2 MB": a download link says what the visitor gets. */
function describeFile(media: Media | null, src: string): string {
  const format = (media?.filename ?? src).split(/[?#]/, 1)[0].split('.').pop()?.toUpperCase() ?? ''
  const size = media?.filesize ? `${(media.filesize / 1024 / 1024).toFixed(1)} MB` : ''
  return [format, size].filter(Boolean).join(', ') || 'file'
}

/**
 * What the browser needs of the block: each track's formats as addresses with their types (an
 * upload's real type from the media library, else the address's extension), and for free tracks
 * the first format as the download. A source whose upload the visitor may not read (or that was
 * deleted) has no address and is left out.
 */
export function toPlayerProps(block: MediaPlayerBlock): MediaPlayerProps {
  const tracks: PlayerTrack[] = (block.tracks ?? []).map((track, index) => {
    const sources: (TrackSource & { media: Media | null })[] = (track.sources ?? []).flatMap((source): (TrackSource & { media: Media | null })[] => {
      const media = asMedia(source.file)
      if (media?.url) return [{ src: media.url, type: media.mimeType ?? typeFromUrl(media.url), media }]
      const url = source.url?.trim()
      return url && /^(https?:\/\/|\/)/i.test(url) ? [{ src: url, type: typeFromUrl(url), media: null }] : []
    })
    const first = sources[0]
    return {
      id: track.id ?? `track-${index}`,
      title: track.title,
      artist: track.artist || null,
      sources: sources.map(({ src, type }) => ({ src, type })),
      download: track.free && first ? { href: first.src, description: describeFile(first.media, first.src) } : null,
    }
  })
  return {
    label: block.heading || 'Media player',
    kind: block.kind === 'video' ? 'video' : 'audio',
    tracks,
    poster: block.kind === 'video' ? (asMedia(block.poster)?.url ?? null) : null,
    volume: typeof block.volume === 'number' && block.volume >= 0 && block.volume <= 1 ? block.volume : PLAYER_DEFAULTS.volume,
    loop: Boolean(block.loop),
    options: {
      autoPlay: block.autoPlay ?? PLAYER_DEFAULTS.playlist.autoPlay,
      loopOnPrevious: block.loopOnPrevious ?? PLAYER_DEFAULTS.playlist.loopOnPrevious,
      shuffleOnLoop: block.shuffleOnLoop ?? PLAYER_DEFAULTS.playlist.shuffleOnLoop,
    },
    removeControls: block.removeControls ?? PLAYER_DEFAULTS.playlist.enableRemoveControls,
  }
}

/** The media player block: a section named by its heading, holding the player (loaded on demand). */
export function MediaPlayerView({ block }: { block: MediaPlayerBlock }) {
  const props = toPlayerProps(block)
  if (!props.tracks.length) return null
  const headingId = block.heading && block.id ? `player-${block.id}-heading` : undefined
  return (
    <section className="media-player-block" aria-labelledby={headingId} aria-label={headingId ? undefined : props.label}>
      {block.heading && (
        <h2 id={headingId} className="media-player-block__heading">
          {block.heading}
        </h2>
      )}
      <LazyMediaPlayer {...props} />
    </section>
  )
}
