import type { Plugin } from 'payload'

import { ContactFormQuotas } from './collections/contact-form-quotas'
import { ContactForms } from './collections/contact-forms'
import { FormSubmissions } from './collections/form-submissions'
import { startMailKeeperInServer } from './mail/outbox/mail-runner.server'
import { mailTasks } from './mail/outbox/mail-tasks.server'
import { pruneContactFormSpamTask } from './submissions/spam/spam-retention.server'

/**
 * The contact form: its forms and their submissions (the `contact-forms` and `form-submissions`
 * collections, with the inbox's endpoints), the per-address storage quotas
 * (`contact-form-quotas`), the mail outbox's jobs tasks (decision 007), the hourly spam
 * clean-up (each form's `spamRetentionDays`), and the admin's submissions inbox at `/admin/inbox`
 * (decision 037), linked from the navigation.
 * payload.config.ts runs the outbox's queue on a timer with `mailAutoRun`; in the Next server,
 * onInit also starts the keeper that takes back the jobs of a process that died.
 */
export const contactFormPlugin =
  (): Plugin =>
  (config) => ({
    ...config,
    collections: [...(config.collections ?? []), ContactForms, FormSubmissions, ContactFormQuotas],
    admin: {
      ...config.admin,
      components: {
        ...config.admin?.components,
        views: {
          ...config.admin?.components?.views,
          inbox: { Component: '/features/contact-form/admin/inbox-view#InboxView', path: '/inbox', exact: true, meta: { title: 'Submissions inbox' } },
        },
        afterNavLinks: [
          ...(config.admin?.components?.afterNavLinks ?? []),
          { path: '/cms/admin/nav-link.client#AdminNavLink', clientProps: { path: '/inbox', label: 'Submissions inbox' } },
        ],
      },
    },
    jobs: { ...config.jobs, tasks: [...(config.jobs?.tasks ?? []), ...mailTasks, pruneContactFormSpamTask] },
    onInit: async (payload) => {
      await config.onInit?.(payload)
      startMailKeeperInServer(payload)
    },
  })
