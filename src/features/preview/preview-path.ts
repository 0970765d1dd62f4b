/**
 * Where the live preview of a document opens, and which paths the preview route accepts. Pure:
 * used by the admin's config (the preview URL) and by the route that turns draft mode on.
 */

/** The collections whose documents an editor previews beside the editor. */
export const previewCollections = ['pages', 'posts', 'galleries'] as const
export type PreviewCollection = (typeof previewCollections)[number]

/** The public path of a document, or null when it has no slug yet (an empty new document). */
export function publicPathOf(collection: string, doc: { slug?: unknown } | null | undefined): string | null {
  const slug = typeof doc?.slug === 'string' ? doc.slug.trim() : ''
  if (!slug) return null
  switch (collection) {
    case 'pages':
      return slug === 'home' ? '/' : `/${encodeURIComponent(slug)}`
    case 'posts':
      return `/blog/${encodeURIComponent(slug)}`
    case 'galleries':
      return `/galleries/${encodeURIComponent(slug)}`
    default:
      return null
  }
}

/** The preview route's URL for a document: it checks the session, turns draft mode on and goes to the page. */
export function previewUrlOf(collection: string, doc: { slug?: unknown } | null | undefined): string | null {
  const path = publicPathOf(collection, doc)
  return path === null ? null : `/preview?path=${encodeURIComponent(path)}`
}

/**
 * The path the preview route may go to: a path on this site (one leading slash, no scheme, no
 * host, no backslash, no control characters), at most 512 characters; null otherwise.
 */
export function safePreviewPath(value: string | null): string | null {
  if (!value || value.length > 512) return null
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return null
  if (/^\/(api|admin|_next|preview)(\/|\?|$)/.test(value)) return null
  return value
}
