import { describe, expect, it } from 'vitest'

import { parseDeepLink } from './deep-link'
import { mayNameImage } from './deep-link-hint'

describe('the cheap check before the deep-link code is fetched', () => {
  const accepted: [string, string][] = [
    ['#bwg3/17', ''],
    ['', '?image_id=17'],
    ['', '?page=2&image_id=17&filter_tag=1,2'],
    ['#top', '?filtersortby=rating&image_id=9&open_ecommerce=1'],
  ]

  it('passes every address parseDeepLink opens', () => {
    for (const [hash, search] of accepted) {
      expect(parseDeepLink(hash, search), `${hash} ${search}`).not.toBeNull()
      expect(mayNameImage(hash, search), `${hash} ${search}`).toBe(true)
    }
  })

  it('lets an ordinary page load go by without fetching anything', () => {
    for (const [hash, search] of [['', ''], ['#main', ''], ['', '?page_number_0=2'], ['', '?search=image_idle'], ['#slide3', '?my_image_id=4']]) {
      expect(mayNameImage(hash, search), `${hash} ${search}`).toBe(false)
    }
  })
})
