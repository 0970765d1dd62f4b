import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '../access'

/** Every submission is stored before anything is mailed: nothing a visitor sends is lost. */
export const FormSubmissions: CollectionConfig = {
  slug: 'form-submissions',
  labels: { singular: 'Form submission', plural: 'Form submissions' },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'form', 'status', 'mailStatus', 'read', 'createdAt'],
  },
  access: { read: isAdmin, create: nobody, update: isAdmin, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    { name: 'form', type: 'relationship', relationTo: 'contact-forms', required: true, index: true },
    { name: 'summary', type: 'text', admin: { readOnly: true } },
    { name: 'data', type: 'json', required: true, admin: { readOnly: true, description: 'The posted fields.' } },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      options: ['mail_sent', 'mail_failed', 'spam', 'aborted', 'validation_failed', 'acceptance_missing'].map((value) => ({
        value,
        label: value,
      })),
    },
    { name: 'spamReason', type: 'text', admin: { readOnly: true } },
    {
      name: 'mailStatus',
      type: 'select',
      defaultValue: 'none',
      index: true,
      options: [
        { value: 'none', label: 'Not mailed' },
        { value: 'queued', label: 'Queued' },
        { value: 'sent', label: 'Sent' },
        { value: 'failed', label: 'Failed' },
      ],
    },
    { name: 'mailAttempts', type: 'number', defaultValue: 0, admin: { readOnly: true } },
    { name: 'mailError', type: 'textarea', admin: { readOnly: true } },
    {
      name: 'attachments',
      type: 'array',
      admin: { readOnly: true },
      fields: [
        { name: 'field', type: 'text' },
        { name: 'filename', type: 'text' },
        { name: 'storedAs', type: 'text' },
        { name: 'mimeType', type: 'text' },
        { name: 'size', type: 'number' },
      ],
    },
    {
      name: 'meta',
      type: 'group',
      admin: { readOnly: true },
      fields: [
        { name: 'remoteIp', type: 'text' },
        { name: 'userAgent', type: 'text' },
        { name: 'url', type: 'text' },
        { name: 'unitTag', type: 'text' },
        { name: 'containerPost', type: 'number' },
      ],
    },
    { name: 'read', type: 'checkbox', defaultValue: false, index: true },
  ],
}
