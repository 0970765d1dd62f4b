import type { Field } from 'payload'

/** Lower-case words joined by hyphens, as they appear in a URL. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 96)
}

/**
 * A unique, indexed URL slug, filled from another field when left blank. It is not marked
 * required, so the admin lets an editor leave it blank; the server fills it before validating.
 */
export function slugField(from = 'title'): Field {
  return {
    name: 'slug',
    type: 'text',
    unique: true,
    index: true,
    admin: { position: 'sidebar', description: `Part of the address. Filled from the ${from} when left blank.` },
    validate: (value: unknown) =>
      value == null || value === '' || (typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value))
        ? true
        : 'Use lower-case letters, digits and single hyphens, for example "summer-collection".',
    hooks: {
      beforeValidate: [
        ({ value, data }) => {
          if (typeof value === 'string' && value.trim()) return slugify(value)
          const source = data?.[from]
          return typeof source === 'string' ? slugify(source) : value
        },
      ],
    },
  }
}
