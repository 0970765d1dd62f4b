import { describe, expect, it } from 'vitest'

import { setUrl, windowStart } from './set-request'

describe('the popup’s requests for its set', () => {
  const set = { galleryId: 4, search: 'sea & sky', tagIds: [1, 2], sort: 'random', seed: 77 }

  it('name the set and the window', () => {
    expect(setUrl(set, { image: 9 })).toBe('/lightbox/set/4?search=sea+%26+sky&tags=1%2C2&sort=random&seed=77&image=9&limit=50')
    expect(setUrl({ galleryId: 4, search: '', tagIds: [], sort: null, seed: null }, { offset: 100, limit: 20 })).toBe('/lightbox/set/4?offset=100&limit=20')
  })

  it('centre a window on the image, inside the set', () => {
    expect(windowStart(0, 1000)).toBe(0)
    expect(windowStart(100, 1000)).toBe(75)
    expect(windowStart(999, 1000)).toBe(950)
    expect(windowStart(3, 10)).toBe(0)
  })
})
