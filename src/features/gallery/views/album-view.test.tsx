// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'

import type { AlbumCard } from '../queries.server'
import { AlbumView } from './album-view'

const preview = {
  id: 7,
  alt: 'Ridge at dawn',
  url: '/api/media/file/ridge.jpg',
  width: 1600,
  height: 1067,
  sizes: { medium: { url: '/api/media/file/ridge-900.webp', width: 900, height: 600 } },
  updatedAt: '',
  createdAt: '',
} as Media

const items: AlbumCard[] = [
  { ref: { relationTo: 'galleries', id: 1 }, doc: { id: 1, name: 'Landscapes', slug: 'landscapes', description: 'Hills and coasts.\nShot in spring.', previewImage: preview } },
  { ref: { relationTo: 'albums', id: 2 }, doc: { id: 2, name: 'Studio work', slug: 'studio-work', description: null, previewImage: null } },
]

const hrefOf = (item: AlbumCard) => ({ href: `?album_gallery_id_0=${item.ref.id}`, inPlace: true })
const render = (previewStyle: 'compact' | 'extended') =>
  new DOMParser().parseFromString(renderToStaticMarkup(<AlbumView items={items} hrefOf={hrefOf} headingLevel={3} previewStyle={previewStyle} />), 'text/html')

describe('AlbumView', () => {
  it('compact previews: one card link per item with picture, name and kind, and no description', () => {
    const doc = render('compact')
    const links = [...doc.querySelectorAll('a')]
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['?album_gallery_id_0=1', '?album_gallery_id_0=2'])
    expect(links.map((a) => a.querySelector('h3')?.textContent)).toEqual(['Landscapes', 'Studio work'])
    expect([...doc.querySelectorAll('.album-items__kind')].map((el) => el.textContent)).toEqual(['Gallery', 'Album'])
    expect(doc.body.textContent).not.toContain('Hills and coasts')
    expect(doc.querySelector('img')?.getAttribute('alt')).toBe('')
  })

  it('extended previews: a row per item with its heading link and whole description, one tab stop each', () => {
    const doc = render('extended')
    const rows = [...doc.querySelectorAll('li')]
    expect(rows).toHaveLength(2)
    expect(rows[0]!.querySelector('h3 a')?.textContent).toBe('Landscapes')
    expect(rows[0]!.querySelector('.album-extended__text')?.textContent).toBe('Hills and coasts.\nShot in spring.')
    expect(rows[1]!.querySelector('.album-extended__text')).toBeNull()
    // The picture link repeats the heading's: hidden from assistive technology and the tab order.
    const pictureLink = rows[0]!.querySelector('a.album-extended__picture')
    expect(pictureLink?.getAttribute('tabindex')).toBe('-1')
    expect(pictureLink?.getAttribute('aria-hidden')).toBe('true')
    const tabbable = rows.map((row) => [...row.querySelectorAll('a')].filter((a) => a.getAttribute('tabindex') !== '-1').length)
    expect(tabbable).toEqual([1, 1])
    for (const link of doc.querySelectorAll('a')) expect(link.getAttribute('data-gallery-nav')).toBe('album')
  })
})
