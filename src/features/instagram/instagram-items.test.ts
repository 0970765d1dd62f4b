import { describe, expect, it } from 'vitest'

import { altOf, descriptionOf, filetypeOf, pictureCandidates, planImport, postKey } from './instagram-items'

const post = (code: string, extra: object = {}) => ({ media_type: 'IMAGE', permalink: `https://www.instagram.com/p/${code}/`, ...extra })

describe('an Instagram post as a gallery image', () => {
  it('is a whole post, a video or a photo', () => {
    expect(filetypeOf(post('A'), true)).toBe('INSTAGRAM_POST')
    expect(filetypeOf(post('A', { media_type: 'VIDEO' }), false)).toBe('INSTAGRAM_VIDEO')
    expect(filetypeOf(post('A', { media_type: 'CAROUSEL_ALBUM' }), false)).toBe('EMBED_OEMBED_INSTAGRAM_IMAGE')
  })

  it('takes its title from the caption’s first line, and a dated phrase without one', () => {
    expect(altOf(post('A', { caption: '\n Fog at dawn \nsecond line' }))).toBe('Fog at dawn')
    const long = `${'word '.repeat(40)}end`
    expect(altOf(post('A', { caption: long })).length).toBeLessThanOrEqual(120)
    expect(altOf(post('A', { caption: long }))).toMatch(/word…$/)
    expect(altOf(post('A', { timestamp: '2026-03-10T11:57:00+0000' }))).toBe('Instagram post of 10 March 2026')
    expect(altOf(post('A', { media_type: 'VIDEO' }))).toBe('Instagram video')
    expect(descriptionOf(post('A', { caption: ' x ' }))).toBe('x')
    expect(descriptionOf(post('A'))).toBeNull()
  })

  it('takes a video’s thumbnail, otherwise the media', () => {
    expect(pictureCandidates(post('A', { media_type: 'VIDEO', media_url: 'v.mp4', thumbnail_url: 't.jpg' }))).toEqual(['t.jpg'])
    expect(pictureCandidates(post('A', { media_url: 'p.jpg' }))).toEqual(['p.jpg'])
  })

  it('knows a post by its shortcode, whatever the address’s spelling', () => {
    expect(postKey('https://instagram.com/reel/Cx_1-2/')).toBe('Cx_1-2')
    expect(postKey('https://www.instagram.com/studio/p/Cx12')).toBe('Cx12')
    expect(postKey('https://example.com/p/Cx12')).toBeNull()
  })
})

describe('an import’s plan', () => {
  const posts = ['E', 'D', 'C', 'B'].map((code) => post(code)) // newest first
  const existing = [
    { id: 1, key: 'C', order: 0 },
    { id: 2, key: 'B', order: 1 },
    { id: 3, key: 'A', order: 2 },
  ]

  it('add: only the posts the gallery lacks, before everything it has, newest first; nothing removed', () => {
    const plan = planImport(posts, existing, 'add', [0, 1, 2, 5])
    expect(plan.create.map(({ post, order }) => [postKey(post.permalink), order])).toEqual([
      ['E', -2],
      ['D', -1],
    ])
    expect(plan.remove).toEqual([])
    expect(plan.reorder).toEqual([])
  })

  it('replace: exactly the newest posts, in order; those the gallery has stay, the others go', () => {
    const plan = planImport(posts, existing, 'replace')
    expect(plan.create.map(({ post, order }) => [postKey(post.permalink), order])).toEqual([
      ['E', 0],
      ['D', 1],
    ])
    expect(plan.reorder).toEqual([
      { id: 1, order: 2 },
      { id: 2, order: 3 },
    ])
    expect(plan.remove).toEqual([3])
  })

  it('a first import into an empty gallery starts at 0; a post listed twice is added once', () => {
    const plan = planImport([post('B'), post('A'), post('B')], [], 'add')
    expect(plan.create.map(({ post, order }) => [postKey(post.permalink), order])).toEqual([
      ['B', 0],
      ['A', 1],
    ])
  })
})
