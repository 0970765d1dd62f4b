import type { CollectionConfig, Field } from 'payload'

import { anyone, isAdmin, isAdminField } from '@/cms/access'
import { revalidateAndForgetHooks } from '@/cms/hooks/revalidate-site'

import { validateFormTemplate } from '../form-tags/parser/parse'
import { defaultMessages } from '../validation/messages'

const defaultTemplate = `<label> Your name
    [text* your-name autocomplete:name] </label>

<label> Your email
    [email* your-email autocomplete:email] </label>

<label> Subject
    [text* your-subject] </label>

<label> Your message (optional)
    [textarea your-message] </label>

[submit "Submit"]`

/** The mail settings of CF7: recipients, subject, body and headers, with [mail-tags]. */
function mailFields(active: boolean): Field[] {
  return [
    ...(active ? [] : [{ name: 'active', type: 'checkbox' as const, defaultValue: false, label: 'Send this mail' }]),
    { name: 'recipient', label: 'To', type: 'text', defaultValue: active ? '[_site_admin_email]' : '[your-email]' },
    { name: 'sender', label: 'From', type: 'text', defaultValue: '[_site_title] <wordpress@[_site_url]>' },
    {
      name: 'subject',
      type: 'text',
      defaultValue: active ? '[_site_title] "[your-subject]"' : '[_site_title] "[your-subject]"',
    },
    {
      name: 'additionalHeaders',
      type: 'textarea',
      defaultValue: active ? 'Reply-To: [your-email]' : 'Reply-To: [_site_admin_email]',
    },
    {
      name: 'body',
      type: 'textarea',
      defaultValue: active
        ? 'From: [your-name] [your-email]\nSubject: [your-subject]\n\nMessage Body:\n[your-message]\n\n-- \nThis is a notification that a contact form was submitted on your website ([_site_title] [_site_url]).'
        : 'Message Body:\n[your-message]\n\n-- \nThis email is a receipt for your contact form submission on our website ([_site_title] [_site_url]) in which your email address was used.',
    },
    { name: 'attachments', type: 'textarea', admin: { description: 'Mail-tags of file fields to attach, e.g. [your-file].' } },
    { name: 'useHtml', type: 'checkbox', defaultValue: false, label: 'Use HTML content type' },
    { name: 'excludeBlank', type: 'checkbox', defaultValue: false, label: 'Exclude lines with blank mail-tags' },
  ]
}

export const ContactForms: CollectionConfig = {
  slug: 'contact-forms',
  labels: { singular: 'Contact form', plural: 'Contact forms' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'updatedAt'] },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  // Submissions and mail read a form from memory (contactFormById): a change forgets it.
  hooks: revalidateAndForgetHooks,
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'form',
      label: 'Form template',
      type: 'code',
      required: true,
      defaultValue: defaultTemplate,
      // Shows the editor each broken form-tag with its line, instead of saving a form that cannot work.
      validate: (value: unknown) => validateFormTemplate(value),
      admin: { language: 'html', description: 'Contact Form 7 form-tags, e.g. [email* your-email].' },
    },
    // Mail settings carry addresses: visitors never receive them.
    { name: 'mail', type: 'group', access: { read: isAdminField }, fields: mailFields(true) },
    { name: 'mail2', label: 'Mail (2): autoresponder', type: 'group', access: { read: isAdminField }, fields: mailFields(false) },
    {
      name: 'messages',
      type: 'group',
      admin: { description: 'What visitors are told. Blank uses the default shown.' },
      fields: Object.entries(defaultMessages).map(([name, text]) => ({
        name,
        type: 'text' as const,
        admin: { placeholder: text },
      })),
    },
    {
      name: 'additionalSettings',
      type: 'textarea',
      access: { read: isAdminField },
      admin: { description: 'One setting a line, e.g. acceptance_as_validation: on, or subscribers_only: true.' },
    },
    {
      name: 'spamRetentionDays',
      label: 'Keep spam for (days)',
      type: 'number',
      defaultValue: 30,
      min: 0,
      max: 3650,
      access: { read: isAdminField },
      admin: { position: 'sidebar', description: 'Submissions marked as spam are deleted after this many days. 0 keeps them.' },
    },
  ],
}
