import { describe, expect, it } from 'vitest'

import { createFeedCache, type Loaded } from './feed-cache.server'
import type { FeedItem } from './feed-items'

const item = (id: string): FeedItem => ({
  id_str: id,
  created_at: '2025-03-10T12:00:00.000Z',
  text: `Post ${id}`,
  url: null,
  user: { name: 'Studio', screen_name: 'studio', profile_image_url_https: null },
  entities: { urls: [], media: [] },
  retweeted_status: null,
})

/** A source whose next answer the test sets, counting how often it is asked. */
function source() {
  let next: Loaded = { ok: true, items: [item('1')] }
  let release: (() => void) | null = null
  const state = {
    asked: 0,
    hold: false,
    answer: (loaded: Loaded) => (next = loaded),
    release: () => release?.(),
    fetch: async (): Promise<Loaded> => {
      state.asked += 1
      if (state.hold) await new Promise<void>((resolve) => (release = resolve))
      return next
    },
  }
  return state
}

describe('createFeedCache', () => {
  it('answers from memory while fresh, and asks again after', async () => {
    const cache = createFeedCache()
    const upstream = source()
    await cache.answer('k', 60_000, upstream.fetch)
    expect(await cache.answer('k', 60_000, upstream.fetch)).toEqual({ message: '', response: [item('1')] })
    expect(upstream.asked).toBe(1)
    upstream.answer({ ok: true, items: [item('2')] })
    expect(await cache.answer('k', 60_000, upstream.fetch, Date.now() + 61_000)).toEqual({ message: '', response: [item('2')] })
    expect(upstream.asked).toBe(2)
  })

  it('asks once for callers who come while a fetch runs', async () => {
    const cache = createFeedCache()
    const upstream = source()
    upstream.hold = true
    const answers = Promise.all(Array.from({ length: 5 }, () => cache.answer('k', 0, upstream.fetch)))
    await new Promise((resolve) => setTimeout(resolve, 10))
    upstream.release()
    expect((await answers).map((answer) => answer.response)).toEqual(Array(5).fill([item('1')]))
    expect(upstream.asked).toBe(1)
  })

  it('keeps the last items when the source fails, and says they may be old; error 88 keeps its own words', async () => {
    const cache = createFeedCache()
    const upstream = source()
    await cache.answer('k', 0, upstream.fetch)
    upstream.answer({ ok: false, message: 'The feed’s source could not be reached.' })
    expect(await cache.answer('k', 0, upstream.fetch)).toEqual({
      message: 'The feed’s source could not be reached. These are the latest posts it sent before; they may be out of date.',
      response: [item('1')],
      stale: true,
    })
    upstream.answer({ ok: false, code: 88, message: 'Rate limit exceeded' })
    expect(await cache.answer('k', 0, upstream.fetch)).toEqual({ message: 'Rate limit exceeded', response: [item('1')], stale: true, code: 88 })
  })

  it('answers the failure alone when it has nothing from before, and survives a fetch that throws', async () => {
    const cache = createFeedCache()
    expect(await cache.answer('k', 0, async () => ({ ok: false, message: 'Down.' }))).toEqual({ message: 'Down.', response: [] })
    expect(await cache.answer('k', 0, () => Promise.reject(new Error('boom')))).toEqual({ message: 'The feed could not be read just now.', response: [] })
  })
})
