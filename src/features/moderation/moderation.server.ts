import 'server-only'

/**
 * The moderation screen's server side: lists image and post comments in one state, with the
 * photo or post beside each, counts them, and approves, rejects or deletes them through
 * Payload's local API as the signed-in user (access rules checked, and the collections' own
 * hooks run: an image's comment count is recounted, the visitor pages are revalidated so an
 * approved post comment shows at once, a deleted comment takes its replies).
 */
import type { PayloadRequest, Where } from 'payload'

import {
  type ActionRequest,
  COLLECTION_OF,
  COMMENT_KINDS,
  type CommentKind,
  dataFor,
  type Counts,
  type ListQuery,
  mergePage,
  type ModerationItem,
  type ModerationList,
  MODERATION_STATES,
  PAGE_SIZE,
  stateOf,
  whereFor,
} from './moderation-rules'

const idOf = (value: unknown): number | null => {
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  return typeof id === 'number' ? id : null
}

export async function countComments(req: PayloadRequest): Promise<Counts> {
  const counts = {} as Counts
  for (const state of MODERATION_STATES) {
    counts[state] = { image: 0, post: 0 }
    for (const kind of COMMENT_KINDS) {
      counts[state][kind] = (await req.payload.count({ collection: COLLECTION_OF[kind], where: whereFor(kind, state), req, overrideAccess: false })).totalDocs
    }
  }
  return counts
}

type Row = { id: number; name: string; email?: string | null; comment: string; createdAt: string; image?: unknown; post?: unknown; parent?: unknown; status?: unknown; published?: unknown; rejected?: unknown }

async function rowsOf(req: PayloadRequest, kind: CommentKind, where: Where, limit: number): Promise<Row[]> {
  const { docs } = await req.payload.find({ collection: COLLECTION_OF[kind], where, sort: '-createdAt', limit, depth: 0, req, overrideAccess: false })
  return docs as Row[]
}

export async function listComments(req: PayloadRequest, query: ListQuery): Promise<ModerationList> {
  const kinds: readonly CommentKind[] = query.kind === 'all' ? COMMENT_KINDS : [query.kind]
  // The first `page` pages of each kind are enough to cut page `page` of the merged list.
  const reach = query.page * PAGE_SIZE
  const lists: (Row & { kind: CommentKind })[][] = []
  for (const kind of kinds) {
    lists.push((await rowsOf(req, kind, whereFor(kind, query.state), reach)).map((row) => ({ ...row, kind })))
  }
  const rows = mergePage(lists, query.page, PAGE_SIZE)
  const counts = await countComments(req)
  const total = kinds.reduce((sum, kind) => sum + counts[query.state][kind], 0)
  return { items: await describe(req, rows), counts, page: query.page, totalPages: Math.max(1, Math.ceil(total / PAGE_SIZE)) }
}

/** Adds each comment's photo (thumbnail) or post (title, links). */
async function describe(req: PayloadRequest, rows: (Row & { kind: CommentKind })[]): Promise<ModerationItem[]> {
  const imageIds = [...new Set(rows.filter((row) => row.kind === 'image').map((row) => idOf(row.image)).filter((id): id is number => id !== null))]
  const postIds = [...new Set(rows.filter((row) => row.kind === 'post').map((row) => idOf(row.post)).filter((id): id is number => id !== null))]
  const adminRoute = req.payload.config.routes.admin
  const images = new Map<number, NonNullable<ModerationItem['image']>>()
  if (imageIds.length > 0) {
    const { docs } = await req.payload.find({ collection: 'gallery-images', where: { id: { in: imageIds } }, limit: imageIds.length, depth: 1, req, overrideAccess: false })
    for (const doc of docs) {
      const media = doc.image && typeof doc.image === 'object' ? doc.image : null
      const local = (url: string | null | undefined) => (url && url.startsWith('/') ? url : null)
      images.set(doc.id, {
        id: doc.id,
        title: doc.alt,
        thumbnailUrl: local(media?.sizes?.thumbnail?.url) ?? local(media?.thumbnailURL) ?? local(media?.url) ?? local(doc.thumbUrl),
        adminUrl: `${adminRoute}/collections/gallery-images/${doc.id}`,
      })
    }
  }
  const posts = new Map<number, NonNullable<ModerationItem['post']>>()
  if (postIds.length > 0) {
    const { docs } = await req.payload.find({ collection: 'posts', where: { id: { in: postIds } }, limit: postIds.length, depth: 0, draft: true, req, overrideAccess: false })
    for (const doc of docs) posts.set(doc.id, { id: doc.id, title: doc.title, url: `/blog/${doc.slug}`, adminUrl: `${adminRoute}/collections/posts/${doc.id}` })
  }
  return rows.map((row) => {
    const item: ModerationItem = { kind: row.kind, id: row.id, name: row.name, email: row.email ?? null, comment: row.comment, createdAt: row.createdAt, state: stateOf(row.kind, row) }
    if (row.kind === 'image') item.image = images.get(idOf(row.image) ?? -1)
    else {
      item.post = posts.get(idOf(row.post) ?? -1)
      item.replyTo = idOf(row.parent)
    }
    return item
  })
}

export type ActionResult = { done: number; missing: number }

/**
 * Approves, rejects or deletes the comments, one Payload call per kind (its hooks run once per
 * comment). A comment already gone (deleted in another tab) counts as missing, not as an error.
 */
export async function actOnComments(req: PayloadRequest, request: ActionRequest): Promise<ActionResult> {
  let done = 0
  for (const kind of COMMENT_KINDS) {
    const ids = request.items.filter((item) => item.kind === kind).map((item) => item.id)
    if (ids.length === 0) continue
    const where: Where = { id: { in: ids } }
    const result =
      request.action === 'delete'
        ? await req.payload.delete({ collection: COLLECTION_OF[kind], where, depth: 0, req, overrideAccess: false })
        : await req.payload.update({ collection: COLLECTION_OF[kind], where, data: dataFor(kind, request.action), depth: 0, req, overrideAccess: false })
    if (result.errors.length > 0) throw new Error(result.errors.map((error) => error.message).join(' '))
    done += result.docs.length
  }
  return { done, missing: request.items.length - done }
}
