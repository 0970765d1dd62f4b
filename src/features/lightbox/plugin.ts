import type { Plugin } from 'payload'

import { CommentCaptchas, ImageHits, OrderRequests } from './collections'
import { orderMailTask } from './shop/order-mail.server'

/**
 * The popup's own collections (collections.ts; the gallery's comments and ratings are the
 * gallery's) and the order request mail's jobs task, on the contact form's mail queue.
 */
export const lightboxPlugin =
  (): Plugin =>
  (config) => ({
    ...config,
    collections: [...(config.collections ?? []), ImageHits, CommentCaptchas, OrderRequests],
    jobs: { ...config.jobs, tasks: [...(config.jobs?.tasks ?? []), orderMailTask] },
  })
