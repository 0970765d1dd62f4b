import { describe, expect, it } from 'vitest'

import { newRandomSeed, newShuffleKey, randomOrder, randomSortKey, shuffledOrder } from './random-order'

describe('random order', () => {
  const ids = Array.from({ length: 200 }, (_, i) => i + 1)

  it('is the same for the same seed, so paging keeps it', () => {
    expect(randomOrder(ids, 12345)).toEqual(randomOrder(ids, 12345))
  })

  it('differs between seeds and from the plain order', () => {
    const a = randomOrder(ids, 12345)
    const b = randomOrder(ids, 54321)
    expect(a).not.toEqual(b)
    expect(a).not.toEqual(ids)
    expect([...a].sort((x, y) => x - y)).toEqual(ids)
  })

  it('shuffles well enough that neighbours do not stay neighbours', () => {
    const order = randomOrder(ids, 777)
    const adjacent = order.slice(1).filter((id, i) => Math.abs(id - order[i]) === 1).length
    expect(adjacent).toBeLessThan(20)
  })

  it('keeps every step of the key below 2^63 for the largest ids and seeds', () => {
    const max = 2_147_483_647
    const key = randomSortKey(max, max)
    expect(key).toBeGreaterThanOrEqual(0n)
    expect(key).toBeLessThan(2n ** 31n)
    // The largest intermediate value: (2^31 - 1) * 1103515245 + seed, and x^2 with x < 2^31.
    expect(BigInt(max) * 1103515245n + BigInt(max)).toBeLessThan(2n ** 63n)
    expect((2n ** 31n - 1n) ** 2n).toBeLessThan(2n ** 63n)
  })

  it('makes seeds in the range the URL accepts', () => {
    for (let i = 0; i < 100; i++) {
      const seed = newRandomSeed()
      expect(Number.isInteger(seed)).toBe(true)
      expect(seed).toBeGreaterThanOrEqual(1)
      expect(seed).toBeLessThanOrEqual(2_147_483_647)
    }
  })

  it('draws shuffle keys from 0 to 2^31 - 1', () => {
    for (let i = 0; i < 100; i++) {
      const key = newShuffleKey()
      expect(Number.isInteger(key)).toBe(true)
      expect(key).toBeGreaterThanOrEqual(0)
      expect(key).toBeLessThan(2 ** 31)
    }
  })
})

describe('the stored shuffle of a large set', () => {
  const images = [
    { id: 1, shuffleKey: 500 },
    { id: 2, shuffleKey: 100 },
    { id: 3, shuffleKey: 900 },
    { id: 4, shuffleKey: 300 },
    { id: 5, shuffleKey: null },
    { id: 6, shuffleKey: 300 },
  ]

  it('starts at the first key at or after the seed and wraps round to the smallest, ties by id', () => {
    expect(shuffledOrder(images, 300)).toEqual([4, 6, 1, 3, 2, 5])
    expect(shuffledOrder(images, 301)).toEqual([1, 3, 2, 4, 6, 5])
  })

  it('is one shuffle: another seed is another starting point in it', () => {
    const rotation = (order: number[]) => order.filter((id) => id !== 5)
    const a = rotation(shuffledOrder(images, 1))
    const b = rotation(shuffledOrder(images, 600))
    const start = a.indexOf(b[0])
    expect([...a.slice(start), ...a.slice(0, start)]).toEqual(b)
  })

  it('puts an image without a key (added past the hooks) last rather than losing it', () => {
    expect(shuffledOrder(images, 1).at(-1)).toBe(5)
  })
})
