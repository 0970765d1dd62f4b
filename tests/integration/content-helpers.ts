/**
 * Shared helpers of the content-model integration tests (not a test file itself).
 * Every test shares one database per run, on SQLite and on PostgreSQL: names are made unique.
 */
import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'
import sharp from 'sharp'

import type { Media, User } from '@/payload-types'

/** Passed to every write so the revalidation hook does not try to reach a server. */
export const ctx = { skipRevalidate: true } as const

/**
 * Data that leaves out what Payload fills in (the slug from its hook, default values): the generated
 * types require those fields, so the object is passed as is, unchecked.
 */
export function withDefaults<T extends object>(data: T): never {
  return data as never
}

/** A short random suffix, for slugs, emails and file names. */
export function unique(): string {
  return randomBytes(5).toString('hex')
}

export type Rgb = { r: number; g: number; b: number }

/** A solid-colour PNG made with sharp. */
export async function png(width: number, height: number, colour: Rgb): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer()
}

/** Uploads a small PNG to the media collection, as an admin would. */
export async function createMedia(
  payload: Payload,
  options: { alt?: string; caption?: string; width?: number; height?: number; colour?: Rgb } = {},
): Promise<Media> {
  const { width = 32, height = 24, colour = { r: 200, g: 40, b: 90 } } = options
  const data = await png(width, height, colour)
  return payload.create({
    collection: 'media',
    data: { alt: options.alt ?? `Test image ${unique()}`, ...(options.caption ? { caption: options.caption } : {}) },
    file: { data, mimetype: 'image/png', name: `test-${unique()}.png`, size: data.length },
    overrideAccess: true,
    context: ctx,
  })
}

/** Creates an admin (every user is an admin) and returns it ready to pass as `user`. */
export async function createAdmin(payload: Payload): Promise<User & { collection: 'users' }> {
  const user = await payload.create({
    collection: 'users',
    data: { email: `admin-${unique()}@example.com`, password: `pw-${unique()}-${unique()}`, name: 'Test admin' },
    overrideAccess: true,
    context: ctx,
  })
  return { ...user, collection: 'users' }
}

/** A minimal Lexical editor state holding one paragraph of text. */
export function richText(text: string) {
  return {
    root: {
      type: 'root',
      format: '' as const,
      indent: 0,
      version: 1,
      direction: 'ltr' as const,
      children: [
        {
          type: 'paragraph',
          format: '' as const,
          indent: 0,
          version: 1,
          direction: 'ltr' as const,
          textFormat: 0,
          textStyle: '',
          children: [{ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }],
        },
      ],
    },
  }
}

/** The validation messages of a rejected write, keyed by field path ({} when it did not fail validation). */
export async function validationErrors(promise: Promise<unknown>): Promise<Record<string, string>> {
  try {
    await promise
  } catch (error) {
    const errors = (error as { data?: { errors?: { path: string; message: string }[] } }).data?.errors
    if (!errors) throw error
    return Object.fromEntries(errors.map((e) => [e.path, e.message]))
  }
  return {}
}
