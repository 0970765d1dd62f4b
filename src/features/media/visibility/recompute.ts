import { and, inArray, ne } from 'drizzle-orm'
import { type CollectionSlug, createLocalReq, type Field, type Payload, type PayloadRequest, type Where } from 'payload'

import { transactionDb } from '@/cms/transaction'
import { clearPageCache } from '@/lib/page-cache'

import { mediaIdsIn, type MediaReferences } from './media-references'

/**
 * Sets each upload's `public` flag from the documents visitors can read: true while at least one
 * of them uses it, false otherwise (decision 021). Asked with the ids a change may have affected;
 * each batch costs one query per collection that uses uploads, one read per such global, and at
 * most two UPDATEs.
 */

export const MEDIA = 'media'
/** The hidden field that lists every upload a document with rich text uses (rich text cannot be queried). */
export const MEDIA_USED = 'mediaUsed'
/** Ids per query: few statements for a big gallery, well under both databases' parameter limits. */
const BATCH = 5000

/** A collection or global whose documents may show uploads to visitors. */
export type Referrer = {
  kind: 'collection' | 'global'
  slug: string
  fields: Field[]
  refs: MediaReferences
  /** What visitors may read of it: true (everything) or a Where (false never makes a referrer). */
  visitorWhere: true | Where
  /** Whether its documents carry MEDIA_USED. */
  listsMediaUsed: boolean
}

/**
 * The distinct values of one field (`image`, `meta.image`, MEDIA_USED) over the rows of a
 * collection that match `where`, straight from the database adapter: one SELECT DISTINCT, no
 * access rules, hooks or shaping. This is the server's bookkeeping, and the local API's find,
 * which builds whole documents, is tens of times slower on a gallery of 100,000 photos.
 */
export async function distinctIds(req: PayloadRequest, collection: string, field: string, where: Where): Promise<number[]> {
  const { values } = await req.payload.db.findDistinct({ collection: collection as CollectionSlug, field, where, req })
  return values.map((row) => row[field]).filter((id): id is number => typeof id === 'number')
}

/** The fields that hold a referrer's uploads, as query paths. */
export const pathsOf = (referrer: Referrer): string[] => (referrer.listsMediaUsed ? [MEDIA_USED] : referrer.refs.paths)

type Column = Parameters<typeof inArray>[0]
type Drizzle = {
  update: (table: object) => { set: (values: object) => { where: (where: unknown) => PromiseLike<unknown> } }
}
type DrizzleAdapter = { tables: Record<string, Record<string, Column>> }

/** The database handle of `req`'s transaction, or the adapter's own when there is none. */
async function database(req: PayloadRequest): Promise<{ db: Drizzle; table: Record<string, Column> }> {
  const adapter = req.payload.db as unknown as DrizzleAdapter
  return { db: await transactionDb<Drizzle>(req), table: adapter.tables.media }
}

/**
 * One UPDATE per value, touching only rows whose flag changes. Straight to the table: the flag is
 * the server's bookkeeping, not an edit (no hooks, no version, no `updatedAt`), and a gallery of
 * 100,000 photos is published in a few statements instead of 100,000 saves.
 */
async function setPublic(req: PayloadRequest, ids: number[], value: boolean): Promise<void> {
  if (!ids.length) return
  const { db, table } = await database(req)
  await db.update(table).set({ public: value }).where(and(inArray(table.id, ids), ne(table.public, value)))
}

/** The uploads the globals visitors read use now (each global is one document). */
async function usedByGlobals(req: PayloadRequest, referrers: readonly Referrer[]): Promise<number[]> {
  const ids: number[] = []
  for (const referrer of referrers.filter((candidate) => candidate.kind === 'global')) {
    const select = Object.fromEntries(referrer.refs.topFields.map((name) => [name, true] as const))
    ids.push(...mediaIdsIn(referrer.fields, await req.payload.db.findGlobal({ slug: referrer.slug, select, req })))
  }
  return ids
}

/** Which of `batch` the documents of a collection that visitors can read use. */
async function usedIn(req: PayloadRequest, referrer: Referrer, batch: number[]): Promise<number[]> {
  const ids: number[] = []
  for (const path of pathsOf(referrer)) {
    const uses: Where = { [path]: { in: batch } }
    ids.push(...(await distinctIds(req, referrer.slug, path, referrer.visitorWhere === true ? uses : { and: [referrer.visitorWhere, uses] })))
  }
  return ids
}

/** Sets the flag of the uploads `ids` from the documents visitors can read now (inside `req`'s transaction). */
export async function recomputeMediaVisibility(req: PayloadRequest, referrers: readonly Referrer[], ids: Iterable<number>): Promise<void> {
  const all = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0)
  if (!all.length) return
  const byGlobals = await usedByGlobals(req, referrers)
  const collections = referrers.filter((referrer) => referrer.kind === 'collection')
  for (let start = 0; start < all.length; start += BATCH) {
    const batch = all.slice(start, start + BATCH)
    const wanted = new Set(batch)
    const used = new Set(byGlobals.filter((id) => wanted.has(id)))
    for (const referrer of collections) for (const id of await usedIn(req, referrer, batch)) if (wanted.has(id)) used.add(id)
    await setPublic(req, [...used], true)
    await setPublic(
      req,
      batch.filter((id) => !used.has(id)),
      false,
    )
  }
  // The page cache keeps visitors' copies of uploads (scripts/lib/page-cache.mjs): one that has
  // just been hidden must not be answered from there. The change's own revalidation cleared the
  // cache before this ran, so clear again now the flags are written (PostgreSQL instances clear
  // once more when the change commits).
  clearPageCache()
}

/** Every upload's flag from scratch: after the migration that adds it, or to repair after a crash mid-change. */
export async function recomputeAllMediaVisibility(payload: Payload, referrers: readonly Referrer[], req?: PayloadRequest): Promise<number> {
  const request = req ?? (await createLocalReq({}, payload))
  let count = 0
  for (let page = 1; ; page++) {
    const { values, hasNextPage } = await payload.db.findDistinct({ collection: MEDIA as CollectionSlug, field: 'id', limit: BATCH, page, req: request })
    const ids = values.map((row) => row.id as number)
    await recomputeMediaVisibility(request, referrers, ids)
    count += ids.length
    if (!hasNextPage) return count
  }
}
