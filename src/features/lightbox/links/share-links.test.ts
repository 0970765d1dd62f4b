import { describe, expect, it } from 'vitest'

import { shareTargets } from './share-links'

describe('share links', () => {
  const targets = shareTargets({ url: 'https://example.com/galleries/sea/4', title: 'Cliffs & gulls', description: 'At dawn', image: 'https://example.com/a.webp' })
  const byName = Object.fromEntries(targets.map((target) => [target.name, target.href]))

  it('share the image’s own page with its title to the usual networks', () => {
    expect(Object.keys(byName)).toEqual(['Facebook', 'X', 'LinkedIn', 'Pinterest', 'Reddit', 'Tumblr', 'E-mail'])
    expect(byName.Facebook).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fexample.com%2Fgalleries%2Fsea%2F4')
    expect(new URL(byName.X!).searchParams.get('text')).toBe('Cliffs & gulls')
    expect(new URL(byName.Pinterest!).searchParams.get('media')).toBe('https://example.com/a.webp')
  })

  it('write e-mail with %20 for spaces and the link in the body', () => {
    expect(byName['E-mail']).toBe('mailto:?subject=Cliffs%20%26%20gulls&body=Cliffs%20%26%20gulls%3A%20At%20dawn%0A%0Ahttps%3A%2F%2Fexample.com%2Fgalleries%2Fsea%2F4')
  })
})
