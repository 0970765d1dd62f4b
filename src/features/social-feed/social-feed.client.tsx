'use client'

import { useEffect, useState } from 'react'

import type { FeedItem } from './feed-items'
import { textParts } from './text-parts'
import { timeAgo } from './time-ago'

export type SocialFeedProps = { pageId: number; blockId: string; count: number }

type FeedState =
  | { phase: 'loading' }
  | { phase: 'ready'; items: FeedItem[]; message: string; code?: number; stale?: boolean }

type FeedAnswer = { message?: unknown; response?: unknown; code?: unknown; stale?: unknown }

const offline = 'The feed could not be loaded. Check your connection and reload the page.'

/** Asks the site's proxy for this block's feed; never throws (every failure is a sentence). */
async function loadFeed(pageId: number, blockId: string, signal: AbortSignal): Promise<Exclude<FeedState, { phase: 'loading' }>> {
  try {
    const response = await fetch('/social-feed', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ page: pageId, block: blockId }),
      signal,
    })
    const answer = (await response.json()) as FeedAnswer
    const items = Array.isArray(answer.response) ? (answer.response as FeedItem[]) : []
    const message = typeof answer.message === 'string' ? answer.message : response.ok ? '' : offline
    return { phase: 'ready', items, message, code: typeof answer.code === 'number' ? answer.code : undefined, stale: answer.stale === true }
  } catch {
    return { phase: 'ready', items: [], message: offline }
  }
}

/**
 * The feed's items, fetched when the widget's code loads (it loads near the viewport: onDemand).
 * Until then, and for browsers without JavaScript, the server's HTML holds the frame and a
 * sentence. The status line is a polite live region: "Loading…", then the count or the message.
 */
export function SocialFeed({ pageId, blockId, count }: SocialFeedProps) {
  const [state, setState] = useState<FeedState>({ phase: 'loading' })
  const [now, setNow] = useState(() => Date.now())

  useEffect(() => {
    const controller = new AbortController()
    loadFeed(pageId, blockId, controller.signal).then((loaded) => {
      if (controller.signal.aborted) return
      setNow(Date.now())
      setState(loaded)
    })
    return () => controller.abort()
  }, [pageId, blockId])

  // "2 minutes ago" stays true while the page is open.
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000)
    return () => window.clearInterval(timer)
  }, [])

  const items = state.phase === 'ready' ? state.items : []
  return (
    <div className="social-feed__body" style={{ '--feed-count': count } as React.CSSProperties}>
      <div className="social-feed__status" role="status">
        {state.phase === 'loading' ? (
          <p>Loading the latest posts…</p>
        ) : (
          <>
            {state.message && <p className="social-feed__message">{state.code === 88 ? <em>{state.message}</em> : state.message}</p>}
            {items.length > 0 ? (
              <p className="visually-hidden">{items.length === 1 ? 'One post.' : `${items.length} posts.`}</p>
            ) : (
              !state.message && <p>Nothing has been posted here yet.</p>
            )}
          </>
        )}
      </div>
      {state.phase === 'loading' && (
        <noscript>
          <p>The latest posts appear here when JavaScript is on.</p>
        </noscript>
      )}
      {items.length > 0 && (
        <ol className="social-feed__items">
          {items.map((item) => (
            <FeedEntry key={item.id_str} item={item} now={now} />
          ))}
        </ol>
      )}
    </div>
  )
}

function FeedEntry({ item, now }: { item: FeedItem; now: number }) {
  const shown = item.retweeted_status ?? item
  const when = timeAgo(shown.created_at, now)
  return (
    <li className="social-feed__item">
      {item.retweeted_status && (
        <p className="social-feed__repost">
          Reposted by {item.user.name} <span className="social-feed__handle">@{item.user.screen_name}</span>
        </p>
      )}
      <div className="social-feed__author">
        {shown.user.profile_image_url_https ? (
          <img className="social-feed__avatar" src={shown.user.profile_image_url_https} alt={`${shown.user.name}’s profile picture`} width={48} height={48} loading="lazy" />
        ) : (
          <span className="social-feed__avatar" aria-hidden="true" />
        )}
        <span className="social-feed__name">{shown.user.name}</span>
        <span className="social-feed__handle">@{shown.user.screen_name}</span>
      </div>
      <p className="social-feed__text">
        {textParts(shown).map((part, index) =>
          part.href ? (
            <a key={index} href={part.href} rel="nofollow noopener noreferrer ugc">
              {part.text}
            </a>
          ) : (
            part.text
          ),
        )}
      </p>
      {shown.entities.media.length > 0 && (
        <ul className="social-feed__media">
          {shown.entities.media.map((media, index) => (
            <li key={index}>
              <a href={media.url} rel="nofollow noopener noreferrer ugc">
                <img src={media.media_url_https} alt={media.alt || `${media.type === 'photo' ? 'Picture' : 'Video'} in ${shown.user.name}’s post`} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      )}
      <p className="social-feed__meta">
        {shown.url ? (
          <a href={shown.url} rel="nofollow noopener noreferrer">
            <time dateTime={shown.created_at}>{when}</time>
            <span className="visually-hidden">: open {shown.user.name}’s post</span>
          </a>
        ) : (
          <time dateTime={shown.created_at}>{when}</time>
        )}
      </p>
    </li>
  )
}
