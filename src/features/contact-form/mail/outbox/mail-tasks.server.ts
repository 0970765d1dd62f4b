import 'server-only'

/** The outbox's jobs tasks, which the contact form's plugin adds to Payload's jobs config. */

import { sendSubmissionMailTask } from './mail-send.server'
import { sweepSubmissionMailTask } from './mail-sweep.server'

export const mailTasks = [sendSubmissionMailTask, sweepSubmissionMailTask]
