import { describe, expect, it } from 'vitest'

import { hashtags, shareNetworks, shareUrl } from './share-links'

const page = {
  title: 'Behind the landscapes series',
  url: 'https://studio.example/blog/behind-the-landscapes-series',
  keywords: 'landscape, early light, Fine-art print',
  description: 'Early mornings & cold hands.',
}

describe('share links from the page’s title, address, keywords and description', () => {
  it('gives X the title, the address and the keywords as hashtags', () => {
    expect(shareUrl('x', page)).toBe(
      'https://x.com/intent/post?text=Behind%20the%20landscapes%20series&url=https%3A%2F%2Fstudio.example%2Fblog%2Fbehind-the-landscapes-series&hashtags=landscape%2Cearlylight%2CFineartprint',
    )
  })

  it('gives Facebook and LinkedIn the address only', () => {
    expect(shareUrl('facebook', page)).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fstudio.example%2Fblog%2Fbehind-the-landscapes-series')
    expect(shareUrl('linkedin', page)).toMatch(/^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=https%3A%2F%2Fstudio/)
  })

  it('gives Pinterest the description, and the title when there is none', () => {
    expect(shareUrl('pinterest', page)).toContain('description=Early%20mornings%20%26%20cold%20hands.')
    expect(shareUrl('pinterest', { ...page, description: null })).toContain('description=Behind%20the%20landscapes%20series')
  })

  it('writes an email with the title as subject and the description and address as body', () => {
    expect(shareUrl('email', page)).toBe(
      'mailto:?subject=Behind%20the%20landscapes%20series&body=Early%20mornings%20%26%20cold%20hands.%0A%0Ahttps%3A%2F%2Fstudio.example%2Fblog%2Fbehind-the-landscapes-series',
    )
  })

  it('escapes everything a title could hold', () => {
    const hostile = shareUrl('reddit', { ...page, title: '"><script>alert(1)</script>&x=1' })
    expect(hostile).not.toMatch(/[<>"]/)
    expect(hostile).toContain('title=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E%26x%3D1')
  })

  it('makes an https or mailto link for every network', () => {
    for (const network of shareNetworks) expect(shareUrl(network, page)).toMatch(/^(https:\/\/|mailto:\?)/)
  })

  it('keeps at most five hashtags of letters and digits', () => {
    expect(hashtags('a, b, c, d, e, f')).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(hashtags(' , #café au lait ,')).toEqual(['caféaulait'])
    expect(hashtags(null)).toEqual([])
  })
})
