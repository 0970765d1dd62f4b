import { describe, expect, it } from 'vitest'

import { likeLabel, likeReducer, type LikeEvent, type LikeState } from './like-state'

const run = (state: LikeState, ...events: LikeEvent[]) => events.reduce(likeReducer, state)
const idle: LikeState = { kind: 'idle', count: 12 }

describe('the like button: idle → "..." → the returned count, active, not clickable again', () => {
  it('shows "..." while the request is pending', () => {
    const pending = run(idle, { type: 'click' })
    expect(pending.kind).toBe('pending')
    expect(likeLabel(pending)).toBe('...')
  })

  it('shows the count the server returned and becomes active', () => {
    const liked = run(idle, { type: 'click' }, { type: 'answered', count: 15 })
    expect(liked).toMatchObject({ kind: 'liked', count: 15, message: 'Thank you! 15 likes.' })
    expect(likeLabel(liked)).toBe('15')
  })

  it('ignores clicks while pending and once liked', () => {
    const pending = run(idle, { type: 'click' })
    expect(run(pending, { type: 'click' })).toEqual(pending)
    const liked = run(pending, { type: 'answered', count: 13 })
    expect(run(liked, { type: 'click' })).toEqual(liked)
  })

  it('ends active when the server says this visitor already liked the post', () => {
    expect(run(idle, { type: 'click' }, { type: 'already-liked', count: 12, message: 'You have already liked this post. Thank you!' })).toMatchObject({ kind: 'liked', count: 12 })
  })

  it('goes back to idle with the server’s sentence on any other refusal, the count unchanged', () => {
    expect(run(idle, { type: 'click' }, { type: 'refused', message: 'Too many likes.' })).toEqual({ kind: 'idle', count: 12, message: 'Too many likes.' })
  })

  it('takes the fresh count on load, and starts active for a visitor who liked before', () => {
    expect(run(idle, { type: 'loaded', count: 20, liked: false })).toEqual({ kind: 'idle', count: 20 })
    expect(run(idle, { type: 'loaded', count: 20, liked: true })).toEqual({ kind: 'liked', count: 20 })
    const pending = run(idle, { type: 'click' })
    expect(run(pending, { type: 'loaded', count: 20, liked: false })).toEqual(pending)
  })
})
