import { describe, expect, it } from 'vitest'

import { pageWindow } from './page-window'

describe('pageWindow', () => {
  it('shows every page of a short gallery', () => {
    expect(pageWindow(1, 1, true)).toEqual([1])
    expect(pageWindow(2, 4, true)).toEqual([1, 2, 3, 4])
  })

  it('shows the first, the last and two either side of the current page', () => {
    expect(pageWindow(10, 20, true)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20])
    expect(pageWindow(1, 20, true)).toEqual([1, 2, 3, 'gap', 20])
    expect(pageWindow(20, 20, true)).toEqual([1, 'gap', 18, 19, 20])
  })

  it('ends in a gap when the total is not known', () => {
    expect(pageWindow(1, 333, false)).toEqual([1, 2, 3, 'gap'])
    expect(pageWindow(3000, 3332, false)).toEqual([1, 'gap', 2998, 2999, 3000, 3001, 3002, 'gap'])
  })
})
