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
 * (`contact-form-quotas`), the mail outbox's jobs tasks (decision 007) and the hourly spam
 * clean-up.
 * payload.config.ts runs the outbox's queue on a timer with `mailAutoRun`; in the Next server,
 * onInit also starts the keeper that takes back the jobs of a process that died.
 */
export const contactFormPlugin =
  (): Plugin =>
  (config) => ({
    ...config,
    collections: [...(config.collections ?? []), ContactForms, FormSubmissions, ContactFormQuotas],
    jobs: { ...config.jobs, tasks: [...(config.jobs?.tasks ?? []), ...mailTasks, pruneContactFormSpamTask] },
    onInit: async (payload) => {
      await config.onInit?.(payload)
      startMailKeeperInServer(payload)
    },
  })
