import { sql } from 'drizzle-orm'
import { APIError, type CollectionBeforeDeleteHook, type PayloadRequest } from 'payload'

import { mediaIdsIn } from './media-references'
import { distinctIds, MEDIA, pathsOf, type Referrer } from './recompute'

/**
 * An upload is deleted only when no document uses it, and the refusal comes before anything is
 * removed. Payload deletes an upload's files before its row, so a delete the database refused
 * afterwards (SQLite's link tables do not cascade) left a document whose files were gone; and on
 * PostgreSQL, whose links do cascade, a page lost a tile's photo without a word.
 *
 * In use means: a document of a collection, or a global, whose upload fields (or, with rich
 * text, its list of the uploads it uses) name this upload now. Saved versions do not count: on
 * SQLite their links to the upload are removed with it, as PostgreSQL's cascade does.
 */
export function refuseDeleteWhileUsed(referrers: readonly Referrer[], labelOf: (referrer: Referrer) => string): CollectionBeforeDeleteHook {
  return async ({ id, req }) => {
    const mediaId = Number(id)
    if (!Number.isSafeInteger(mediaId)) return
    const users = await usersOf(req, referrers, mediaId, labelOf)
    if (users.length) throw new APIError(`This file is still used by ${listed(users)}: remove it there first, then delete it.`, 409, null, true)
    if (req.payload.db.name === 'sqlite') await dropVersionLinks(req, mediaId)
  }
}

async function usersOf(req: PayloadRequest, referrers: readonly Referrer[], id: number, labelOf: (referrer: Referrer) => string): Promise<string[]> {
  const users = new Set<string>()
  for (const referrer of referrers) {
    if (referrer.kind === 'global') {
      const select = Object.fromEntries(referrer.refs.topFields.map((name) => [name, true] as const))
      if (mediaIdsIn(referrer.fields, await req.payload.db.findGlobal({ slug: referrer.slug, select, req })).includes(id)) users.add(labelOf(referrer))
      continue
    }
    for (const path of pathsOf(referrer)) {
      if ((await distinctIds(req, referrer.slug, path, { [path]: { equals: id } })).includes(id)) {
        users.add(labelOf(referrer))
        break
      }
    }
  }
  return [...users]
}

/** "a page", "a page and a gallery image", "a page, a post and the site settings". */
function listed(users: string[]): string {
  return users.length < 2 ? (users[0] ?? '') : `${users.slice(0, -1).join(', ')} and ${users.at(-1)}`
}

type SqliteRunner = { all: (query: ReturnType<typeof sql>) => Promise<unknown[]>; run: (query: ReturnType<typeof sql>) => Promise<unknown> }

/** The version tables' columns that link to uploads without a cascade (SQLite), read once. */
let versionLinks: Promise<{ table: string; column: string }[]> | null = null

async function findVersionLinks(db: SqliteRunner): Promise<{ table: string; column: string }[]> {
  const tables = (await db.all(sql`SELECT name FROM sqlite_master WHERE type = 'table' AND substr(name, 1, 1) = '_'`)) as { name: string }[]
  const links: { table: string; column: string }[] = []
  for (const { name } of tables) {
    const keys = (await db.all(sql`SELECT "table", "from", "on_delete" FROM pragma_foreign_key_list(${name})`)) as { table: string; from: string; on_delete: string }[]
    for (const key of keys) if (key.table === MEDIA && key.on_delete !== 'CASCADE' && key.on_delete !== 'SET NULL') links.push({ table: name, column: key.from })
  }
  return links
}

async function dropVersionLinks(req: PayloadRequest, id: number): Promise<void> {
  const db = (req.payload.db as unknown as { drizzle: SqliteRunner }).drizzle
  versionLinks ??= findVersionLinks(db).catch((error: unknown) => {
    versionLinks = null
    throw error
  })
  for (const { table, column } of await versionLinks) await db.run(sql`DELETE FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${id}`)
}
