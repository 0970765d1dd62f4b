import type { Plugin } from 'payload'

import { withOfflineCodeFields } from './offline-code-fields'

/**
 * Payload's code and JSON fields load Monaco from a public CDN, so on a machine without internet
 * they stay blank. This plugin, listed after every plugin that adds fields, gives each of them a
 * component that loads Monaco from `/vendor/monaco/…` (our origin) first. Decision 039.
 */
export const codeEditorPlugin =
  (): Plugin =>
  (config) => ({
    ...config,
    collections: (config.collections ?? []).map((collection) => ({ ...collection, fields: withOfflineCodeFields(collection.fields) })),
    globals: (config.globals ?? []).map((global) => ({ ...global, fields: withOfflineCodeFields(global.fields) })),
    blocks: config.blocks?.map((block) => ({ ...block, fields: withOfflineCodeFields(block.fields) })),
  })
