import type { CollectionConfig, Plugin } from 'payload'

import { previewCollections, previewUrlOf } from './preview-path'

/** The breakpoints the live preview offers beside the editor: a phone, a tablet and a desktop. */
const breakpoints = [
  { label: 'Phone', name: 'phone', width: 375, height: 740 },
  { label: 'Tablet', name: 'tablet', width: 768, height: 1024 },
  { label: 'Desktop', name: 'desktop', width: 1280, height: 800 },
]

type UrlArgs = { data: Record<string, unknown>; req: { origin?: string } }

/**
 * Live preview of drafts (decision 039). Pages, posts and galleries open a preview beside the
 * editor and a Preview button; both go through `/preview`, which checks the admin's session and
 * turns draft mode on, so the page shows the newest draft (pages and posts autosave while the
 * editor types) and refreshes after each save. The URL is absolute on the admin's own origin:
 * Payload compares the frame's origin with it before it sends a save.
 */
export const previewPlugin =
  (): Plugin =>
  (config) => ({
    ...config,
    collections: (config.collections ?? []).map((collection): CollectionConfig => {
      if (!(previewCollections as readonly string[]).includes(collection.slug)) return collection
      const url = ({ data, req }: UrlArgs) => `${req.origin ?? ''}${previewUrlOf(collection.slug, data) ?? '/preview?path='}`
      return {
        ...collection,
        admin: {
          ...collection.admin,
          preview: (doc, { req }) => url({ data: doc, req }),
          livePreview: { url, breakpoints },
        },
      }
    }),
  })
