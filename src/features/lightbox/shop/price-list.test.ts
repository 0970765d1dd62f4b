import { describe, expect, it } from 'vitest'

import { changeCart, MAX_CART_LINES, offerOf, priceListView, totalsOf, type CartEntry } from './price-list'

const list = {
  title: 'Prints',
  currency: 'eur',
  manual: { enabled: true, price: 25, text: 'A print.' },
  downloads: [{ id: 'd1', name: 'Web', longestDimension: 1200, price: 5 }],
  options: [{ id: 'o1', name: 'Frame', price: 40 }],
}

describe('price lists and carts', () => {
  it('offer only the sections the image names', () => {
    const view = priceListView(7, list, ['options'])
    expect(view).toEqual({ imageId: 7, title: 'Prints', currency: 'EUR', manual: null, downloads: [], options: [{ id: 'o1', name: 'Frame', price: 40 }] })
    expect(offerOf(view, 'option', 'o1')).toEqual({ name: 'Frame', price: 40 })
    expect(offerOf(view, 'download', 'd1')).toBeNull()
    expect(offerOf(priceListView(7, list, ['manual', 'downloads']), 'download', 'd1')).toEqual({ name: 'Download: Web (1200 px)', price: 5 })
  })

  it('add to a line, remove with 0, keep one of each download, and stop at the line limit', () => {
    const frame: CartEntry = { imageId: 7, kind: 'option', itemId: 'o1', quantity: 1 }
    const once = changeCart([], frame) as CartEntry[]
    expect(changeCart(once, { ...frame, quantity: 2 })).toEqual([{ ...frame, quantity: 3 }])
    expect(changeCart(once, { ...frame, quantity: 0 })).toEqual([])
    const web: CartEntry = { imageId: 7, kind: 'download', itemId: 'd1', quantity: 1 }
    expect(changeCart(changeCart([], web) as CartEntry[], web)).toEqual([web])
    const full = Array.from({ length: MAX_CART_LINES }, (_, i) => ({ ...frame, imageId: i + 1 }))
    expect(changeCart(full, { ...frame, imageId: 999 })).toBe('full')
  })

  it('total per currency in cents', () => {
    expect(totalsOf([{ currency: 'EUR', total: 0.1 }, { currency: 'EUR', total: 0.2 }, { currency: 'USD', total: 3 }])).toEqual([
      { currency: 'EUR', total: 0.3 },
      { currency: 'USD', total: 3 },
    ])
  })
})
