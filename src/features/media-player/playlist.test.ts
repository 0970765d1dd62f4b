import { describe, expect, it } from 'vitest'

import { PLAYER_DEFAULTS } from './player-defaults'
import { currentId, initialPlaylist, playlistReducer, shuffled, type PlaylistAction, type PlaylistOptions, type PlaylistState } from './playlist'

const defaults: PlaylistOptions = { autoPlay: PLAYER_DEFAULTS.playlist.autoPlay, loopOnPrevious: PLAYER_DEFAULTS.playlist.loopOnPrevious, shuffleOnLoop: PLAYER_DEFAULTS.playlist.shuffleOnLoop }
const three = (options: Partial<PlaylistOptions> = {}, loop = false) => initialPlaylist(['a', 'b', 'c'], { ...defaults, ...options }, loop)
const run = (state: PlaylistState, ...actions: PlaylistAction[]) => actions.reduce(playlistReducer, state)
/** A "random" that always picks the first candidate: Fisher–Yates then rotates the list left by one. */
const first = () => 0
/** Picks the last candidate: the order stays as it is. */
const last = () => 0.999

describe('the playlist starts as the spec says', () => {
  it('on the first track, paused, in the editor’s order, not shuffled, with the spec’s defaults', () => {
    const state = three()
    expect(currentId(state)).toBe('a')
    expect(state).toMatchObject({ current: 0, playing: false, shuffled: false, loop: false, removing: null, atEnd: false })
    expect(defaults).toEqual({ autoPlay: false, loopOnPrevious: false, shuffleOnLoop: true })
  })
})

describe('next', () => {
  it('moves on one track and plays', () => {
    const state = run(three(), { type: 'next' })
    expect(currentId(state)).toBe('b')
    expect(state.playing).toBe(true)
  })

  it('at the end, with loop off, stays on the last track and stops playback', () => {
    const state = run(three(), { type: 'play' }, { type: 'next' }, { type: 'next' }, { type: 'next' })
    expect(currentId(state)).toBe('c')
    expect(state).toMatchObject({ playing: false, atEnd: true })
  })

  it('at the end, with loop on, wraps to the first track and keeps playing', () => {
    const state = run(three({}, true), { type: 'next' }, { type: 'next' }, { type: 'next' })
    expect(currentId(state)).toBe('a')
    expect(state).toMatchObject({ current: 0, playing: true, atEnd: false })
  })

  it('when a track ends, the next one plays on its own only with autoPlay', () => {
    expect(run(three(), { type: 'play' }, { type: 'ended' })).toMatchObject({ current: 1, playing: false })
    expect(run(three({ autoPlay: true }), { type: 'play' }, { type: 'ended' })).toMatchObject({ current: 1, playing: true })
  })

  it('when the last track ends with loop off, playback stops: the playlist does not wrap', () => {
    const state = run(three({ autoPlay: true }), { type: 'select', id: 'c' }, { type: 'ended' })
    expect(currentId(state)).toBe('c')
    expect(state).toMatchObject({ playing: false, atEnd: true })
    // Play again clears "end of playlist".
    expect(run(state, { type: 'play' })).toMatchObject({ playing: true, atEnd: false })
  })

  it('a shuffled playlist is shuffled again when it loops (shuffleOnLoop), and the track that ended does not come straight back', () => {
    const looped = run(three({ autoPlay: true }, true), { type: 'shuffle', random: last }, { type: 'next' }, { type: 'next' })
    expect(looped.order).toEqual(['a', 'b', 'c'])
    // c ended; with `last` the new order is a, b, c, which does not start with c.
    const again = run(looped, { type: 'ended', random: last })
    expect(again).toMatchObject({ current: 0, playing: true, shuffled: true })
    expect(again.order).toEqual(['a', 'b', 'c'])
    // `first` rotates to b, c, a; the ended track c is not first, so it stays.
    expect(run(looped, { type: 'ended', random: first }).order).toEqual(['b', 'c', 'a'])
    // Ending on a, a reshuffle that would start with a swaps it with the second.
    const onA = { ...looped, order: ['c', 'b', 'a'], current: 2 }
    expect(run(onA, { type: 'next', random: last }).order).toEqual(['b', 'a', 'c'])
  })

  it('without shuffleOnLoop a shuffled playlist loops in the same order', () => {
    const state = run(three({ shuffleOnLoop: false }, true), { type: 'shuffle', random: first }, { type: 'next' }, { type: 'next' })
    const order = state.order
    expect(run(state, { type: 'next', random: first }).order).toBe(order)
  })
})

describe('previous', () => {
  it('moves back one track and plays', () => {
    const state = run(three(), { type: 'select', id: 'c' }, { type: 'pause' }, { type: 'previous' })
    expect(currentId(state)).toBe('b')
    expect(state.playing).toBe(true)
  })

  it('on the first track stays there (loopOnPrevious off, the default)', () => {
    const state = three()
    expect(run(state, { type: 'previous' })).toBe(state)
  })

  it('on the first track goes to the last with loopOnPrevious', () => {
    expect(currentId(run(three({ loopOnPrevious: true }), { type: 'previous' }))).toBe('c')
  })
})

describe('shuffle and shuffle off', () => {
  it('keeps the current track first and puts the rest in a random order', () => {
    const state = run(three(), { type: 'select', id: 'b' }, { type: 'shuffle', random: first })
    expect(state.order).toEqual(['b', 'c', 'a'])
    expect(state).toMatchObject({ current: 0, shuffled: true, playing: true })
    expect(state.ids).toEqual(['a', 'b', 'c'])
  })

  it('shuffle off restores the editor’s order and keeps the current track', () => {
    const state = run(three(), { type: 'select', id: 'b' }, { type: 'shuffle', random: first }, { type: 'next' }, { type: 'unshuffle' })
    expect(state.order).toEqual(['a', 'b', 'c'])
    expect(currentId(state)).toBe('c')
    expect(state).toMatchObject({ current: 2, shuffled: false })
  })

  it('shuffles every item with Fisher–Yates from the random it is given', () => {
    expect(shuffled([1, 2, 3, 4], first)).toEqual([2, 3, 4, 1])
    expect(shuffled([1, 2, 3, 4], last)).toEqual([1, 2, 3, 4])
    const seen = new Set<string>()
    let seed = 1
    const lcg = () => ((seed = (seed * 48271) % 2147483647) / 2147483647)
    for (let i = 0; i < 200; i++) seen.add(shuffled(['a', 'b', 'c'], lcg).join(''))
    expect(seen.size).toBe(6)
  })
})

describe('loop', () => {
  it('is switched on and off without moving', () => {
    const on = run(three(), { type: 'next' }, { type: 'loop', on: true })
    expect(on).toMatchObject({ loop: true, current: 1 })
    expect(run(on, { type: 'loop', on: false }).loop).toBe(false)
  })
})

describe('removal', () => {
  it('is locked while a removal is in progress', () => {
    const started = run(three(), { type: 'remove-start', id: 'b' })
    expect(started.removing).toBe('b')
    expect(run(started, { type: 'remove-start', id: 'c' })).toBe(started)
    const done = run(started, { type: 'remove-done' })
    expect(done).toMatchObject({ ids: ['a', 'c'], order: ['a', 'c'], removing: null })
    // Unlocked again.
    expect(run(done, { type: 'remove-start', id: 'c' }).removing).toBe('c')
  })

  it('keeps the current track when one before it goes', () => {
    const state = run(three(), { type: 'select', id: 'c' }, { type: 'remove-start', id: 'a' }, { type: 'remove-done' })
    expect(currentId(state)).toBe('c')
    expect(state).toMatchObject({ current: 1, playing: true })
  })

  it('removing the current track stops it and makes the next one current (the last one at the end)', () => {
    const middle = run(three(), { type: 'select', id: 'b' }, { type: 'remove-start', id: 'b' }, { type: 'remove-done' })
    expect(currentId(middle)).toBe('c')
    expect(middle.playing).toBe(false)
    const end = run(three(), { type: 'select', id: 'c' }, { type: 'remove-start', id: 'c' }, { type: 'remove-done' })
    expect(currentId(end)).toBe('b')
  })

  it('never removes the last track, nor one that is not there', () => {
    const one = run(three(), { type: 'remove-start', id: 'a' }, { type: 'remove-done' }, { type: 'remove-start', id: 'b' }, { type: 'remove-done' })
    expect(one.ids).toEqual(['c'])
    expect(run(one, { type: 'remove-start', id: 'c' })).toBe(one)
    expect(run(three(), { type: 'remove-start', id: 'z' }).removing).toBeNull()
    expect(run(three(), { type: 'remove-done' })).toEqual(three())
  })

  it('removes from the shuffled order and from the order shuffle off restores', () => {
    const state = run(three(), { type: 'shuffle', random: first }, { type: 'remove-start', id: 'b' }, { type: 'remove-done' }, { type: 'unshuffle' })
    expect(state.order).toEqual(['a', 'c'])
  })
})
