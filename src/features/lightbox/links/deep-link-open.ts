/**
 * Opening the popup from a deep link (deep-link.ts) in a gallery view: which set and image. The
 * view's script fetches this module only when the address may name an image (mayNameImage), so
 * the parsing and the set request stay out of every page's first load.
 */
import { parseDeepLink, type DeepLink } from './deep-link'
import { fetchSetWindow, setUrl, type SetParams } from './set-request'

/** The set a deep link browses: the view's, narrowed and ordered as the link asks. */
export function linkedSet(view: SetParams, link: DeepLink): SetParams {
  const sort = link.sort ?? view.sort
  return {
    galleryId: view.galleryId,
    search: link.search ?? view.search,
    tagIds: link.tagIds ?? view.tagIds,
    sort,
    seed: sort === 'random' ? (view.seed ?? 1 + Math.floor(Math.random() * 2_147_483_646)) : view.seed,
  }
}

export type DeepLinked = { set: SetParams; imageId: number; openEcommerce: boolean }

/**
 * What the address opens in this view, or null: no link, another gallery's, or an image that is
 * not in the set (which opens nothing and says nothing).
 */
export async function findDeepLinked(view: SetParams, hash: string, search: string): Promise<DeepLinked | null> {
  const link = parseDeepLink(hash, search)
  if (!link || (link.galleryId !== null && link.galleryId !== view.galleryId)) return null
  const set = linkedSet(view, link)
  const found = await fetchSetWindow(setUrl(set, { image: link.imageId, limit: 1 })).catch(() => null)
  return found && found.index !== null ? { set, imageId: link.imageId, openEcommerce: link.openEcommerce } : null
}
