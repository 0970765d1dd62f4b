/**
 * The playlist's state (SPEC.md section 4: current index, shuffled or not, loop; next at the end
 * wraps only when loop is on; removal is locked while a removal is in progress). Pure: the player
 * (media-player.client.tsx) renders it and keeps the media element in step with `playing`.
 */

export type PlaylistOptions = {
  /** When a track ends, the next one plays on its own (the block's "Play the next track on its own"). */
  autoPlay: boolean
  /** Previous on the first track goes to the last. */
  loopOnPrevious: boolean
  /** Looping a shuffled playlist shuffles it again. */
  shuffleOnLoop: boolean
}

export type PlaylistState = {
  /** Track ids in the editor's order (without the ones the visitor removed). */
  ids: string[]
  /** Track ids in play order: `ids`, or shuffled. */
  order: string[]
  /** Index into `order` of the current track. */
  current: number
  playing: boolean
  shuffled: boolean
  loop: boolean
  /** The track whose removal is under way: another removal waits until it is done. */
  removing: string | null
  /** Playback stopped because the playlist ran out (loop off): said to the visitor. */
  atEnd: boolean
  options: PlaylistOptions
}

/** A number in [0, 1), as Math.random gives; tests pass their own. */
export type Random = () => number

export type PlaylistAction =
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'select'; id: string }
  | { type: 'next'; random?: Random }
  | { type: 'previous' }
  /** The current track played to its end. */
  | { type: 'ended'; random?: Random }
  | { type: 'loop'; on: boolean }
  | { type: 'shuffle'; random?: Random }
  | { type: 'unshuffle' }
  | { type: 'remove-start'; id: string }
  | { type: 'remove-done' }

export function initialPlaylist(ids: string[], options: PlaylistOptions, loop = false): PlaylistState {
  return { ids, order: ids, current: 0, playing: false, shuffled: false, loop, removing: null, atEnd: false, options }
}

export const currentId = (state: PlaylistState): string | undefined => state.order[state.current]

/** Fisher–Yates with an injectable random. */
export function shuffled<T>(items: readonly T[], random: Random = Math.random): T[] {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[out[i], out[j]] = [out[j], out[i]]
  }
  return out
}

const goTo = (state: PlaylistState, index: number, playing: boolean): PlaylistState => ({ ...state, current: index, playing, atEnd: false })

/** Next from the last track: wraps only with loop on (a shuffled playlist is shuffled again with shuffleOnLoop), else stops. */
function advance(state: PlaylistState, playing: boolean, random: Random): PlaylistState {
  if (state.current + 1 < state.order.length) return goTo(state, state.current + 1, playing)
  if (!state.loop) return { ...state, playing: false, atEnd: true }
  if (state.shuffled && state.options.shuffleOnLoop && state.order.length > 1) {
    const order = shuffled(state.ids, random)
    // The track that just ended does not play again at once.
    if (order[0] === currentId(state)) [order[0], order[1]] = [order[1], order[0]]
    return { ...goTo(state, 0, playing), order }
  }
  return goTo(state, 0, playing)
}

export function playlistReducer(state: PlaylistState, action: PlaylistAction): PlaylistState {
  switch (action.type) {
    case 'play':
      return state.playing ? state : { ...state, playing: true, atEnd: false }
    case 'pause':
      return state.playing ? { ...state, playing: false } : state
    case 'select': {
      const index = state.order.indexOf(action.id)
      return index < 0 ? state : goTo(state, index, true)
    }
    case 'next':
      return advance(state, true, action.random ?? Math.random)
    case 'ended':
      return advance(state, state.options.autoPlay, action.random ?? Math.random)
    case 'previous':
      if (state.current > 0) return goTo(state, state.current - 1, true)
      return state.options.loopOnPrevious && state.order.length > 1 ? goTo(state, state.order.length - 1, true) : state
    case 'loop':
      return { ...state, loop: action.on }
    case 'shuffle': {
      // The current track keeps playing, first; the rest follow in a random order.
      const id = currentId(state)
      const rest = shuffled(
        state.ids.filter((other) => other !== id),
        action.random,
      )
      return { ...state, order: id === undefined ? rest : [id, ...rest], current: 0, shuffled: true }
    }
    case 'unshuffle': {
      const id = currentId(state)
      return { ...state, order: state.ids, current: Math.max(0, state.ids.indexOf(id ?? '')), shuffled: false }
    }
    case 'remove-start':
      // Locked while a removal runs; the last track stays.
      if (state.removing !== null || state.ids.length < 2 || !state.ids.includes(action.id)) return state
      return { ...state, removing: action.id }
    case 'remove-done': {
      const id = state.removing
      if (id === null) return state
      const index = state.order.indexOf(id)
      const order = state.order.filter((other) => other !== id)
      const ids = state.ids.filter((other) => other !== id)
      if (index === state.current) {
        // The next track takes its place, waiting to be played (or the new last one).
        return { ...state, ids, order, removing: null, current: Math.min(index, order.length - 1), playing: false, atEnd: false }
      }
      return { ...state, ids, order, removing: null, current: index < state.current ? state.current - 1 : state.current }
    }
  }
}
