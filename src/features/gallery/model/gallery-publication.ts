import type { CollectionBeforeOperationHook } from 'payload'

/**
 * A gallery's visibility is one flag, `published`, that every visitor check reads (the gallery's
 * own access, its images, their comments, watermarked files: visitor-access.ts, media). Galleries
 * also have drafts (`_status`), so the editor's Publish and Unpublish buttons and the live preview
 * work as they do for pages. This keeps the two in step, before Payload applies defaults
 * (decision 039):
 *
 * - a write that says its status (the admin always does; a draft save is a draft) sets the flag
 *   from it: only a published gallery is shown;
 * - a write that sets only the flag (seed, scripts, the REST API) sets the status from it;
 * - a new gallery that says neither is published, as the flag's default has always been;
 * - any other update leaves both alone.
 *
 * A draft save writes only the versions table, so what visitors see keeps its flag until the
 * editor publishes or unpublishes.
 */
export type PublicationWrite = { operation: string; draft?: boolean; data?: Record<string, unknown> | null }

export function syncPublication({ operation, draft, data }: PublicationWrite): void {
  if ((operation !== 'create' && operation !== 'update') || !data || typeof data !== 'object') return
  const status = data._status === 'published' || data._status === 'draft' ? data._status : draft ? 'draft' : undefined
  if (status) {
    data.published = status === 'published'
  } else if (typeof data.published === 'boolean') {
    data._status = data.published ? 'published' : 'draft'
  } else if (operation === 'create') {
    data.published = true
    data._status = 'published'
  }
}

export const galleryPublication: CollectionBeforeOperationHook = ({ args, operation }) => {
  const write = args as { draft?: boolean; data?: Record<string, unknown> | null }
  syncPublication({ operation, draft: Boolean(write.draft), data: write.data })
  return args
}
