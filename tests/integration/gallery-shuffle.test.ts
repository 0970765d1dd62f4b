/**
 * The stored shuffle a random order of a large gallery reads (decision 044): every image draws
 * its key once, when it is added, and keeps it; the migration that adds the column gives the
 * images already there theirs.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/libsql'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { migrations } from '@/migrations/sqlite'

import { testPayload } from '../setup/payload'
import { createMedia, ctx, unique, withDefaults } from './content-helpers'

const inRange = (key: unknown) => typeof key === 'number' && Number.isInteger(key) && key >= 0 && key < 2 ** 31

describe('an image added to a gallery', () => {
  let payload: Payload
  let galleryId: number
  let mediaId: number
  beforeAll(async () => {
    payload = await testPayload()
    const gallery = await payload.create({ collection: 'galleries', data: withDefaults({ name: `Shuffled ${unique()}` }), overrideAccess: true, context: ctx })
    galleryId = gallery.id
    mediaId = (await createMedia(payload)).id
  })

  it('draws its place in the shuffle once, and keeps it through later edits', async () => {
    const created = []
    for (let i = 0; i < 20; i++) {
      created.push(
        await payload.create({ collection: 'gallery-images', data: withDefaults({ gallery: galleryId, alt: `Photo ${i}`, image: mediaId }), overrideAccess: true, context: ctx }),
      )
    }
    for (const image of created) expect(inRange(image.shuffleKey), String(image.shuffleKey)).toBe(true)
    expect(new Set(created.map((image) => image.shuffleKey)).size).toBeGreaterThan(15)
    const edited = await payload.update({ collection: 'gallery-images', id: created[0].id, data: { alt: 'Renamed', shuffleKey: null }, overrideAccess: true, context: ctx })
    expect(edited.shuffleKey).toBe(created[0].shuffleKey)
  })
})

describe.skipIf(inject('databaseKind') !== 'sqlite')('the migration that adds the shuffle, on a site with images', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-migration-'))
  const client = createClient({ url: `file:${path.join(dir, 'upgrade.db')}` })
  const db = drizzle(client)
  afterAll(() => {
    client.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('gives every image there a key of its own from 0 to 2^31 - 1', async () => {
    const at = migrations.findIndex((migration) => migration.name.endsWith('_gallery_shuffle_key'))
    expect(at).toBeGreaterThan(0)
    for (const migration of migrations.slice(0, at + 1)) {
      if (migration === migrations[at]) {
        await db.run(sql`INSERT INTO galleries (id, name, slug, published, _status) VALUES (1, 'Shown', 'shown', 1, 'published')`)
        await db.run(sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 500) INSERT INTO gallery_images (gallery_id, alt, published, "order") SELECT 1, 'Photo ' || i, 1, i FROM n`)
      }
      await db.run(sql`BEGIN`)
      await (migration.up as (args: never) => Promise<void>)({ db, payload: null, req: null } as never)
      await db.run(sql`COMMIT`)
    }
    const keys = (await db.all<{ key: number | null }>(sql`SELECT shuffle_key AS key FROM gallery_images`)).map((row) => row.key)
    expect(keys).toHaveLength(500)
    expect(keys.every(inRange)).toBe(true)
    expect(new Set(keys).size).toBeGreaterThan(495)
  })
})
