import type { CollectionConfig, Field, FieldAccess } from 'payload'

import { isAdmin, nobody } from '@/cms/access'

import { downloadSubmissionAttachment, exportSubmissionsCsv, listInbox, resendSubmissionMail } from '../inbox/submission-admin.server'
import { releaseQuotaOfDeleted } from '../submissions/quota/storage-quota-hooks.server'
import { removeFilesOfDeleted } from '../submissions/upload-storage.server'

/**
 * Delivery fields are written by the mail outbox only (with overrideAccess). An admin's save
 * never writes them: a form opened before a mail went out would otherwise put it back to
 * "queued" and have it sent twice. Resending goes through the resend endpoint.
 */
const outboxOnly: FieldAccess = () => false

const deliveryOptions = [
  { value: 'none', label: 'Not mailed' },
  { value: 'queued', label: 'Queued' },
  { value: 'sent', label: 'Sent' },
  { value: 'failed', label: 'Failed' },
]

/** The delivery state of one of the form's two mails (`mail`, `mail2`), shown in the sidebar. */
function deliveryFields(which: 'mail' | 'mail2', label: string): Field[] {
  const admin = { readOnly: true, position: 'sidebar' as const }
  const access = { update: outboxOnly }
  return [
    { name: `${which}Status`, label: `${label}: delivery`, type: 'select', defaultValue: 'none', index: true, options: deliveryOptions, access, admin },
    { name: `${which}Attempts`, label: `${label}: attempts`, type: 'number', defaultValue: 0, access, admin },
    { name: `${which}Error`, label: `${label}: last error`, type: 'textarea', access, admin },
    { name: `${which}SentAt`, label: `${label}: sent at`, type: 'date', access, admin: { ...admin, date: { pickerAppearance: 'dayAndTime' } } },
    // The outbox's lease on this mail: until when (epoch ms) and which process holds it
    // (see mail/outbox/mail-state.server.ts).
    { name: `${which}LeaseUntil`, type: 'number', access, admin: { hidden: true } },
    { name: `${which}LeaseOwner`, type: 'text', access, admin: { hidden: true } },
  ]
}

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
  // A deleted submission no longer counts against its address's storage quota, and its files go.
  hooks: { afterDelete: [releaseQuotaOfDeleted, removeFilesOfDeleted] },
  endpoints: [
    { path: '/inbox', method: 'get', handler: listInbox },
    { path: '/export.csv', method: 'get', handler: exportSubmissionsCsv },
    { path: '/:id/resend', method: 'post', handler: resendSubmissionMail },
    { path: '/:id/attachments/:index', method: 'get', handler: downloadSubmissionAttachment },
  ],
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
      name: 'inboxActions',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/features/contact-form/admin/submission-actions.client#SubmissionActions' } },
    },
    ...deliveryFields('mail', 'Mail'),
    ...deliveryFields('mail2', 'Mail (2)'),
    {
      name: 'attachments',
      type: 'array',
      admin: { readOnly: true, description: 'Download a file with the link in the sidebar.' },
      fields: [
        { name: 'field', type: 'text' },
        // The name the file is attached and downloaded under: an extension that matches its content.
        { name: 'filename', type: 'text' },
        // The name the visitor's browser sent, kept as data only: never a path, a mail or a download name.
        { name: 'originalName', type: 'text' },
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
        // Which start token backed the submission (kind and id, signing/form-secrets.server.ts): one use each.
        { name: 'startToken', type: 'text', index: true },
      ],
    },
    { name: 'read', type: 'checkbox', defaultValue: false, index: true },
    {
      name: 'storedBytes',
      type: 'number',
      access: { update: outboxOnly },
      admin: { readOnly: true, position: 'sidebar', description: 'What this submission takes in storage, counted against its address’s quota.' },
    },
  ],
}
