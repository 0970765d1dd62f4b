import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '@/cms/access'

/**
 * What each client address has made the server store through the contact form: one row per
 * address, counted and checked in one SQL statement per submission
 * (submissions/storage-quota.server.ts). Written only there (and by the hourly clean-up and the
 * submissions' delete hook); hidden from the admin's menu, readable by admins through the API.
 */
export const ContactFormQuotas: CollectionConfig = {
  slug: 'contact-form-quotas',
  labels: { singular: 'Contact form quota', plural: 'Contact form quotas' },
  admin: { hidden: true, useAsTitle: 'client' },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'client', type: 'text', required: true, unique: true, admin: { description: 'The client address (as remoteIpOf reads it).' } },
    { name: 'windowStart', type: 'number', required: true, admin: { description: 'Start (epoch ms) of the ten-minute window counted in windowCount.' } },
    { name: 'windowCount', type: 'number', required: true, defaultValue: 0 },
    { name: 'hourStart', type: 'number', required: true, admin: { description: 'Start (epoch ms) of the hour counted in hourBytes.' } },
    { name: 'hourBytes', type: 'number', required: true, defaultValue: 0 },
    { name: 'totalBytes', type: 'number', required: true, defaultValue: 0, admin: { description: 'What this address’s stored submissions take.' } },
  ],
}
