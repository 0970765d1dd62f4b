import type {
  Access,
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionConfig,
  CollectionSlug,
  Field,
  GlobalAfterChangeHook,
  GlobalConfig,
  Payload,
  PayloadRequest,
  Plugin,
  Where,
} from 'payload'

import { refuseDeleteWhileUsed } from './in-use'
import { findMediaReferences, mediaIdsIn } from './media-references'
import { distinctIds, MEDIA, MEDIA_USED, pathsOf, recomputeAllMediaVisibility, recomputeMediaVisibility, type Referrer } from './recompute'

/**
 * Keeps every upload's `public` flag true exactly while a document visitors can read uses it
 * (decision 021). Added last to the config (payload.config.ts), it finds by itself the
 * collections and globals that use uploads, asks their own read access what visitors may read,
 * and hooks their changes:
 * - a change to a document that uses uploads recomputes the uploads it used before and after;
 * - a change to a document that decides another's visibility (a gallery's `published`, which
 *   the visibility of its images follows) recomputes the uploads of those documents;
 * - documents with rich text list every upload they use in a hidden field, MEDIA_USED, so
 *   "which visible documents use this upload" stays one indexed query for them too.
 */

/** A relation that makes documents of `source` visible or not through the `target` document they point at. */
type Dependency = { source: Referrer; via: string; target: string; watched: string[] }

const visitor = { user: null, context: {} } as unknown as PayloadRequest

/** What a visitor may read of a collection or global: false, true or a Where (no access rule: admins only). */
async function visitorAccess(read: Access | undefined): Promise<boolean | Where> {
  if (!read) return false
  return read({ req: visitor } as Parameters<Access>[0])
}

/** The field paths a Where tests, e.g. ['published', 'gallery.published']. */
function wherePaths(where: Where): string[] {
  return Object.entries(where).flatMap(([key, value]) =>
    (key === 'and' || key === 'or') && Array.isArray(value) ? value.flatMap((nested) => wherePaths(nested as Where)) : [key],
  )
}

/** Named fields at the top level of a document (through rows, collapsibles and unnamed tabs). */
function topLevel(fields: readonly Field[]): Field[] {
  return fields.flatMap((field) => {
    const f = field as Field & { name?: string; fields?: Field[]; tabs?: { name?: string; fields: Field[] }[] }
    if (f.name) return [field]
    if (f.tabs) return f.tabs.flatMap((tab) => (tab.name ? [] : topLevel(tab.fields)))
    return f.fields ? topLevel(f.fields) : []
  })
}

/** A comparable form of a field's value: a related document counts by its id. */
const valueKey = (value: unknown) => JSON.stringify(value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : (value ?? null))

const changed = (keys: readonly string[], doc: unknown, previous: unknown) =>
  keys.some((key) => valueKey((doc as Record<string, unknown>)?.[key]) !== valueKey((previous as Record<string, unknown>)?.[key]))

const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id, index) => id === b[index])

/** `data` over `base`, objects merged key by key (as Payload merges a partial update), arrays replaced. */
function merged(base: unknown, data: unknown): unknown {
  if (!base || typeof base !== 'object' || Array.isArray(base) || !data || typeof data !== 'object' || Array.isArray(data)) return data === undefined ? base : data
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) }
  for (const [key, value] of Object.entries(data)) out[key] = merged(out[key], value)
  return out
}

/** The hidden list of every upload a document uses, kept by the server. */
const mediaUsedField: Field = { name: MEDIA_USED, type: 'relationship', relationTo: MEDIA, hasMany: true, hidden: true }

export const mediaVisibilityPlugin =
  (): Plugin =>
  async (config) => {
    const referrers: Referrer[] = []
    const dependencies: Dependency[] = []
    const watchedOf = new Map<Referrer, string[]>()
    const collections = config.collections ?? []

    const consider = async (kind: Referrer['kind'], entity: CollectionConfig | GlobalConfig) => {
      if (entity.slug === MEDIA) return
      const refs = findMediaReferences(entity.fields, MEDIA)
      if (!refs.paths.length && !refs.richText) return
      const access = await visitorAccess(entity.access?.read as Access | undefined)
      if (access === false) return
      const visitorWhere = access === true ? true : access
      const referrer: Referrer = { kind, slug: entity.slug, fields: entity.fields, refs, visitorWhere, listsMediaUsed: kind === 'collection' && refs.richText }
      referrers.push(referrer)
      const paths = visitorWhere === true ? [] : wherePaths(visitorWhere)
      watchedOf.set(referrer, [...new Set(paths.map((path) => path.split('.')[0]))])
      for (const [via, watched] of paths.map((path) => path.split('.')).filter((segments) => segments.length > 1)) {
        const field = topLevel(entity.fields).find((candidate) => 'name' in candidate && candidate.name === via) as { type?: string; relationTo?: unknown } | undefined
        if ((field?.type === 'relationship' || field?.type === 'upload') && typeof field.relationTo === 'string') {
          dependencies.push({ source: referrer, via, target: field.relationTo, watched: [watched] })
        }
      }
    }
    for (const collection of collections) await consider('collection', collection)
    for (const global of config.globals ?? []) await consider('global', global)

    const recompute = (req: PayloadRequest, ids: Iterable<number>) => recomputeMediaVisibility(req, referrers, ids)

    /** The uploads of the `source` documents that point at `id` through `via`. */
    const mediaOfSources = async (req: PayloadRequest, dependency: Dependency, id: unknown): Promise<number[]> => {
      const ids: number[] = []
      for (const path of pathsOf(dependency.source)) ids.push(...(await distinctIds(req, dependency.source.slug, path, { [dependency.via]: { equals: id } })))
      return ids
    }

    const referrerHooks = (referrer: Referrer, drafts: boolean) => {
      const watched = watchedOf.get(referrer) ?? []
      const key = (id: unknown) => `media-visibility:${referrer.slug}:${String(id)}:published`
      // With drafts, the document before the change (previousDoc) may be the latest draft, not
      // what visitors saw: the uploads of the stored row are collected before it is overwritten.
      const rememberPublished: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
        if (operation !== 'update' || !originalDoc?.id) return data
        const row = await req.payload.db.findOne({ collection: referrer.slug as CollectionSlug, where: { id: { equals: originalDoc.id } }, req })
        req.context[key(originalDoc.id)] = mediaIdsIn(referrer.fields, row)
        return data
      }
      const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
        const published = (req.context[key(doc.id)] as number[] | undefined) ?? []
        const before = operation === 'create' ? [] : [...new Set([...mediaIdsIn(referrer.fields, previousDoc), ...published])].sort((a, b) => a - b)
        const after = mediaIdsIn(referrer.fields, doc)
        if (operation === 'update' && sameIds(before, after) && !changed(watched, doc, previousDoc)) return doc
        await recompute(req, [...before, ...after])
        return doc
      }
      const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
        await recompute(req, mediaIdsIn(referrer.fields, doc))
      }
      const listMediaUsed: CollectionBeforeChangeHook = ({ data, originalDoc }) => ({
        ...data,
        [MEDIA_USED]: mediaIdsIn(referrer.fields, merged(originalDoc, data)),
      })
      return { afterChange, afterDelete, beforeChange: [...(drafts ? [rememberPublished] : []), ...(referrer.listsMediaUsed ? [listMediaUsed] : [])] }
    }

    /** A change of a watched field (a gallery's `published`) recomputes the uploads of the documents that follow it. */
    const dependencyHook = (deps: Dependency[]): CollectionAfterChangeHook => async ({ doc, previousDoc, operation, req }) => {
      if (operation === 'create') return doc
      for (const dep of deps) if (changed(dep.watched, doc, previousDoc)) await recompute(req, await mediaOfSources(req, dep, doc.id))
      return doc
    }

    const withHooks = (collection: CollectionConfig): CollectionConfig => {
      const referrer = referrers.find((candidate) => candidate.kind === 'collection' && candidate.slug === collection.slug)
      const deps = dependencies.filter((dep) => dep.target === collection.slug)
      if (!referrer && !deps.length) return collection
      const hooks = { ...collection.hooks }
      const fields = [...collection.fields]
      if (referrer) {
        const own = referrerHooks(referrer, Boolean(typeof collection.versions === 'object' && collection.versions?.drafts))
        hooks.beforeChange = [...(hooks.beforeChange ?? []), ...own.beforeChange]
        hooks.afterChange = [...(hooks.afterChange ?? []), own.afterChange]
        hooks.afterDelete = [...(hooks.afterDelete ?? []), own.afterDelete]
        if (referrer.listsMediaUsed) fields.push(mediaUsedField)
      }
      // Only changes: a gallery's delete deletes its images first (decision 050), and each
      // image's own delete recomputes its upload.
      if (deps.length) hooks.afterChange = [...(hooks.afterChange ?? []), dependencyHook(deps)]
      return { ...collection, fields, hooks }
    }

    const globalWithHooks = (global: GlobalConfig): GlobalConfig => {
      const referrer = referrers.find((candidate) => candidate.kind === 'global' && candidate.slug === global.slug)
      if (!referrer) return global
      const afterChange: GlobalAfterChangeHook = async ({ doc, previousDoc, req }) => {
        const before = mediaIdsIn(referrer.fields, previousDoc)
        const after = mediaIdsIn(referrer.fields, doc)
        if (!sameIds(before, after)) await recompute(req, [...before, ...after])
        return doc
      }
      return { ...global, hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), afterChange] } }
    }

    /** "a page", "a gallery image", "the site": how a refusal names what uses an upload. */
    const labelOf = (referrer: Referrer): string => {
      const entity = referrer.kind === 'collection' ? collections.find((c) => c.slug === referrer.slug) : config.globals?.find((g) => g.slug === referrer.slug)
      const given = referrer.kind === 'collection' ? (entity as CollectionConfig | undefined)?.labels?.singular : (entity as GlobalConfig | undefined)?.label
      const words = typeof given === 'string' ? given.toLowerCase() : referrer.slug.replace(/-/g, ' ')
      if (referrer.kind === 'global') return `the ${words}`
      const singular = typeof given === 'string' ? words : words.replace(/ies$/, 'y').replace(/s$/, '')
      return `${/^[aeiou]/.test(singular) ? 'an' : 'a'} ${singular}`
    }
    const guardMedia = (collection: CollectionConfig): CollectionConfig =>
      collection.slug === MEDIA
        ? { ...collection, hooks: { ...collection.hooks, beforeDelete: [...(collection.hooks?.beforeDelete ?? []), refuseDeleteWhileUsed(referrers, labelOf)] } }
        : collection

    return {
      ...config,
      collections: collections.map(withHooks).map(guardMedia),
      globals: (config.globals ?? []).map(globalWithHooks),
      custom: { ...config.custom, mediaReferrers: referrers },
    }
  }

/**
 * Every upload's flag from scratch, MEDIA_USED lists first: for the migration that adds them, or
 * to repair the flags. Returns how many uploads it looked at.
 */
export async function recomputeAllMedia(payload: Payload, req?: PayloadRequest): Promise<number> {
  const referrers = (payload.config.custom?.mediaReferrers ?? []) as Referrer[]
  for (const referrer of referrers.filter((candidate) => candidate.listsMediaUsed)) {
    for (let page = 1; ; page++) {
      const { docs, hasNextPage } = await payload.db.find<Record<string, unknown>>({ collection: referrer.slug as CollectionSlug, limit: 500, page, sort: 'id', req })
      for (const doc of docs) {
        // The row itself, not a save: a save would make a version (and could publish a draft). The
        // whole row is written back: the adapter replaces the blocks and arrays a write leaves out.
        const data = { ...doc, [MEDIA_USED]: mediaIdsIn(referrer.fields, doc) }
        await payload.db.updateOne({ collection: referrer.slug as CollectionSlug, id: doc.id as number, data, req, returning: false })
      }
      if (!hasNextPage) break
    }
  }
  return recomputeAllMediaVisibility(payload, referrers, req)
}
