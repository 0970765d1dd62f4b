import 'server-only'

/**
 * The visitor's cart, in a signed cookie (`vitrine_cart`, HttpOnly, 30 days): which images and
 * offers, how many. Prices are never in the cookie: they are read from the price lists whenever
 * the cart is shown or ordered, so a changed price list is what counts.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import type { PriceList } from '@/payload-types'

import { lineTotal, MAX_CART_LINES, MAX_QUANTITY, offerOf, priceListView, totalsOf, type CartEntry, type CartKind, type CartLine, type CartView, type PriceListView } from './price-list'

export const CART_COOKIE = 'vitrine_cart'
const MAX_AGE_S = 30 * 24 * 3600

const signature = (payload: Payload, data: string) => createHmac('sha256', payload.secret).update(`vitrine:cart\n${data}`).digest('base64url').slice(0, 32)

const isEntry = (value: unknown): value is CartEntry => {
  const entry = value as CartEntry
  return (
    Boolean(entry) &&
    Number.isSafeInteger(entry.imageId) &&
    entry.imageId > 0 &&
    ['manual', 'download', 'option'].includes(entry.kind) &&
    typeof entry.itemId === 'string' &&
    entry.itemId.length <= 64 &&
    Number.isInteger(entry.quantity) &&
    entry.quantity >= 1 &&
    entry.quantity <= MAX_QUANTITY
  )
}

/** The cart's entries; empty for no cookie, a forged one or one that cannot be read. */
export function readCart(payload: Payload, request: Request): CartEntry[] {
  let value: string | null = null
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === CART_COOKIE) value = rest.join('=')
  }
  const match = value ? /^([\w-]{1,4000})\.([\w-]{32})$/.exec(value) : null
  if (!match) return []
  const expected = Buffer.from(signature(payload, match[1]!))
  if (!timingSafeEqual(expected, Buffer.from(match[2]!))) return []
  try {
    const entries: unknown = JSON.parse(Buffer.from(match[1]!, 'base64url').toString('utf8'))
    return Array.isArray(entries) ? entries.filter(isEntry).slice(0, MAX_CART_LINES) : []
  } catch {
    return []
  }
}

export function cartCookie(payload: Payload, entries: CartEntry[], secure: boolean): string {
  const data = Buffer.from(JSON.stringify(entries)).toString('base64url')
  const age = entries.length ? MAX_AGE_S : 0
  return [`${CART_COOKIE}=${entries.length ? `${data}.${signature(payload, data)}` : ''}`, 'Path=/lightbox', `Max-Age=${age}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ')
}

type ImageWithList = { id: number; alt: string; pricelist?: number | PriceList | null; pricelistSections?: ('manual' | 'downloads' | 'options')[] | null }

/** The published images' price lists as visitors may see them, by image id. */
export async function priceListsOf(payload: Payload, imageIds: number[]): Promise<Map<number, { title: string; href: string; view: PriceListView }>> {
  if (!imageIds.length) return new Map()
  const { docs } = await payload.find({
    collection: 'gallery-images',
    where: { id: { in: imageIds } },
    depth: 1,
    pagination: false,
    select: { alt: true, pricelist: true, pricelistSections: true, gallery: true },
    populate: { galleries: { slug: true } },
    overrideAccess: false,
  })
  const result = new Map<number, { title: string; href: string; view: PriceListView }>()
  for (const doc of docs as (ImageWithList & { gallery?: unknown })[]) {
    // An unpublished gallery or price list is not populated for a visitor: the image then sells nothing.
    const gallery = typeof doc.gallery === 'object' && doc.gallery !== null ? (doc.gallery as { slug?: string }) : null
    if (!gallery?.slug || typeof doc.pricelist !== 'object' || !doc.pricelist) continue
    result.set(doc.id, { title: doc.alt, href: `/galleries/${gallery.slug}/${doc.id}`, view: priceListView(doc.id, doc.pricelist, doc.pricelistSections ?? []) })
  }
  return result
}

/** The cart as the panel shows it, priced now; lines whose offer is gone are left out. */
export async function cartView(payload: Payload, entries: CartEntry[]): Promise<CartView & { entries: CartEntry[] }> {
  const lists = await priceListsOf(payload, [...new Set(entries.map((entry) => entry.imageId))])
  const lines: CartLine[] = []
  for (const entry of entries) {
    const list = lists.get(entry.imageId)
    const offer = list ? offerOf(list.view, entry.kind as CartKind, entry.itemId) : null
    if (!list || !offer) continue
    lines.push({ ...entry, imageTitle: list.title, href: list.href, name: offer.name, unitPrice: offer.price, currency: list.view.currency, total: lineTotal(offer.price, entry.quantity) })
  }
  return { lines, totals: totalsOf(lines), entries: lines.map(({ imageId, kind, itemId, quantity }) => ({ imageId, kind, itemId, quantity })) }
}
