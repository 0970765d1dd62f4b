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
 * A unique, indexed URL slug, filled from another field when left blank. Required in the
 * database, but the validator (which replaces the built-in required check) lets an editor leave
 * it blank when the server can fill it from the source field before saving.
 */
export function slugField(from = 'title'): Field {
  return {
    name: 'slug',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin: { position: 'sidebar', description: `Part of the address. Filled from the ${from} when left blank.` },
    validate: (value: unknown, { data }: { data: Record<string, unknown> }) => {
      if (typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)) return true
      // Left blank in the admin: fine when the server can make one from the source field.
      const source = data?.[from]
      if ((value == null || value === '') && typeof source === 'string' && slugify(source)) return true
      return 'Use lower-case letters, digits and single hyphens, for example "summer-collection".'
    },
    hooks: {
      beforeValidate: [
        ({ value, data }) => {
          // A typed slug with nothing usable in it stays as typed, so validation tells the editor.
          if (typeof value === 'string' && value.trim()) return slugify(value) || value
          const source = data?.[from]
          return typeof source === 'string' ? slugify(source) : value
        },
      ],
    },
  }
}
