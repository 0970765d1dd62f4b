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
 * - an update of one gallery that says neither keeps the visibility its published row has
 *   (`current`). Payload's non-draft update starts from the newest version, so over an editor's
 *   draft it would otherwise take the draft's status and hide the gallery.
 *
 * A draft save writes only the versions table, so what visitors see keeps its flag until the
 * editor publishes or unpublishes.
 */
export type PublicationWrite = {
  operation: string
  draft?: boolean
  data?: Record<string, unknown> | null
  /** The published row's flag, for an update of one gallery (undefined when not read). */
  current?: { published?: boolean | null } | null
}

/** Whether the write needs the published row's visibility: an update that says neither status nor flag. */
export function needsCurrentVisibility({ operation, draft, data }: PublicationWrite): boolean {
  if (operation !== 'update' || draft || !data || typeof data !== 'object') return false
  return data._status !== 'published' && data._status !== 'draft' && typeof data.published !== 'boolean'
}

export function syncPublication({ operation, draft, data, current }: PublicationWrite): void {
  if ((operation !== 'create' && operation !== 'update') || !data || typeof data !== 'object') return
  const status = data._status === 'published' || data._status === 'draft' ? data._status : draft ? 'draft' : undefined
  if (status) {
    data.published = status === 'published'
  } else if (typeof data.published === 'boolean') {
    data._status = data.published ? 'published' : 'draft'
  } else if (operation === 'create') {
    data.published = true
    data._status = 'published'
  } else if (current) {
    data.published = current.published !== false
    data._status = data.published ? 'published' : 'draft'
  }
}

export const galleryPublication: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const write = args as { id?: number | string; draft?: boolean; data?: Record<string, unknown> | null }
  const publication: PublicationWrite = { operation, draft: Boolean(write.draft), data: write.data }
  if (write.id !== undefined && needsCurrentVisibility(publication)) {
    publication.current = (await req.payload.db.findOne({ collection: 'galleries', where: { id: { equals: write.id } }, req })) as { published?: boolean | null } | null
  }
  syncPublication(publication)
  return args
}
