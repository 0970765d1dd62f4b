/**
 * What the popup's endpoints store besides the gallery's own collections: the views counted
 * today (one row per visitor, image and day, so a view counts once) and the comment form's
 * captcha challenges (one-time, stored here and never in the page). Only Vitrine's endpoints
 * write them; admins may read and delete.
 */
import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '@/cms/access'

export const ImageHits: CollectionConfig = {
  slug: 'image-hits',
  labels: { singular: 'Image view', plural: 'Image views' },
  admin: { hidden: true },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  indexes: [
    // The once-per-visitor-per-day rule is this index: a second insert of the same view is ignored.
    { fields: ['imageId', 'visitorHash', 'day'], unique: true },
    { fields: ['imageId', 'addressHash', 'day'] },
  ],
  fields: [
    // A plain number, not a relationship: a view row must never stand in the way of deleting an image.
    { name: 'imageId', type: 'number', required: true },
    { name: 'visitorHash', type: 'text', required: true },
    { name: 'addressHash', type: 'text', required: true },
    { name: 'day', type: 'text', required: true, index: true, admin: { description: 'The day of the view (UTC), YYYY-MM-DD.' } },
  ],
}

export const CommentCaptchas: CollectionConfig = {
  slug: 'comment-captchas',
  labels: { singular: 'Comment captcha', plural: 'Comment captchas' },
  admin: { hidden: true },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'token', type: 'text', required: true, unique: true },
    { name: 'answerHash', type: 'text', required: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
}

/**
 * A visitor's order request from the e-commerce panel: who, what (priced when sent) and whether
 * the mail to the site owner went. No payment is taken: the studio answers by e-mail.
 */
export const OrderRequests: CollectionConfig = {
  slug: 'order-requests',
  labels: { singular: 'Order request', plural: 'Order requests' },
  admin: { useAsTitle: 'summary', defaultColumns: ['summary', 'mailStatus', 'createdAt'] },
  access: { read: isAdmin, create: nobody, update: isAdmin, delete: isAdmin },
  defaultSort: '-createdAt',
  // The limit per network counts one address's recent requests (ecommerce.server.ts).
  indexes: [{ fields: ['addressHash', 'createdAt'] }],
  fields: [
    { name: 'summary', type: 'text', admin: { readOnly: true } },
    { name: 'name', type: 'text', required: true, maxLength: 100 },
    { name: 'email', type: 'email', required: true },
    { name: 'message', type: 'textarea', maxLength: 2000 },
    { name: 'lines', type: 'json', required: true, admin: { description: 'Image, offer, quantity and price of each line, as priced when the request was sent.' } },
    { name: 'totals', type: 'json', required: true, admin: { description: 'The total per currency.' } },
    {
      name: 'mailStatus',
      type: 'select',
      defaultValue: 'queued',
      options: [
        { value: 'queued', label: 'Waiting to be sent' },
        { value: 'sent', label: 'Sent' },
        { value: 'failed', label: 'Failed' },
      ],
      admin: { position: 'sidebar', readOnly: true },
    },
    { name: 'mailError', type: 'text', admin: { position: 'sidebar', readOnly: true } },
    { name: 'addressHash', type: 'text', admin: { readOnly: true, description: 'A keyed hash of the visitor’s address, for the limit per network. Not reversible.' } },
  ],
}
