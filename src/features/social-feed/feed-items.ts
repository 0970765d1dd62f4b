/**
 * The feed's items in the spec's shape (SPEC.md section 3: text, created_at, id_str, the user's
 * screen name and profile image, entities urls/media, retweeted_status), from either kind of
 * source. The upstream JSON is checked with zod first: an answer of the wrong shape is garbage,
 * and says so, instead of reaching the widget half-read. Only http(s) addresses survive; text is
 * plain text (Mastodon's HTML through htmlToText), and `indices` are offsets in that text.
 */

import { z } from 'zod'

import type { FeedKind } from './feed-defaults'
import { htmlToText, safeHttpUrl, type TextLink } from './html-text'

export type FeedMedia = { media_url_https: string; url: string; type: 'photo' | 'video' | 'animated_gif'; alt: string }
export type FeedUser = { name: string; screen_name: string; profile_image_url_https: string | null }

export type FeedItem = {
  id_str: string
  /** ISO 8601. */
  created_at: string
  text: string
  /** The item on its source. */
  url: string | null
  user: FeedUser
  entities: { urls: TextLink[]; media: FeedMedia[] }
  /** A repost's original; the outer item is the repost (whose user reposted it). */
  retweeted_status: FeedItem | null
}

/** Longer texts are cut: a feed item is a short post, and the answer stays small. */
const TEXT_MAX = 5000
const id = z.union([z.string().regex(/^[\w-]{1,64}$/), z.number().int().nonnegative()]).transform(String)
const date = z.string().refine((value) => Number.isFinite(Date.parse(value)), 'not a date')

const v11Url = z.object({ url: z.string(), expanded_url: z.string().nullish(), display_url: z.string().nullish() })
const v11Media = z.object({
  url: z.string().nullish(),
  media_url_https: z.string().nullish(),
  expanded_url: z.string().nullish(),
  type: z.string().nullish(),
  ext_alt_text: z.string().nullish(),
})
const v11User = z.object({ name: z.string().nullish(), screen_name: z.string(), profile_image_url_https: z.string().nullish() })
const v11Base = z.object({
  // Not `id`: v1.1's numeric ids are larger than a JavaScript number holds exactly.
  id_str: id,
  created_at: date,
  text: z.string().nullish(),
  full_text: z.string().nullish(),
  user: v11User,
  entities: z.object({ urls: z.array(v11Url).nullish(), media: z.array(v11Media).nullish() }).nullish(),
  extended_entities: z.object({ media: z.array(v11Media).nullish() }).nullish(),
})
const v11Tweet = v11Base.extend({ retweeted_status: v11Base.nullish() })
type V11Tweet = z.infer<typeof v11Base>

const mastodonAccount = z.object({
  acct: z.string(),
  username: z.string().nullish(),
  display_name: z.string().nullish(),
  avatar: z.string().nullish(),
  avatar_static: z.string().nullish(),
})
const mastodonMedia = z.object({
  type: z.string(),
  url: z.string().nullish(),
  preview_url: z.string().nullish(),
  remote_url: z.string().nullish(),
  description: z.string().nullish(),
})
const mastodonBase = z.object({
  id,
  created_at: date,
  content: z.string(),
  url: z.string().nullish(),
  uri: z.string().nullish(),
  account: mastodonAccount,
  media_attachments: z.array(mastodonMedia).nullish(),
  spoiler_text: z.string().nullish(),
})
const mastodonStatus = mastodonBase.extend({ reblog: mastodonBase.nullish() })
type MastodonStatus = z.infer<typeof mastodonBase>

export const v11Answer = z.union([z.array(v11Tweet), z.object({ statuses: z.array(v11Tweet) })])
export const mastodonAnswer = z.union([z.array(mastodonStatus), z.object({ statuses: z.array(mastodonStatus) })])
export const mastodonAccountAnswer = z.object({ id })

/** v1.1's error answer: `{"errors":[{"code":88,"message":"Rate limit exceeded"}]}`. */
export const v11Errors = z.object({ errors: z.array(z.object({ code: z.number().int(), message: z.string() })).min(1) })
/** Mastodon's: `{"error":"Record not found"}`. */
export const mastodonError = z.object({ error: z.string() })

export type ParsedItems = { ok: true; items: FeedItem[] } | { ok: false; message: string }

const cut = (text: string) => (text.length > TEXT_MAX ? `${text.slice(0, TEXT_MAX - 1)}…` : text)
const iso = (value: string) => new Date(value).toISOString()

/** v1.1 escapes &, < and > in text (and only those); the indices count code points of the unescaped text. */
const unescapeV11 = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')

function v11Item(tweet: V11Tweet, retweeted: FeedItem | null): FeedItem {
  const idStr = tweet.id_str
  const media = tweet.extended_entities?.media ?? tweet.entities?.media ?? []
  let text = unescapeV11(tweet.full_text ?? tweet.text ?? '')
  // The media's own t.co link ends the text: the thumbnails stand for it.
  for (const item of media) if (item.url) text = text.split(item.url).join('')
  text = cut(text.trim())
  const urls: TextLink[] = []
  let from = 0
  for (const link of tweet.entities?.urls ?? []) {
    const expanded = safeHttpUrl(link.expanded_url ?? link.url)
    const at = text.indexOf(link.url, from)
    if (!expanded || at < 0) continue
    urls.push({ url: link.url, expanded_url: expanded, display_url: link.display_url ?? link.url, indices: [at, at + link.url.length] })
    from = at + link.url.length
  }
  return {
    id_str: idStr,
    created_at: iso(tweet.created_at),
    text,
    url: `https://x.com/${encodeURIComponent(tweet.user.screen_name)}/status/${encodeURIComponent(idStr)}`,
    user: { name: tweet.user.name || tweet.user.screen_name, screen_name: tweet.user.screen_name, profile_image_url_https: safeHttpUrl(tweet.user.profile_image_url_https) },
    entities: {
      urls,
      media: media.flatMap((item): FeedMedia[] => {
        const image = safeHttpUrl(item.media_url_https)
        if (!image) return []
        const type = item.type === 'video' || item.type === 'animated_gif' ? item.type : 'photo'
        return [{ media_url_https: image, url: safeHttpUrl(item.expanded_url) ?? image, type, alt: item.ext_alt_text ?? '' }]
      }),
    },
    retweeted_status: retweeted,
  }
}

function mastodonItem(status: MastodonStatus, reblog: FeedItem | null): FeedItem {
  const { text, urls } = htmlToText(status.content)
  const warning = status.spoiler_text?.trim()
  const body = cut(text)
  return {
    id_str: status.id,
    created_at: iso(status.created_at),
    // A content warning is shown before the text, as Mastodon does; the text is not hidden here.
    text: warning ? `${warning}\n\n${body}` : body,
    url: safeHttpUrl(status.url ?? status.uri),
    user: {
      name: status.account.display_name || status.account.username || status.account.acct,
      screen_name: status.account.acct,
      profile_image_url_https: safeHttpUrl(status.account.avatar_static ?? status.account.avatar),
    },
    entities: {
      urls: urls
        .filter((link) => link.indices[1] <= body.length)
        .map((link) => (warning ? { ...link, indices: link.indices.map((i) => i + warning.length + 2) as [number, number] } : link)),
      media: (status.media_attachments ?? []).flatMap((item): FeedMedia[] => {
        const image = safeHttpUrl(item.preview_url ?? item.url)
        if (!image || item.type === 'audio' || item.type === 'unknown') return []
        const type = item.type === 'video' ? 'video' : item.type === 'gifv' ? 'animated_gif' : 'photo'
        return [{ media_url_https: image, url: safeHttpUrl(item.url ?? item.remote_url) ?? image, type, alt: item.description ?? '' }]
      }),
    },
    retweeted_status: reblog,
  }
}

/**
 * The items of an answer of this kind, at most `count`, reposts left out when the block says so.
 * A shape the schema does not know is `{ ok: false }` with a sentence.
 */
export function parseFeedItems(kind: FeedKind, json: unknown, { count, includeRetweets }: { count: number; includeRetweets: boolean }): ParsedItems {
  let items: FeedItem[]
  if (kind === 'twitter-v1.1') {
    const parsed = v11Answer.safeParse(json)
    if (!parsed.success) return { ok: false, message: garbage }
    const list = Array.isArray(parsed.data) ? parsed.data : parsed.data.statuses
    items = list.map((tweet) => v11Item(tweet, tweet.retweeted_status ? v11Item(tweet.retweeted_status, null) : null))
  } else {
    const parsed = mastodonAnswer.safeParse(json)
    if (!parsed.success) return { ok: false, message: garbage }
    const list = Array.isArray(parsed.data) ? parsed.data : parsed.data.statuses
    items = list.map((status) => mastodonItem(status, status.reblog ? mastodonItem(status.reblog, null) : null))
  }
  return { ok: true, items: items.filter((item) => includeRetweets || !item.retweeted_status).slice(0, count) }
}

export const garbage = 'The feed source answered with something that is not a feed, so there is nothing to show from it just now.'

/** An upstream error answer's own message and code (88: rate limit), or null when it is not one. */
export function upstreamError(json: unknown): { code?: number; message: string } | null {
  const v11 = v11Errors.safeParse(json)
  if (v11.success) return { code: v11.data.errors[0].code, message: v11.data.errors[0].message.slice(0, 300) }
  const mastodon = mastodonError.safeParse(json)
  if (mastodon.success) return { message: mastodon.data.error.slice(0, 300) }
  return null
}
