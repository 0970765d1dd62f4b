import type { Plugin } from 'payload'

import { ContactForms } from './collections/contact-forms'
import { FormSubmissions } from './collections/form-submissions'
import { mailTasks } from './mail/outbox/mail-tasks.server'

/**
 * The contact form: its forms and their submissions (the `contact-forms` and `form-submissions`
 * collections, with the inbox's endpoints), and the mail outbox's jobs tasks (decision 007).
 * payload.config.ts runs the outbox's queue on a timer with `mailAutoRun`.
 */
export const contactFormPlugin =
  (): Plugin =>
  (config) => ({
    ...config,
    collections: [...(config.collections ?? []), ContactForms, FormSubmissions],
    jobs: { ...config.jobs, tasks: [...(config.jobs?.tasks ?? []), ...mailTasks] },
  })
