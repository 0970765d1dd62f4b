/**
 * The like button's states (SPEC.md section 4): idle; "..." while the request is pending; then
 * the returned count, active, and never clickable again. A refusal because the visitor already
 * liked the post also ends active; any other refusal goes back to idle with the server's sentence.
 */
export type LikeState =
  | { kind: 'idle'; count: number; message?: string }
  | { kind: 'pending'; count: number }
  | { kind: 'liked'; count: number; message?: string }

export type LikeEvent =
  | { type: 'loaded'; count: number; liked: boolean }
  | { type: 'click' }
  | { type: 'answered'; count: number }
  | { type: 'already-liked'; count?: number; message: string }
  | { type: 'refused'; message: string }

export const PENDING_TEXT = '...'

export function likeReducer(state: LikeState, event: LikeEvent): LikeState {
  switch (event.type) {
    case 'loaded':
      // The fresh count from the server, unless the visitor has already clicked.
      return state.kind === 'idle' ? (event.liked ? { kind: 'liked', count: event.count } : { kind: 'idle', count: event.count }) : state
    case 'click':
      return state.kind === 'idle' ? { kind: 'pending', count: state.count } : state
    case 'answered':
      return state.kind === 'pending' ? { kind: 'liked', count: event.count, message: `Thank you! ${likesText(event.count)}.` } : state
    case 'already-liked':
      return { kind: 'liked', count: event.count ?? state.count, message: event.message }
    case 'refused':
      return { kind: 'idle', count: state.count, message: event.message }
  }
}

/** What the button shows: the count, or "..." while pending. */
export const likeLabel = (state: LikeState) => (state.kind === 'pending' ? PENDING_TEXT : String(state.count))

export const likesText = (count: number) => `${count} ${count === 1 ? 'like' : 'likes'}`
