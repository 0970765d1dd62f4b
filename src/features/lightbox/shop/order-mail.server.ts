import 'server-only'

/**
 * An order request's mail to the site owner, sent through the outbox (docs/decisions/007): a job
 * on the contact form's mail queue, queued with the stored request, retried with backoff, its
 * state written on the request (`mailStatus`, `mailError`).
 */
import type { Payload, TaskConfig, TaskHandlerArgs } from 'payload'

import { hasMailTransport, MAIL_QUEUE, MAIL_RETRIES, NO_TRANSPORT_ERROR } from '@/features/contact-form/index.server'
import { settingsGlobal } from '@/lib/site-memo'
import type { OrderRequest } from '@/payload-types'

import type { CartLine, CartView } from './price-list'

export const ORDER_MAIL_TASK = 'sendOrderRequestMail'

type OrderMailIO = { input: { orderId: number }; output: { result: string } }

const money = (amount: number, currency: string) => {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount)
  } catch {
    return `${amount.toFixed(2)} ${currency}`
  }
}

/** The mail's text: who asks, for what, at which prices, and their message. Plain text only. */
export function orderMailText(order: Pick<OrderRequest, 'id' | 'name' | 'email' | 'message'>, lines: CartLine[], totals: CartView['totals'], siteUrl: string): string {
  return [
    `An order request from ${order.name} <${order.email}> (request ${order.id}).`,
    '',
    ...lines.map((line) => `- ${line.quantity} × ${line.name} of “${line.imageTitle}” (${siteUrl}${line.href}): ${money(line.total, line.currency)}`),
    '',
    ...totals.map((total) => `Total: ${money(total.total, total.currency)}`),
    '',
    order.message ? `Their message:\n${order.message}` : 'No message.',
    '',
    'No payment was taken on the site: reply to this mail to arrange the order.',
  ].join('\n')
}

async function ownerAddress(payload: Payload): Promise<string> {
  const site = await settingsGlobal<{ adminEmail?: string | null }>(payload, 'site', { depth: 0, as: 'server' })
  if (site.adminEmail) return site.adminEmail
  const { docs } = await payload.find({ collection: 'users', sort: 'createdAt', limit: 1, depth: 0, overrideAccess: true, pagination: false })
  return docs[0]?.email ?? ''
}

async function record(payload: Payload, id: number, data: Pick<OrderRequest, 'mailStatus' | 'mailError'>) {
  await payload.update({ collection: 'order-requests', id, data, overrideAccess: true, depth: 0, context: { skipRevalidate: true } })
}

export async function sendOrderMail({ input, job, req }: TaskHandlerArgs<OrderMailIO>): Promise<{ output: OrderMailIO['output'] }> {
  const { payload } = req
  const order = await payload.findByID({ collection: 'order-requests', id: input.orderId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!order) return { output: { result: 'missing' } }
  if (order.mailStatus === 'sent') return { output: { result: 'already-sent' } }
  // Without SMTP_URL the mail would be dropped (our adapter only logs it): it waits, with the reason for the admin.
  if (!hasMailTransport(payload)) {
    await record(payload, order.id, { mailStatus: 'queued', mailError: NO_TRANSPORT_ERROR })
    throw new Error(NO_TRANSPORT_ERROR)
  }
  try {
    const to = await ownerAddress(payload)
    const siteUrl = (process.env.SERVER_URL ?? '').replace(/\/$/, '')
    await payload.sendEmail({
      to,
      replyTo: order.email,
      subject: `Order request from ${order.name.replace(/[\r\n]+/g, ' ')}`,
      text: orderMailText(order, order.lines as CartLine[], order.totals as CartView['totals'], siteUrl),
    })
  } catch (error) {
    const final = (job.totalTried ?? 0) >= MAIL_RETRIES
    await record(payload, order.id, { mailStatus: final ? 'failed' : 'queued', mailError: (error instanceof Error ? error.message : String(error)).slice(0, 2000) })
    if (final) return { output: { result: 'failed' } }
    throw error
  }
  await record(payload, order.id, { mailStatus: 'sent', mailError: null })
  return { output: { result: 'sent' } }
}

export const orderMailTask: TaskConfig<OrderMailIO> = {
  slug: ORDER_MAIL_TASK,
  label: 'Send an order request mail',
  inputSchema: [{ name: 'orderId', type: 'number', required: true }],
  outputSchema: [{ name: 'result', type: 'text', required: true }],
  retries: { attempts: MAIL_RETRIES, backoff: { type: 'exponential', delay: 5_000 } },
  handler: sendOrderMail,
}

export const ORDER_MAIL_QUEUE = MAIL_QUEUE
