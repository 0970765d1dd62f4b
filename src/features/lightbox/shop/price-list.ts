/**
 * An image's price list as the e-commerce panel shows it, and the lines of a visitor's cart.
 * Pure: the server builds both from the price-lists collection (ecommerce.server.ts).
 */
import type { PriceList } from '@/payload-types'

export type PriceListView = {
  imageId: number
  title: string
  currency: string
  /** The manual order (a print, say): shown when the image offers it. */
  manual: { price: number | null; text: string | null } | null
  downloads: { id: string; name: string; longestDimension: number | null; price: number }[]
  options: { id: string; name: string; price: number }[]
}

export type CartKind = 'manual' | 'download' | 'option'

/** A line as the cart cookie keeps it: which image, which offer, how many. */
export type CartEntry = { imageId: number; kind: CartKind; itemId: string; quantity: number }

/** A line as the panel shows it, priced from the current price list. */
export type CartLine = CartEntry & { imageTitle: string; href: string; name: string; unitPrice: number; currency: string; total: number }

export type CartView = { lines: CartLine[]; totals: { currency: string; total: number }[] }

export const MAX_CART_LINES = 20
export const MAX_QUANTITY = 99

type Sections = readonly ('manual' | 'downloads' | 'options')[]

/** What an image offers from its price list: only the sections the image names, and only those filled in. */
export function priceListView(imageId: number, list: Pick<PriceList, 'title' | 'currency' | 'manual' | 'downloads' | 'options'>, sections: Sections): PriceListView {
  const has = (section: Sections[number]) => sections.includes(section)
  return {
    imageId,
    title: list.title,
    currency: (list.currency || 'EUR').toUpperCase(),
    manual: has('manual') && list.manual?.enabled ? { price: list.manual.price ?? null, text: list.manual.text ?? null } : null,
    downloads: has('downloads')
      ? (list.downloads ?? []).filter((row) => row.id).map((row) => ({ id: row.id!, name: row.name, longestDimension: row.longestDimension ?? null, price: row.price }))
      : [],
    options: has('options') ? (list.options ?? []).filter((row) => row.id).map((row) => ({ id: row.id!, name: row.name, price: row.price })) : [],
  }
}

/** The offer a cart entry names, with its price; null when the price list no longer has it. */
export function offerOf(view: PriceListView, kind: CartKind, itemId: string): { name: string; price: number } | null {
  if (kind === 'manual') return view.manual && view.manual.price !== null && itemId === 'manual' ? { name: 'Print (manual order)', price: view.manual.price } : null
  if (kind === 'download') {
    const row = view.downloads.find((d) => d.id === itemId)
    return row ? { name: `Download: ${row.name}${row.longestDimension ? ` (${row.longestDimension} px)` : ''}`, price: row.price } : null
  }
  const row = view.options.find((o) => o.id === itemId)
  return row ? { name: row.name, price: row.price } : null
}

/** Adds (or with quantity 0 removes) a line; the same offer twice becomes one line. */
export function changeCart(entries: CartEntry[], change: CartEntry): CartEntry[] | 'full' {
  const same = (entry: CartEntry) => entry.imageId === change.imageId && entry.kind === change.kind && entry.itemId === change.itemId
  const rest = entries.filter((entry) => !same(entry))
  if (change.quantity === 0) return rest
  const existing = entries.find(same)
  // Downloads are one file each: a second add changes nothing.
  const quantity = change.kind === 'download' ? 1 : Math.min(MAX_QUANTITY, (existing?.quantity ?? 0) + change.quantity)
  if (!existing && rest.length >= MAX_CART_LINES) return 'full'
  return [...rest, { ...change, quantity }]
}

/** Sums per currency, in cents so that 0.1 + 0.2 is 0.3. */
export function totalsOf(lines: Pick<CartLine, 'currency' | 'total'>[]): CartView['totals'] {
  const cents = new Map<string, number>()
  for (const line of lines) cents.set(line.currency, (cents.get(line.currency) ?? 0) + Math.round(line.total * 100))
  return [...cents].map(([currency, total]) => ({ currency, total: total / 100 }))
}

export const lineTotal = (unitPrice: number, quantity: number) => Math.round(unitPrice * 100 * quantity) / 100
