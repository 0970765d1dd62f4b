import { describe, expect, it } from 'vitest'

import { previewUrlOf, publicPathOf, safePreviewPath } from './preview-path'

describe('the live preview’s addresses', () => {
  it('opens each document at its public path', () => {
    expect(publicPathOf('pages', { slug: 'home' })).toBe('/')
    expect(publicPathOf('pages', { slug: 'about' })).toBe('/about')
    expect(publicPathOf('posts', { slug: 'hello-world' })).toBe('/blog/hello-world')
    expect(publicPathOf('galleries', { slug: 'landscapes' })).toBe('/galleries/landscapes')
    expect(previewUrlOf('pages', { slug: 'about' })).toBe('/preview?path=%2Fabout')
  })

  it('has no address for a document without a slug or of another collection', () => {
    expect(publicPathOf('pages', {})).toBeNull()
    expect(publicPathOf('pages', { slug: '  ' })).toBeNull()
    expect(publicPathOf('media', { slug: 'x' })).toBeNull()
    expect(previewUrlOf('pages', null)).toBeNull()
  })

  it('goes only to a path on this site', () => {
    expect(safePreviewPath('/about')).toBe('/about')
    expect(safePreviewPath('/galleries/landscapes?view=masonry')).toBe('/galleries/landscapes?view=masonry')
    for (const hostile of [null, '', 'about', '//evil.example/x', '/\\evil.example', 'https://evil.example/', '/a\nb', '/admin', '/api/users', '/preview?path=/x', `/${'a'.repeat(600)}`]) {
      expect(safePreviewPath(hostile), String(hostile)).toBeNull()
    }
  })
})
