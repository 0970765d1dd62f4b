import { useEffect, useRef } from 'react'

import { Icon } from './player-icons'
import type { TrackSource } from './sources'

export type PlayerTrack = {
  id: string
  title: string
  artist: string | null
  sources: TrackSource[]
  /** Free tracks: the file to download and what it is ("WAV, 1.2 MB"). */
  download: { href: string; description: string } | null
}

type Props = {
  tracks: PlayerTrack[]
  /** Track ids in play order. */
  order: string[]
  current: number
  /** False in the server's HTML: the list is plain text and links, the browser's player plays the first track. */
  enhanced: boolean
  removing: string | null
  removable: boolean
  onSelect: (id: string) => void
  onRemove: (id: string) => void
}

/**
 * The playlist in play order: each track a button that plays it (the current one marked
 * aria-current), a download link for free tracks, and remove buttons when the block allows them.
 */
export function PlaylistView({ tracks, order, current, enhanced, removing, removable, onSelect, onRemove }: Props) {
  const list = useRef<HTMLOListElement>(null)
  const focusAfterRemoval = useRef<number | null>(null)

  // The removed track's buttons are gone: focus goes to the track that took its place.
  useEffect(() => {
    const index = focusAfterRemoval.current
    if (index === null || removing !== null) return
    focusAfterRemoval.current = null
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('.player__track')
    if (buttons?.length) buttons[Math.min(index, buttons.length - 1)].focus()
  }, [order, removing])

  const byId = new Map(tracks.map((track) => [track.id, track]))
  return (
    <ol ref={list} className="player__playlist" aria-label="Playlist">
      {order.map((id, index) => {
        const track = byId.get(id)
        if (!track) return null
        const isCurrent = index === current
        const name = track.artist ? `${track.title}, ${track.artist}` : track.title
        const text = (
          <>
            <span className="player__track-title">{track.title}</span>
            {track.artist && <span className="player__track-artist">{track.artist}</span>}
          </>
        )
        return (
          <li key={id} className="player__item" data-current={isCurrent ? '' : undefined} data-removing={removing === id ? '' : undefined}>
            {enhanced ? (
              // Named "Morning Walk, Vitrine Studio": screen readers pause where the eye sees a gap.
              <button type="button" className="player__track" aria-label={name} aria-current={isCurrent ? 'true' : undefined} onClick={() => onSelect(id)}>
                {text}
              </button>
            ) : (
              <span className="player__track">{text}</span>
            )}
            {track.download && (
              <a className="player__download" href={track.download.href} download>
                <Icon name="download" />
                Download
                <span className="visually-hidden">{` “${track.title}” (${track.download.description})`}</span>
              </a>
            )}
            {enhanced && removable && (
              <button
                type="button"
                className="player__remove"
                aria-label={`Remove “${track.title}” from the playlist`}
                aria-disabled={removing !== null ? 'true' : undefined}
                onClick={() => {
                  if (removing !== null) return
                  focusAfterRemoval.current = index
                  onRemove(id)
                }}
              >
                <Icon name="remove" />
              </button>
            )}
          </li>
        )
      })}
    </ol>
  )
}
