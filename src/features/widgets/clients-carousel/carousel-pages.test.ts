import { describe, expect, it } from 'vitest'

import { carouselPageCount, carouselPagesPerScreen, clientsPerPage } from './carousel-pages'

describe('clients per carousel page', () => {
  it('shows 5 by default on wide screens', () => {
    expect(clientsPerPage(1280)).toBe(5)
    expect(clientsPerPage(1024)).toBe(5)
  })

  it('shows 3 under 1024 px, 2 under 767 px and 1 under 540 px', () => {
    expect(clientsPerPage(1023)).toBe(3)
    expect(clientsPerPage(767)).toBe(3)
    expect(clientsPerPage(766)).toBe(2)
    expect(clientsPerPage(540)).toBe(2)
    expect(clientsPerPage(539)).toBe(1)
    expect(clientsPerPage(320)).toBe(1)
  })

  it('never shows more than the editor asked for', () => {
    expect(clientsPerPage(1280, 4)).toBe(4)
    expect(clientsPerPage(900, 2)).toBe(2)
    expect(clientsPerPage(1280, 0)).toBe(1)
  })

  it('counts the pages: 12 logos are 3 pages of 5, 4 of 3, 6 of 2, 12 of 1', () => {
    expect([5, 3, 2, 1].map((perPage) => carouselPageCount(12, perPage))).toEqual([3, 4, 6, 12])
    expect(carouselPageCount(0, 5)).toBe(0)
  })

  it('counts the pages on each kind of screen, for the server to write before the carousel has measured: 10 logos are 10, 5, 4 and 2', () => {
    expect(carouselPagesPerScreen(10)).toEqual([
      { screen: 'below-540', pages: 10 },
      { screen: 'below-767', pages: 5 },
      { screen: 'below-1024', pages: 4 },
      { screen: 'wide', pages: 2 },
    ])
    expect(carouselPagesPerScreen(4, 5).map((screen) => screen.pages)).toEqual([4, 2, 2, 1])
    expect(carouselPagesPerScreen(3, 2).map((screen) => screen.pages)).toEqual([3, 2, 2, 2])
  })
})
