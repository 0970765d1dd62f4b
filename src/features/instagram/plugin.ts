import type { CollectionConfig, Field, Plugin } from 'payload'

import { adminAjax } from './admin-ajax.server'
import { importInstagramTask, refreshInstagramTask } from './refresh-task.server'
import { encryptAccessToken, hideAccessToken, keepImportStatus } from './token-hooks.server'

/** The import dialog, on the gallery screen of an Instagram gallery. */
const DIALOG = '/features/instagram/admin/instagram-import.client#InstagramImport'

function withInstagramFields(fields: Field[]): Field[] {
  return fields.map((field) => {
    if (!('name' in field) || field.name !== 'instagram' || field.type !== 'group') return field
    const inner = field.fields.map((child): Field => {
      if (!('name' in child) || child.name !== 'accessToken' || child.type !== 'text') return child
      return {
        ...child,
        // The dialog takes a new token and says whether one is saved.
        admin: { ...child.admin, hidden: true },
        hooks: { ...child.hooks, beforeChange: [...(child.hooks?.beforeChange ?? []), encryptAccessToken], afterRead: [...(child.hooks?.afterRead ?? []), hideAccessToken] },
      }
    })
    return { ...field, fields: [{ name: 'importDialog', type: 'ui', admin: { components: { Field: DIALOG } } }, ...inner] }
  })
}

function withImport(collection: CollectionConfig): CollectionConfig {
  if (collection.slug !== 'galleries') return collection
  return {
    ...collection,
    fields: withInstagramFields(collection.fields),
    hooks: { ...collection.hooks, beforeChange: [...(collection.hooks?.beforeChange ?? []), keepImportStatus] },
  }
}

/**
 * The Instagram import (issue 13, decision 036): the import dialog and the stored token's hooks
 * on the gallery plugin's `galleries` collection, and the admin endpoint the dialog posts to
 * (`POST /api/admin-ajax`, docs/api.md). After galleryPlugin.
 */
export const instagramPlugin =
  (): Plugin =>
  (config) => ({
    ...config,
    collections: (config.collections ?? []).map(withImport),
    endpoints: [...(config.endpoints ?? []), { path: '/admin-ajax', method: 'post', handler: adminAjax }],
    // The hourly refresh of galleries set to add or replace, and the dialog's background imports
    // (both on the queue instagramAutoRun runs).
    jobs: { ...config.jobs, tasks: [...(config.jobs?.tasks ?? []), refreshInstagramTask, importInstagramTask] },
  })
