/**
 * Reads the Open Graph tags of an item's public page: what Instagram and Facebook show about a
 * post without an oEmbed token (og:image with its size, og:title, og:type, og:video with the
 * player's size). Pure: the page is fetched elsewhere, and only its <head> is needed.
 *
 * A small tag reader rather than an HTML parser: <meta> is a void element whose attributes are
 * all we want, and the page is untrusted text that is never rendered.
 */

export type OpenGraph = {
  title?: string
  type?: string
  image?: string
  imageWidth?: number
  imageHeight?: number
  video?: string
  videoWidth?: number
  videoHeight?: number
}

const META_TAG = /<meta\b[^>]*>/gi
const ATTRIBUTE = /([a-zA-Z_:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g

const named: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
}

/** Decodes the character references that appear in attribute values. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10)
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return named[ref.toLowerCase()] ?? whole
  })
}

/** Every `property`/`name` → `content` of the page's meta tags; the first of a repeated tag wins. */
export function metaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>()
  for (const [tag] of html.matchAll(META_TAG)) {
    const attributes = new Map<string, string>()
    for (const match of tag.matchAll(ATTRIBUTE)) {
      attributes.set(match[1]!.toLowerCase(), decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''))
    }
    const key = (attributes.get('property') ?? attributes.get('name'))?.toLowerCase()
    const content = attributes.get('content')?.trim()
    if (key && content && !tags.has(key)) tags.set(key, content)
  }
  return tags
}

function size(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,6}$/.test(value)) return undefined
  const number = Number(value)
  return number > 0 ? number : undefined
}

/** The tags of the page's head: what a page's body says about other items does not count. */
export function readOpenGraph(html: string): OpenGraph {
  const tags = metaTags(html.split(/<\/head\s*>/i)[0] ?? html)
  const first = (...keys: string[]) => keys.map((key) => tags.get(key)).find(Boolean)
  return {
    title: first('og:title'),
    type: first('og:type')?.toLowerCase(),
    image: first('og:image:secure_url', 'og:image', 'og:image:url', 'twitter:image'),
    imageWidth: size(first('og:image:width')),
    imageHeight: size(first('og:image:height')),
    video: first('og:video:secure_url', 'og:video', 'og:video:url'),
    videoWidth: size(first('og:video:width')),
    videoHeight: size(first('og:video:height')),
  }
}

/** Instagram and Facebook mark a video by og:type "video…" or an og:video tag. */
export function isVideoPage(graph: OpenGraph): boolean {
  return Boolean(graph.video) || Boolean(graph.type?.startsWith('video'))
}
