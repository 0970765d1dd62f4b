'use client'

import { useEffect, useReducer } from 'react'

import { likeLabel, likeReducer } from './like-state'

export const LIKES_PATH = '/likes'

async function messageOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null
  return typeof body?.message === 'string' ? body.message : 'The like could not be saved. Please try again.'
}

/**
 * A post's like button (SPEC.md sections 4 and 7). The page is cached, so on load it asks for
 * the current count and whether this visitor has liked (which also gives them their visitor
 * cookie); a click posts the id and shows the count the server answers.
 */
export function LikeButton({ postId, initialCount }: { postId: number; initialCount: number }) {
  const [state, dispatch] = useReducer(likeReducer, { kind: 'idle', count: initialCount })

  useEffect(() => {
    const controller = new AbortController()
    fetch(`${LIKES_PATH}?id=${postId}`, { cache: 'no-store', signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) return
        const data = (await response.json()) as { count: number; liked: boolean }
        dispatch({ type: 'loaded', count: data.count, liked: data.liked })
      })
      .catch(() => {})
    return () => controller.abort()
  }, [postId])

  const like = async () => {
    if (state.kind !== 'idle') return
    dispatch({ type: 'click' })
    try {
      const response = await fetch(LIKES_PATH, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `id=${postId}` })
      if (response.ok) dispatch({ type: 'answered', count: Number(await response.text()) })
      else if (response.status === 409) dispatch({ type: 'already-liked', message: await messageOf(response) })
      else dispatch({ type: 'refused', message: await messageOf(response) })
    } catch {
      dispatch({ type: 'refused', message: 'The like could not be sent. Check your connection and try again.' })
    }
  }

  const active = state.kind === 'liked'
  return (
    <div className="like">
      <button
        type="button"
        className="like-button"
        data-state={state.kind}
        aria-pressed={active}
        aria-disabled={state.kind !== 'idle'}
        aria-busy={state.kind === 'pending'}
        onClick={like}
      >
        <svg className="like-button__heart" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 4.3 2.4.7-1.2 2.2-2.4 4.3-2.4 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z" />
        </svg>
        <span className="visually-hidden">{active ? 'You like this post' : 'Like this post'}, </span>
        <span className="like-button__count">{likeLabel(state)}</span>
        <span className="visually-hidden"> {state.kind === 'pending' ? 'sending' : state.count === 1 ? 'like' : 'likes'}</span>
      </button>
      <p className="like__message" role="status">
        {'message' in state && state.message ? state.message : ''}
      </p>
    </div>
  )
}
