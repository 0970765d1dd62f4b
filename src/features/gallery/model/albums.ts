import { ValidationError, type CollectionBeforeValidateHook, type CollectionConfig, type PayloadRequest } from 'payload'

import { isAdmin, publishedOrAdmin } from '@/cms/access'
import { slugField } from '@/cms/fields/slug'
import { revalidateHooks } from '@/cms/hooks/revalidate-site'

type ItemRef = { relationTo: string; value: unknown }

const albumIdsOf = (items: unknown): string[] =>
  (Array.isArray(items) ? (items as ItemRef[]) : [])
    .filter((item) => item?.relationTo === 'albums')
    .map((item) => String(typeof item.value === 'object' && item.value ? (item.value as { id: unknown }).id : item.value))

/** True when `start` albums lead back to `self` through their sub-albums (any depth). */
async function leadsTo(self: string, start: string[], req: PayloadRequest): Promise<boolean> {
  const seen = new Set<string>()
  let frontier = start
  while (frontier.length) {
    if (frontier.includes(self)) return true
    frontier.forEach((id) => seen.add(id))
    const { docs } = await req.payload.find({
      collection: 'albums',
      where: { id: { in: frontier } },
      depth: 0,
      limit: frontier.length,
      pagination: false,
      select: { items: true },
      overrideAccess: true,
      req,
    })
    frontier = [...new Set(docs.flatMap((doc) => albumIdsOf(doc.items)))].filter((id) => !seen.has(id))
  }
  return false
}

/** An album that contains itself, directly or through sub-albums, would never finish rendering. */
const refuseCycles: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  const id = originalDoc?.id ?? data?.id
  if (id === undefined || !data || !('items' in data)) return data
  if (await leadsTo(String(id), albumIdsOf(data.items), req)) {
    throw new ValidationError({
      collection: 'albums',
      errors: [{ path: 'items', message: 'An album cannot contain itself, directly or through its sub-albums.' }],
    })
  }
  return data
}

/** An album holds galleries and other albums, in the order the editor gives them. */
export const Albums: CollectionConfig = {
  slug: 'albums',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'published', 'updatedAt'] },
  access: { read: publishedOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { ...revalidateHooks, beforeValidate: [refuseCycles] },
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField('name'),
    { name: 'description', type: 'textarea' },
    { name: 'previewImage', type: 'upload', relationTo: 'media' },
    {
      name: 'previewStyle',
      type: 'select',
      defaultValue: 'compact',
      options: [
        { value: 'compact', label: 'Compact: a grid of cards' },
        { value: 'extended', label: 'Extended: one row per item, with its description' },
      ],
      admin: { description: 'How the galleries and sub-albums of this album are listed.' },
    },
    {
      name: 'items',
      type: 'relationship',
      relationTo: ['galleries', 'albums'],
      hasMany: true,
      admin: { description: 'Galleries and sub-albums, in display order.' },
    },
    { name: 'published', type: 'checkbox', defaultValue: true, index: true, admin: { position: 'sidebar' } },
  ],
}
