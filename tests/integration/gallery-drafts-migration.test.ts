import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/libsql'
import { afterAll, describe, expect, inject, it } from 'vitest'

import { migrations } from '@/migrations/sqlite'

/**
 * The migration that gives galleries drafts drops the NOT NULL on a gallery's name and slug (a
 * draft may have neither yet). The usual SQLite way, rebuilding the table, would run inside the
 * migration's transaction with foreign keys on, so dropping the old table would run its children's
 * ON DELETE actions and every image would lose its gallery. This runs the committed migrations on
 * a database with content, as an upgrade would.
 */
const DRAFTS = '20261128_040815_gallery_drafts'

describe.skipIf(inject('databaseKind') !== 'sqlite')('the gallery drafts migration on a site with content', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-migration-'))
  const client = createClient({ url: `file:${path.join(dir, 'upgrade.db')}` })
  const db = drizzle(client)
  afterAll(() => {
    client.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  const run = async (names: { up: (args: never) => Promise<void>; name: string }[]) => {
    for (const migration of names) {
      await db.run(sql`BEGIN`)
      await migration.up({ db, payload: null, req: null } as never)
      await db.run(sql`COMMIT`)
    }
  }

  it('keeps every image and album item on its gallery, and gives each gallery the status its flag says', async () => {
    const at = migrations.findIndex((migration) => migration.name === DRAFTS)
    expect(at).toBeGreaterThan(0)
    await db.run(sql`PRAGMA foreign_keys=ON`)
    await run(migrations.slice(0, at))

    await db.run(sql`INSERT INTO galleries (id, name, slug, published) VALUES (1, 'Shown', 'shown', 1), (2, 'Hidden', 'hidden', 0)`)
    await db.run(sql`INSERT INTO gallery_images (id, gallery_id, alt, published, "order") VALUES (10, 1, 'a', 1, 1), (11, 2, 'b', 1, 1)`)
    await db.run(sql`INSERT INTO albums (id, name, slug, published) VALUES (5, 'Album', 'album', 1)`)
    await db.run(sql`INSERT INTO albums_rels (id, "order", parent_id, path, galleries_id) VALUES (1, 1, 5, 'items', 1)`)

    await run(migrations.slice(at, at + 1))

    const galleries = await db.all<{ id: number; status: string; published: number }>(sql`SELECT id, _status AS status, published FROM galleries ORDER BY id`)
    expect(galleries).toEqual([
      { id: 1, status: 'published', published: 1 },
      { id: 2, status: 'draft', published: 0 },
    ])
    expect(await db.all(sql`SELECT id, gallery_id AS gallery FROM gallery_images ORDER BY id`)).toEqual([
      { id: 10, gallery: 1 },
      { id: 11, gallery: 2 },
    ])
    expect(await db.all(sql`SELECT galleries_id AS gallery FROM albums_rels`)).toEqual([{ gallery: 1 }])
    expect(await db.all(sql`PRAGMA foreign_key_check`)).toEqual([])
    expect(await db.all(sql`PRAGMA integrity_check`)).toEqual([{ integrity_check: 'ok' }])
    // A draft without a name or slug can be stored; a new gallery starts as a draft.
    await db.run(sql`INSERT INTO galleries (id) VALUES (3)`)
    expect(await db.all(sql`SELECT name, slug, source, _status AS status FROM galleries WHERE id = 3`)).toEqual([{ name: null, slug: null, source: 'upload', status: 'draft' }])
  })
})
