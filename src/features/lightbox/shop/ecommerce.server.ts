import 'server-only'

/**
 * The e-commerce panel's endpoints (docs/api.md). No payment: an order request is stored and
 * mailed to the site owner through the outbox, and the studio answers by e-mail.
 * - `GET /lightbox/images/{id}/price-list`: what the image offers (manual order, downloads, options).
 * - `GET /lightbox/cart`, `POST /lightbox/cart` (JSON `imageId`, `kind`, `itemId`, `quantity`; 0 removes).
 * - `POST /lightbox/orders` (JSON `name`, `email`, `message`): the cart becomes an order request.
 */
import type { Payload } from 'payload'

import { startMailDelivery } from '@/features/contact-form/index.server'
import { isEmailAddress } from '@/lib/email-address'
import { parseId } from '@/lib/ids'
import { jsonError, jsonResponse } from '@/lib/json-response'
import { settingsGlobal } from '@/lib/site-memo'

import { cartCookie, cartView, priceListsOf, readCart } from './cart.server'
import { ORDER_MAIL_QUEUE, ORDER_MAIL_TASK } from './order-mail.server'
import { changeCart, MAX_CART_LINES, MAX_QUANTITY, offerOf, type CartKind } from './price-list'
import { readJsonBody } from '../request-body.server'
import { addressHash } from '../engagement/visitor.server'

export const ORDERS_PER_NETWORK = 5
const ORDER_WINDOW_MS = 60 * 60 * 1000

const isHttps = (request: Request) => (request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? new URL(request.url).protocol.replace(':', '')) === 'https'

async function ecommerceOn(payload: Payload): Promise<boolean> {
  const settings = await settingsGlobal<{ enableEcommerce?: boolean | null }>(payload, 'gallery-settings', { depth: 0, as: 'server' })
  return Boolean(settings.enableEcommerce)
}

const off = () => jsonError(403, 'lightbox_ecommerce_off', 'The shop is turned off on this site.')
const unavailable = (payload: Payload, error: unknown) => {
  payload.logger.error({ err: error, msg: 'The shop could not answer' })
  return jsonError(503, 'lightbox_unavailable', 'The shop cannot answer right now. Please try again in a moment.')
}

export async function handlePriceList(payload: Payload, imageIdText: string): Promise<Response> {
  const imageId = parseId(imageIdText)
  if (imageId === null) return jsonError(404, 'lightbox_not_found', 'There is no photo with this id.')
  try {
    if (!(await ecommerceOn(payload))) return off()
    const found = (await priceListsOf(payload, [imageId])).get(imageId)
    if (!found) return jsonError(404, 'lightbox_not_found', 'This photo has no price list, or is not published.')
    return jsonResponse(found.view)
  } catch (error) {
    return unavailable(payload, error)
  }
}

export async function handleGetCart(payload: Payload, request: Request): Promise<Response> {
  try {
    const view = await cartView(payload, readCart(payload, request))
    return jsonResponse({ lines: view.lines, totals: view.totals })
  } catch (error) {
    return unavailable(payload, error)
  }
}

export async function handleChangeCart(payload: Payload, request: Request): Promise<Response> {
  try {
    const body = await readJsonBody(request, 2048)
    if (!body.ok) return jsonError(body.status, 'lightbox_bad_request', body.message)
    if (!(await ecommerceOn(payload))) return off()
    const { imageId, kind, itemId, quantity } = body.body
    if (typeof imageId !== 'number' || !Number.isSafeInteger(imageId) || imageId < 1) return jsonError(400, 'lightbox_bad_request', 'imageId must be a photo id.')
    if (kind !== 'manual' && kind !== 'download' && kind !== 'option') return jsonError(400, 'lightbox_bad_request', 'kind must be manual, download or option.')
    if (typeof itemId !== 'string' || itemId.length > 64) return jsonError(400, 'lightbox_bad_request', 'itemId must name an offer of the price list.')
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 0 || quantity > MAX_QUANTITY) {
      return jsonError(400, 'lightbox_bad_request', `The quantity is a whole number from 0 (remove) to ${MAX_QUANTITY}.`)
    }
    const entries = readCart(payload, request)
    if (quantity > 0) {
      const list = (await priceListsOf(payload, [imageId])).get(imageId)
      if (!list) return jsonError(404, 'lightbox_not_found', 'This photo has no price list, or is not published.')
      if (!offerOf(list.view, kind as CartKind, itemId)) return jsonError(404, 'lightbox_not_found', 'The price list no longer offers this.')
    }
    const changed = changeCart(entries, { imageId, kind, itemId, quantity })
    if (changed === 'full') return jsonError(400, 'lightbox_cart_full', `Your cart is full: at most ${MAX_CART_LINES} lines.`)
    const view = await cartView(payload, changed)
    return jsonResponse({ lines: view.lines, totals: view.totals }, { headers: { 'set-cookie': cartCookie(payload, view.entries, isHttps(request)) } })
  } catch (error) {
    return unavailable(payload, error)
  }
}

export async function handleOrder(payload: Payload, request: Request): Promise<Response> {
  try {
    const body = await readJsonBody(request, 8 * 1024)
    if (!body.ok) return jsonError(body.status, 'lightbox_bad_request', body.message)
    if (!(await ecommerceOn(payload))) return off()
    const text = (value: unknown, max: number) => (typeof value === 'string' ? value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim().slice(0, max + 1) : '')
    const name = text(body.body.name, 100).replace(/\s+/g, ' ')
    const email = text(body.body.email, 254)
    const message = text(body.body.message, 2000)
    const fields: Record<string, string> = {}
    if (!name) fields.name = 'Name* field is required.'
    else if (name.length > 100) fields.name = 'Name is too long: use at most 100 characters.'
    if (!email) fields.email = 'E-mail* field is required.'
    else if (!isEmailAddress(email)) fields.email = 'This is not a valid e-mail address.'
    if (message.length > 2000) fields.message = 'Your message is too long: use at most 2,000 characters.'
    const first = Object.keys(fields)[0]
    if (first) return jsonResponse({ code: 'lightbox_invalid', message: fields[first], fields, data: { status: 400 } }, { status: 400 })

    const view = await cartView(payload, readCart(payload, request))
    if (!view.lines.length) return jsonError(400, 'lightbox_cart_empty', 'Your cart is empty (or your browser did not send it): add something first.')
    const network = addressHash(payload, request)
    const since = new Date(Date.now() - ORDER_WINDOW_MS).toISOString()
    const recent = await payload.count({ collection: 'order-requests', where: { and: [{ addressHash: { equals: network } }, { createdAt: { greater_than: since } }] }, overrideAccess: true })
    if (recent.totalDocs >= ORDERS_PER_NETWORK) return jsonError(429, 'lightbox_too_many', 'You have sent several order requests in the last hour. Please wait, or write to the studio.')

    const items = view.lines.reduce((sum, line) => sum + line.quantity, 0)
    const order = await payload.create({
      collection: 'order-requests',
      data: { summary: `${name} <${email}>: ${items} ${items === 1 ? 'item' : 'items'}`, name, email, message, lines: view.lines, totals: view.totals, mailStatus: 'queued', addressHash: network },
      overrideAccess: true,
      context: { skipRevalidate: true },
    })
    await payload.jobs.queue({ task: ORDER_MAIL_TASK, input: { orderId: order.id }, queue: ORDER_MAIL_QUEUE })
    startMailDelivery(payload)
    return jsonResponse(
      { orderId: order.id, message: 'Thank you: your order request has been sent. The studio will answer by e-mail; no payment has been taken.' },
      { status: 201, headers: { 'set-cookie': cartCookie(payload, [], isHttps(request)) } },
    )
  } catch (error) {
    return unavailable(payload, error)
  }
}
