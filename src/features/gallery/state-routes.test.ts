import { describe, expect, it } from 'vitest'

import { stateRoute } from './state-routes'

describe('stateRoute: which pages have a dynamic twin for gallery state', () => {
  it('maps the home page, content pages, galleries and albums', () => {
    expect(stateRoute('/')).toBe('/gallery-state')
    expect(stateRoute('/about')).toBe('/gallery-state/about')
    expect(stateRoute('/galleries/landscapes')).toBe('/gallery-state/galleries/landscapes')
    expect(stateRoute('/albums/portfolio')).toBe('/gallery-state/albums/portfolio')
    expect(stateRoute('/galleries/landscapes/12')).toBe('/gallery-state/galleries/landscapes/12')
  })

  it('leaves everything else alone', () => {
    for (const path of ['/admin', '/api', '/blog', '/galleries', '/albums', '/gallery-state', '/blog/post', '/galleries/landscapes/012', '/galleries/landscapes/x', '/albums/portfolio/3', '/sitemap.xml', '/About', '/a--b', '/x/y/z', '/wp-json']) {
      expect(stateRoute(path), path).toBeNull()
    }
  })
})
