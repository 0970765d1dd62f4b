/**
 * Where the embed resolver may send a request (SSRF protection, decision 009). The resolver never
 * fetches an address an editor typed: oEmbed endpoints and public pages are built from the id
 * recognizeEmbed() found, and pictures a provider names are fetched only over https from that
 * provider's own image servers. Redirects are held to the same rules, hop by hop.
 *
 * Pure: no I/O.
 */
import type { EmbedProvider } from './providers'

/** A host listed with a leading dot matches its subdomains ("i.ytimg.com" for ".ytimg.com"). */
type HostList = readonly string[]

/** Each provider's image servers (CDNs) its oEmbed data and pages point at. */
export const pictureHosts: Record<EmbedProvider, HostList> = {
  YOUTUBE: ['.ytimg.com'],
  VIMEO: ['.vimeocdn.com'],
  FLICKR: ['.staticflickr.com'],
  INSTAGRAM: ['.cdninstagram.com', '.fbcdn.net'],
  FACEBOOK: ['.fbcdn.net'],
  DAILYMOTION: ['.dmcdn.net'],
  IMGUR: ['i.imgur.com'],
}

/**
 * Each provider's own sites: the oEmbed endpoint's host and the item pages read for their Open
 * Graph tags (and where those may redirect, such as fb.watch to facebook.com).
 */
export const siteHosts: Record<EmbedProvider, HostList> = {
  YOUTUBE: ['www.youtube.com'],
  VIMEO: ['vimeo.com'],
  FLICKR: ['www.flickr.com'],
  INSTAGRAM: ['www.instagram.com', 'instagram.com', 'graph.facebook.com'],
  FACEBOOK: ['www.facebook.com', 'facebook.com', 'm.facebook.com', 'fb.watch', 'graph.facebook.com'],
  DAILYMOTION: ['www.dailymotion.com'],
  IMGUR: ['imgur.com', 'www.imgur.com', 'api.imgur.com'],
}

function hostMatches(host: string, list: HostList): boolean {
  return list.some((entry) => (entry.startsWith('.') ? host.endsWith(entry) && host.length > entry.length : host === entry))
}

/** An https address on the default port with no credentials, on one of the listed hosts. */
function isSafeAddress(url: URL, list: HostList): boolean {
  return url.protocol === 'https:' && url.port === '' && !url.username && !url.password && hostMatches(url.hostname.toLowerCase(), list)
}

export type RequestPurpose = 'data' | 'page' | 'picture'

/** Whether the resolver may request `url` from this provider for this purpose. */
export function mayRequest(provider: EmbedProvider, purpose: RequestPurpose, url: URL): boolean {
  return isSafeAddress(url, purpose === 'picture' ? pictureHosts[provider] : siteHosts[provider])
}

/** Parses an address a provider gave (a picture's URL, a redirect's Location), or null. */
export function parseProviderAddress(text: string, base?: URL): URL | null {
  try {
    return new URL(text, base)
  } catch {
    return null
  }
}

/**
 * The address actually requested: the provider's own, or, with EMBED_PROVIDER_ORIGIN set (tests),
 * `<origin>/<host><path>?<query>` on that origin, so one fake server can play every provider and
 * tell them apart by the first path segment.
 */
export function wireAddress(target: URL, origin: string | undefined): URL {
  if (!origin) return target
  return new URL(`/${target.host}${target.pathname}${target.search}`, origin)
}
