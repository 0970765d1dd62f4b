/**
 * How one Instagram post becomes a gallery image (pure): its filetype, title, description and
 * picture, and the order of a gallery's posts. See decision 036.
 *
 * - The whole post (`wholePost`): INSTAGRAM_POST, shown in Instagram's post frame.
 * - A video (reel) otherwise: INSTAGRAM_VIDEO, Instagram's player after a click.
 * - A photo or carousel otherwise: EMBED_OEMBED_INSTAGRAM_IMAGE, shown as a plain photo (our copy).
 * Every one keeps our copy of its picture (the video's thumbnail), so a visitor's browser never
 * contacts Instagram before choosing to play.
 */

export type PostFields = {
  media_type: string
  caption?: string
  media_url?: string
  thumbnail_url?: string
  permalink: string
  timestamp?: string
}

export function filetypeOf(post: PostFields, wholePost: boolean): string {
  if (wholePost) return 'INSTAGRAM_POST'
  if (post.media_type === 'VIDEO') return 'INSTAGRAM_VIDEO'
  return 'EMBED_OEMBED_INSTAGRAM_IMAGE'
}

const MAX_ALT = 120

/** The title (alt text): the caption's first line, shortened at a word; a dated phrase without one. */
export function altOf(post: PostFields): string {
  const first = (post.caption ?? '').split(/\r?\n/).map((line) => line.trim()).find(Boolean) ?? ''
  if (first) {
    if (first.length <= MAX_ALT) return first
    const cut = first.slice(0, MAX_ALT - 1)
    const space = cut.lastIndexOf(' ')
    return `${(space > 60 ? cut.slice(0, space) : cut).trimEnd()}…`
  }
  const date = post.timestamp ? new Date(post.timestamp.replace(/\+0000$/, 'Z')) : null
  const when = date && !Number.isNaN(date.getTime()) ? ` of ${date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}` : ''
  return `Instagram ${post.media_type === 'VIDEO' ? 'video' : 'post'}${when}`
}

/** The full caption, as the description; none without a caption. */
export const descriptionOf = (post: PostFields): string | null => post.caption?.trim() || null

/** Where the picture is: a video's thumbnail, otherwise the media itself. */
export function pictureCandidates(post: PostFields): string[] {
  const candidates = post.media_type === 'VIDEO' ? [post.thumbnail_url] : [post.media_url, post.thumbnail_url]
  return candidates.filter((url): url is string => typeof url === 'string' && url.length > 0)
}

/** The same post whatever its address's spelling: instagram.com/p/X, www.instagram.com/p/X/. */
export function postKey(permalink: string | null | undefined): string | null {
  const match = /^https?:\/\/(?:www\.)?instagram\.com\/(?:[^/]+\/)?(p|reel|reels|tv)\/([A-Za-z0-9_-]+)/i.exec(permalink ?? '')
  return match ? match[2]! : null
}

export type ExistingImage = { id: number; key: string | null; order: number }

export type ImportPlan<Post> = {
  /** Posts to add, newest first, each with its order number. */
  create: { post: Post; order: number }[]
  /** Imported images the gallery keeps, with a new order number when it moves. */
  reorder: { id: number; order: number }[]
  /** Imported images no longer among the newest posts (replace only). */
  remove: number[]
}

/**
 * What an import does to a gallery, given its posts (newest first, as many as it keeps) and the
 * Instagram images it already has (other images are never touched).
 * - add: posts the gallery lacks go before everything it has, newest first; nothing is removed.
 * - replace: the gallery's Instagram images become exactly these posts, newest first (order 0, 1,
 *   …); the ones it has stay (no picture fetched again), the others are removed.
 */
export function planImport<Post extends { permalink: string }>(posts: readonly Post[], existing: readonly ExistingImage[], mode: 'add' | 'replace', allOrders: readonly number[] = []): ImportPlan<Post> {
  const have = new Map(existing.filter((image) => image.key).map((image) => [image.key!, image]))
  const wanted = posts.filter((post, index) => {
    const key = postKey(post.permalink)
    return key !== null && posts.findIndex((other) => postKey(other.permalink) === key) === index
  })
  if (mode === 'replace') {
    const keys = new Set(wanted.map((post) => postKey(post.permalink)))
    const create: ImportPlan<Post>['create'] = []
    const reorder: ImportPlan<Post>['reorder'] = []
    wanted.forEach((post, order) => {
      const image = have.get(postKey(post.permalink)!)
      if (!image) create.push({ post, order })
      else if (image.order !== order) reorder.push({ id: image.id, order })
    })
    return { create, reorder, remove: existing.filter((image) => !image.key || !keys.has(image.key)).map((image) => image.id) }
  }
  const fresh = wanted.filter((post) => !have.has(postKey(post.permalink)!))
  const orders = [...allOrders, ...existing.map((image) => image.order)]
  const first = orders.length ? Math.min(...orders) : fresh.length
  return { create: fresh.map((post, index) => ({ post, order: first - fresh.length + index })), reorder: [], remove: [] }
}
