/**
 * `npm run jobs [-- --sweep]`: delivers the contact form mail and resolves the embedded media
 * that are due now, in this process, then exits. The Next server does this by itself every
 * minute; this is for a machine without it (a worker), or to send at once after fixing SMTP.
 * `--sweep` first queues mail that has no job (see sweepSubmissionMail), as the server does
 * every five minutes.
 */
import { runMailQueue, sweepSubmissionMail } from '@/features/contact-form/index.server'
import { runEmbedQueue } from '@/features/embeds/index.server'

import { runScript } from './lib/run-script'

await runScript(async (payload) => {
  if (process.argv.includes('--sweep')) await sweepSubmissionMail(payload)
  await runMailQueue(payload)
  await runEmbedQueue(payload)
})
