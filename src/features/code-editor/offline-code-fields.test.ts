import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { offlineFieldComponents, withOfflineCodeFields } from './offline-code-fields'

const componentOf = (field: Field | undefined) => (field as { admin?: { components?: { Field?: unknown } } } | undefined)?.admin?.components?.Field

describe('code and JSON fields load the editor from our origin', () => {
  it('reaches code and JSON fields at the top and inside groups, tabs, arrays and blocks', () => {
    const fields: Field[] = [
      { name: 'form', type: 'code', admin: { language: 'html' } },
      { name: 'data', type: 'json' },
      { name: 'plain', type: 'text' },
      { name: 'group', type: 'group', fields: [{ name: 'inner', type: 'code' }] },
      { type: 'tabs', tabs: [{ label: 'One', fields: [{ name: 'tabbed', type: 'json' }] }] },
      { name: 'rows', type: 'array', fields: [{ name: 'cell', type: 'code' }] },
      { name: 'layout', type: 'blocks', blocks: [{ slug: 'raw', fields: [{ name: 'html', type: 'code' }] }] },
    ]
    const [form, data, plain, group, tabs, rows, layout] = withOfflineCodeFields(fields) as [Field, Field, Field, Field, Field, Field, Field]
    expect(componentOf(form)).toBe(offlineFieldComponents.code)
    expect((form as { admin: { language: string } }).admin.language).toBe('html')
    expect(componentOf(data)).toBe(offlineFieldComponents.json)
    expect(componentOf(plain)).toBeUndefined()
    expect(componentOf((group as { fields: Field[] }).fields[0])).toBe(offlineFieldComponents.code)
    expect(componentOf((tabs as { tabs: { fields: Field[] }[] }).tabs[0]!.fields[0])).toBe(offlineFieldComponents.json)
    expect(componentOf((rows as { fields: Field[] }).fields[0])).toBe(offlineFieldComponents.code)
    expect(componentOf((layout as { blocks: { fields: Field[] }[] }).blocks[0]!.fields[0])).toBe(offlineFieldComponents.code)
  })

  it('leaves a field that names its own component alone', () => {
    const own: Field = { name: 'custom', type: 'code', admin: { components: { Field: '/somewhere#Mine' } } }
    expect(componentOf(withOfflineCodeFields([own])[0])).toBe('/somewhere#Mine')
  })
})
