import type { Ref } from 'react'

import { Icon, type IconName } from './player-icons'
import { clockTime, seekText } from './time'

type Props = {
  ref: Ref<HTMLDivElement>
  label: string
  kind: 'audio' | 'video'
  playing: boolean
  time: { current: number; duration: number }
  volume: number
  muted: boolean
  repeat: boolean
  shuffled: boolean
  loop: boolean
  fullscreen: boolean
  onPlay: () => void
  onPrevious: () => void
  onNext: () => void
  onSeek: (seconds: number) => void
  onVolume: (volume: number) => void
  onMute: () => void
  onRepeat: () => void
  onShuffle: () => void
  onLoop: () => void
  onFullscreen: () => void
}

type ButtonProps = { icon: IconName; label: string; pressed?: boolean; onClick: () => void; 'data-play'?: string }

function Button({ icon, label, pressed, onClick, ...data }: ButtonProps) {
  return (
    <button type="button" className="player__button" aria-label={label} aria-pressed={pressed} onClick={onClick} {...data}>
      <Icon name={icon} />
    </button>
  )
}

/**
 * The player's controls: native buttons and range inputs, so Space and Enter press them and the
 * arrow keys, Home and End move the sliders. Toggles say their state with aria-pressed; Play and
 * Shuffle change their name instead ("Pause", "Shuffle off"), as the spec's shuffle-off button does.
 */
export function PlayerControls(props: Props) {
  const { time, volume, muted } = props
  const duration = Number.isFinite(time.duration) ? time.duration : 0
  return (
    <div ref={props.ref} className="player__controls" role="group" aria-label={`${props.label} controls`}>
      <div className="player__transport">
        <Button icon="previous" label="Previous track" onClick={props.onPrevious} />
        <Button icon={props.playing ? 'pause' : 'play'} label={props.playing ? 'Pause' : 'Play'} onClick={props.onPlay} data-play="" />
        <Button icon="next" label="Next track" onClick={props.onNext} />
      </div>
      <div className="player__seek">
        <span className="player__time" aria-hidden="true">
          {clockTime(time.current)}
        </span>
        <input
          type="range"
          className="player__slider"
          aria-label="Seek"
          min={0}
          max={Math.max(1, Math.floor(duration))}
          step={1}
          value={Math.min(Math.floor(time.current), Math.floor(duration))}
          aria-valuetext={seekText(time.current, duration)}
          disabled={!duration}
          onChange={(event) => props.onSeek(Number(event.currentTarget.value))}
        />
        <span className="player__time" aria-hidden="true">
          {clockTime(duration)}
        </span>
      </div>
      <div className="player__options">
        <Button icon={muted ? 'muted' : 'volume'} label="Mute" pressed={muted} onClick={props.onMute} />
        <input
          type="range"
          className="player__slider player__volume"
          aria-label="Volume"
          min={0}
          max={1}
          step={0.05}
          value={muted ? 0 : volume}
          aria-valuetext={`${Math.round((muted ? 0 : volume) * 100)}%`}
          onChange={(event) => props.onVolume(Number(event.currentTarget.value))}
        />
        <Button icon="repeat" label="Repeat track" pressed={props.repeat} onClick={props.onRepeat} />
        <button type="button" className="player__button" data-shuffled={props.shuffled ? '' : undefined} aria-label={props.shuffled ? 'Shuffle off' : 'Shuffle'} onClick={props.onShuffle}>
          <Icon name="shuffle" />
        </button>
        <Button icon="loop" label="Loop playlist" pressed={props.loop} onClick={props.onLoop} />
        {props.kind === 'video' && <Button icon={props.fullscreen ? 'exitFullscreen' : 'fullscreen'} label="Full screen" pressed={props.fullscreen} onClick={props.onFullscreen} />}
      </div>
    </div>
  )
}
