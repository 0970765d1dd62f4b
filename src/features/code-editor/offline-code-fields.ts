import type { Field } from 'payload'

/** The admin components that stand in for Payload's code and JSON fields (same props, same look). */
export const offlineFieldComponents = {
  code: '/features/code-editor/offline-code-field.client#OfflineCodeField',
  json: '/features/code-editor/offline-code-field.client#OfflineJSONField',
} as const

/**
 * Gives every `code` and `json` field, however deep (groups, rows, tabs, arrays, blocks), the
 * component that loads Monaco from our origin before Payload's editor mounts. A field that already
 * names its own component keeps it.
 */
export function withOfflineCodeFields(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'code' || field.type === 'json') {
      if (field.admin?.components?.Field) return field
      return { ...field, admin: { ...field.admin, components: { ...field.admin?.components, Field: offlineFieldComponents[field.type] } } } as Field
    }
    if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: withOfflineCodeFields(tab.fields) })) }
    if (field.type === 'blocks') {
      return { ...field, blocks: (field.blocks ?? []).map((block) => ({ ...block, fields: withOfflineCodeFields(block.fields) })) }
    }
    if ('fields' in field && Array.isArray(field.fields)) return { ...field, fields: withOfflineCodeFields(field.fields) } as Field
    return field
  })
}
