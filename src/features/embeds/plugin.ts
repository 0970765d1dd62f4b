import type { Plugin } from 'payload'

import { embedTasks } from './resolve-embed-task.server'

/**
 * Embedded media: the jobs task that resolves a pasted address (decision 009). The gallery-images
 * collection's hooks queue it (gallery-image-hooks.server.ts); payload.config.ts runs the queue on
 * a timer with `embedAutoRun`.
 */
export const embedsPlugin =
  (): Plugin =>
  (config) => ({
    ...config,
    jobs: { ...config.jobs, tasks: [...(config.jobs?.tasks ?? []), ...embedTasks] },
  })
