import { describe, expect, it } from 'vitest'

import { newRandomSeed, randomOrder, randomSortKey } from './random-order'

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
})
