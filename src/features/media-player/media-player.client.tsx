'use client'

import { useCallback, useEffect, useReducer, useRef, useState, type CSSProperties, type RefObject } from 'react'

import { fadeMs, msUntilHide } from './autohide'
import { PlayerControls } from './player-controls'
import { errorForMediaError, PLAYER_ERROR_EVENT, playerError, type PlayerError, type PlayerErrorCode } from './player-errors'
import { PLAYER_DEFAULTS } from './player-defaults'
import { currentId, initialPlaylist, playlistReducer, type PlaylistOptions } from './playlist'
import { PlaylistView, type PlayerTrack } from './playlist-view'
import { chooseSource, type CanPlay } from './sources'

export type { PlayerTrack } from './playlist-view'

export type MediaPlayerProps = {
  label: string
  kind: 'audio' | 'video'
  tracks: PlayerTrack[]
  poster: string | null
  volume: number
  loop: boolean
  options: PlaylistOptions
  removeControls: boolean
}

/** A removed track fades out for this long before it leaves the list (none under reduced motion). */
const REMOVE_MS = 200

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * The media player with its playlist. The server renders it as the browser's own player (controls,
 * preload="metadata", the first track's formats as <source>) with the playlist as a list, which
 * works without JavaScript; once this code arrives (on demand), it takes over: our controls, the
 * format the browser plays best (sources.ts), the playlist (playlist.ts), errors with the spec's
 * names (player-errors.ts), and for video, controls that hide while it plays (autohide.ts).
 * The <audio>/<video> element stays the same one, so a visitor who pressed the native Play before
 * the code came keeps listening. docs/decisions/031-media-player.md.
 */
export function MediaPlayer({ label, kind, tracks, poster, volume: startVolume, loop, options, removeControls }: MediaPlayerProps) {
  const [state, dispatch] = useReducer(playlistReducer, null, () => initialPlaylist(tracks.map((track) => track.id), options, loop))
  const [enhanced, setEnhanced] = useState(false)
  const [reducedMotion, setReducedMotion] = useState(false)
  const [time, setTime] = useState({ current: 0, duration: Number.NaN })
  const [volume, setVolume] = useState(startVolume)
  const [muted, setMuted] = useState(false)
  const [repeat, setRepeat] = useState(false)
  const [fullscreen, setFullscreen] = useState(false)
  const [error, setError] = useState<PlayerError | null>(null)
  const [idle, setIdle] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const stage = useRef<HTMLDivElement>(null)
  const controls = useRef<HTMLDivElement>(null)
  const media = useRef<HTMLMediaElement>(null)
  const hideTimer = useRef<number | undefined>(undefined)
  const focusPlay = useRef(false)
  const trackId = currentId(state)
  const track = tracks.find((candidate) => candidate.id === trackId) ?? tracks[0]
  const trackRef = useRef(track)
  trackRef.current = track

  const raise = useCallback(
    (code: PlayerErrorCode) => {
      const found = playerError(code, { track: trackRef.current?.title, kind })
      setError(found)
      root.current?.dispatchEvent(new CustomEvent(PLAYER_ERROR_EVENT, { bubbles: true, detail: { code: found.code, message: found.message } }))
    },
    [kind],
  )

  // Take over from the browser's own player.
  useEffect(() => {
    const element = media.current
    if (!element) return
    if (typeof element.canPlayType !== 'function') return raise('no-solution')
    setReducedMotion(prefersReducedMotion())
    if (!element.paused) dispatch({ type: 'play' })
    if (element.paused && element.currentTime === 0) element.volume = startVolume
    setVolume(element.volume)
    setMuted(element.muted)
    // A keyboard user inside the browser's controls would lose focus when they go: it moves to Play.
    focusPlay.current = document.activeElement === element
    setEnhanced(true)
  }, [raise, startVolume])

  useEffect(() => {
    if (enhanced && focusPlay.current) controls.current?.querySelector<HTMLButtonElement>('[data-play]')?.focus()
    focusPlay.current = false
  }, [enhanced])

  // Load the current track in the format the browser plays best.
  useEffect(() => {
    const element = media.current
    if (!enhanced || !element || !trackRef.current) return
    setError(null)
    const choice = chooseSource(trackRef.current.sources, (type) => element.canPlayType(type) as CanPlay)
    if (!choice.ok) {
      element.removeAttribute('src')
      element.load()
      dispatch({ type: 'pause' })
      return raise(choice.code)
    }
    const wanted = new URL(choice.source.src, document.baseURI).href
    if (element.currentSrc !== wanted) element.src = wanted
    setTime({ current: element.currentTime, duration: element.duration })
  }, [enhanced, trackId, raise])

  // Keep the element playing or paused as the playlist says.
  useEffect(() => {
    const element = media.current
    if (!enhanced || !element) return
    if (state.playing && element.paused && element.currentSrc) {
      // After a failed load, Play tries the address again.
      if (element.error) element.load()
      element.play().catch((reason: DOMException) => reason.name !== 'AbortError' && dispatch({ type: 'pause' }))
    } else if (!state.playing && !element.paused) {
      element.pause()
    }
  }, [enhanced, state.playing, trackId])

  useEffect(() => {
    if (media.current) media.current.loop = repeat
  }, [repeat])

  // The element tells what happened: the visitor's media keys, the end of a track, a failure.
  useEffect(() => {
    const element = media.current
    if (!enhanced || !element) return
    const handlers: Record<string, () => void> = {
      timeupdate: () => setTime({ current: element.currentTime, duration: element.duration }),
      durationchange: () => setTime({ current: element.currentTime, duration: element.duration }),
      play: () => dispatch({ type: 'play' }),
      pause: () => dispatch({ type: 'pause' }),
      ended: () => dispatch({ type: 'ended' }),
      playing: () => setError(null),
      volumechange: () => {
        setVolume(element.volume)
        setMuted(element.muted)
      },
      error: () => {
        const code = element.error ? errorForMediaError(element.error.code) : null
        if (!code) return
        dispatch({ type: 'pause' })
        raise(code)
      },
    }
    for (const [type, handler] of Object.entries(handlers)) element.addEventListener(type, handler)
    const onFullscreen = () => setFullscreen(Boolean(stage.current) && document.fullscreenElement === stage.current)
    document.addEventListener('fullscreenchange', onFullscreen)
    return () => {
      for (const [type, handler] of Object.entries(handlers)) element.removeEventListener(type, handler)
      document.removeEventListener('fullscreenchange', onFullscreen)
    }
  }, [enhanced, raise])

  // A removal fades the track out, then takes it away; the lock (playlist.ts) holds until then.
  useEffect(() => {
    if (state.removing === null) return
    const timer = window.setTimeout(() => dispatch({ type: 'remove-done' }), reducedMotion ? 0 : REMOVE_MS)
    return () => window.clearTimeout(timer)
  }, [state.removing, reducedMotion])

  // Video controls hide while it plays, 1000 ms after the last pointer movement, unless focus is in them.
  const autohide = enhanced && kind === 'video' && state.playing
  const wake = useCallback(() => {
    setIdle(false)
    window.clearTimeout(hideTimer.current)
    hideTimer.current = window.setTimeout(() => setIdle(!controls.current?.contains(document.activeElement)), msUntilHide(0))
  }, [])
  useEffect(() => {
    if (autohide) wake()
    else setIdle(false)
    return () => window.clearTimeout(hideTimer.current)
  }, [autohide, wake])

  const element = () => media.current
  const seek = (seconds: number) => {
    const target = element()
    if (target) target.currentTime = seconds
  }
  const previous = () => {
    // Past its first seconds, Previous starts the track again, as on any player.
    const target = element()
    if (target && (target.currentTime > 3 || (state.current === 0 && !options.loopOnPrevious))) seek(0)
    else dispatch({ type: 'previous' })
  }
  const hidden = autohide && idle
  const style = {
    '--player-fade': `${fadeMs(!hidden, reducedMotion)}ms`,
    '--player-remove': `${reducedMotion ? 0 : REMOVE_MS}ms`,
  } as CSSProperties
  const position = `Track ${state.current + 1} of ${state.order.length}`
  const nowPlaying = state.atEnd ? 'End of the playlist.' : track ? `${position}: ${track.title}${track.artist ? `, ${track.artist}` : ''}` : ''
  const mediaProps = {
    ref: media as RefObject<HTMLAudioElement & HTMLVideoElement>,
    className: 'player__media',
    controls: !enhanced,
    preload: PLAYER_DEFAULTS.preload,
    'aria-label': enhanced ? undefined : `${label}: ${tracks[0]?.title ?? ''}`,
    children: enhanced ? null : tracks[0]?.sources.map((source) => <source key={source.src} src={source.src} type={source.type || undefined} />),
  }

  return (
    <div ref={root} className="player" data-kind={kind} data-enhanced={enhanced ? '' : undefined} style={style}>
      <div
        ref={stage}
        className="player__stage"
        data-idle={hidden ? '' : undefined}
        onPointerMove={autohide ? wake : undefined}
        onPointerDown={autohide ? wake : undefined}
        onFocus={autohide ? wake : undefined}
        onBlur={autohide ? wake : undefined}
      >
        {kind === 'video' ? (
          <video {...mediaProps} poster={poster ?? undefined} playsInline onClick={enhanced ? () => dispatch({ type: state.playing ? 'pause' : 'play' }) : undefined} />
        ) : (
          <audio {...mediaProps} />
        )}
        {enhanced && (
          <PlayerControls
            ref={controls}
            label={label}
            kind={kind}
            playing={state.playing}
            time={time}
            volume={volume}
            muted={muted}
            repeat={repeat}
            shuffled={state.shuffled}
            loop={state.loop}
            fullscreen={fullscreen}
            onPlay={() => dispatch({ type: state.playing ? 'pause' : 'play' })}
            onPrevious={previous}
            onNext={() => dispatch({ type: 'next' })}
            onSeek={seek}
            onVolume={(value) => {
              const target = element()
              if (!target) return
              target.volume = value
              if (value > 0) target.muted = false
            }}
            onMute={() => {
              const target = element()
              if (target) target.muted = !target.muted
            }}
            onRepeat={() => setRepeat(!repeat)}
            onShuffle={() => dispatch({ type: state.shuffled ? 'unshuffle' : 'shuffle' })}
            onLoop={() => dispatch({ type: 'loop', on: !state.loop })}
            onFullscreen={() => {
              if (document.fullscreenElement) void document.exitFullscreen()
              else stage.current?.requestFullscreen().catch(() => undefined)
            }}
          />
        )}
      </div>
      <p className="player__now" role="status">
        {nowPlaying}
      </p>
      <div className="player__error" role="alert">
        {error?.message}
      </div>
      <PlaylistView
        tracks={tracks}
        order={state.order}
        current={state.current}
        enhanced={enhanced}
        removing={state.removing}
        removable={removeControls && state.ids.length > 1}
        onSelect={(id) => dispatch({ type: 'select', id })}
        onRemove={(id) => dispatch({ type: 'remove-start', id })}
      />
    </div>
  )
}

