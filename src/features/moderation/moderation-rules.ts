/**
 * The moderation screen's rules (pure): which comments a filter lists, what approving or
 * rejecting writes to each kind, and what the screen's endpoints accept.
 *
 * Two kinds of visitor comment wait for an editor: comments on photos (`image-comments`: a
 * `published` checkbox, and `rejected` once a moderator turned one down) and comments under posts
 * (`post-comments`, a `status` of pending, approved or rejected). An unpublished image comment
 * that is not rejected is pending (decision 037).
 */
import type { Where } from 'payload'

export const COMMENT_KINDS = ['image', 'post'] as const
export type CommentKind = (typeof COMMENT_KINDS)[number]

export const MODERATION_STATES = ['pending', 'approved', 'rejected'] as const
export type ModerationState = (typeof MODERATION_STATES)[number]

export const MODERATION_ACTIONS = ['approve', 'reject', 'delete'] as const
export type ModerationAction = (typeof MODERATION_ACTIONS)[number]

export const COLLECTION_OF: Record<CommentKind, 'image-comments' | 'post-comments'> = { image: 'image-comments', post: 'post-comments' }

/** Most comments one request acts on (a page of the screen is 50). */
export const MAX_ITEMS = 200
export const PAGE_SIZE = 50
/** The deepest page the screen pages to (it merges two lists, so deeper pages cost more). */
export const MAX_PAGE = 100

/** The comments of one kind a filter lists. */
export function whereFor(kind: CommentKind, state: ModerationState): Where {
  if (kind === 'post') return { status: { equals: state } }
  if (state === 'approved') return { published: { equals: true } }
  if (state === 'rejected') return { and: [{ published: { equals: false } }, { rejected: { equals: true } }] }
  // Rows from before the `rejected` column read it as false or null.
  return { and: [{ published: { equals: false } }, { or: [{ rejected: { equals: false } }, { rejected: { exists: false } }] }] }
}

/** What approving or rejecting writes to a comment of this kind (through Payload, so its hooks run). */
export function dataFor(kind: CommentKind, action: Exclude<ModerationAction, 'delete'>): { status: ModerationState } | { published: boolean; rejected: boolean } {
  if (kind === 'post') return { status: action === 'approve' ? 'approved' : 'rejected' }
  return { published: action === 'approve', rejected: action === 'reject' }
}

/** The state a stored comment is in, for the screen. */
export function stateOf(kind: CommentKind, doc: { status?: unknown; published?: unknown; rejected?: unknown }): ModerationState {
  if (kind === 'image') return doc.published ? 'approved' : doc.rejected ? 'rejected' : 'pending'
  return doc.status === 'approved' || doc.status === 'rejected' ? doc.status : 'pending'
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string }

export type ListQuery = { state: ModerationState; kind: CommentKind | 'all'; page: number }

/** `?state=pending&kind=all&page=1`, each optional. */
export function parseListQuery(params: URLSearchParams): Parsed<ListQuery> {
  const state = params.get('state') ?? 'pending'
  if (!(MODERATION_STATES as readonly string[]).includes(state)) return { ok: false, message: 'state must be pending, approved or rejected.' }
  const kind = params.get('kind') ?? 'all'
  if (kind !== 'all' && !(COMMENT_KINDS as readonly string[]).includes(kind)) return { ok: false, message: 'kind must be all, image or post.' }
  const pageText = params.get('page') ?? '1'
  if (!/^[1-9][0-9]{0,3}$/.test(pageText) || Number(pageText) > MAX_PAGE) return { ok: false, message: `page must be a whole number from 1 to ${MAX_PAGE}.` }
  return { ok: true, value: { state: state as ModerationState, kind: kind as CommentKind | 'all', page: Number(pageText) } }
}

export type ActionRequest = { action: ModerationAction; items: { kind: CommentKind; id: number }[] }

/** `{ "action": "approve", "items": [{ "kind": "post", "id": 12 }, …] }`. */
export function parseActionRequest(body: unknown): Parsed<ActionRequest> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return { ok: false, message: 'Send a JSON object with an action and the items to act on.' }
  const { action, items } = body as { action?: unknown; items?: unknown }
  if (typeof action !== 'string' || !(MODERATION_ACTIONS as readonly string[]).includes(action)) return { ok: false, message: 'action must be approve, reject or delete.' }
  if (!Array.isArray(items) || items.length === 0) return { ok: false, message: 'Select at least one comment.' }
  if (items.length > MAX_ITEMS) return { ok: false, message: `At most ${MAX_ITEMS} comments at once.` }
  const parsed: ActionRequest['items'] = []
  const seen = new Set<string>()
  for (const item of items) {
    const { kind, id } = (item ?? {}) as { kind?: unknown; id?: unknown }
    if (typeof kind !== 'string' || !(COMMENT_KINDS as readonly string[]).includes(kind)) return { ok: false, message: 'Each item’s kind must be image or post.' }
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return { ok: false, message: 'Each item’s id must be a comment’s id (a positive whole number).' }
    const key = `${kind}:${id}`
    if (!seen.has(key)) parsed.push({ kind: kind as CommentKind, id })
    seen.add(key)
  }
  return { ok: true, value: { action: action as ModerationAction, items: parsed } }
}

/** Two lists, each newest first, merged newest first (ties: the higher id first), then one page of it. */
export function mergePage<T extends { createdAt: string; id: number }>(lists: readonly (readonly T[])[], page: number, size: number): T[] {
  const all = lists.flat().sort((a, b) => (a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1))
  return all.slice((page - 1) * size, page * size)
}

export type ModerationItem = {
  kind: CommentKind
  id: number
  name: string
  email: string | null
  comment: string
  createdAt: string
  state: ModerationState
  /** An image comment: its photo. */
  image?: { id: number; title: string; thumbnailUrl: string | null; adminUrl: string }
  /** A post comment: its post, and the comment it answers. */
  post?: { id: number; title: string; url: string; adminUrl: string }
  replyTo?: number | null
}

/** How many comments of each kind are in each state. */
export type Counts = Record<ModerationState, Record<CommentKind, number>>

export type ModerationList = { items: ModerationItem[]; counts: Counts; page: number; totalPages: number }
