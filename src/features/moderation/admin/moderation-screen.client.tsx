'use client'
/**
 * The moderation screen's list: visitors' comments on photos and under posts in one state
 * (Pending, Approved, Rejected, with counts), each beside its photo or post; approve, reject or
 * delete one, or the selected ones, or every one on the page. The work is done by
 * `/api/moderation/comments` (endpoints.server.ts), which goes through Payload so the comment
 * counts and the visitor pages follow.
 */
import { Button, SetStepNav } from '@payloadcms/ui'
import { useCallback, useEffect, useRef, useState } from 'react'

import { AdminPager } from '@/cms/admin/admin-pager.client'

import { type CommentKind, type ModerationAction, type ModerationItem, type ModerationList, type ModerationState, MODERATION_STATES } from '../moderation-rules'

import './moderation.css'

const STATE_LABELS: Record<ModerationState, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' }
const ACTION_DONE: Record<ModerationAction, string> = { approve: 'approved', reject: 'rejected', delete: 'deleted' }
const keyOf = (item: { kind: CommentKind; id: number }) => `${item.kind}:${item.id}`
const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`

/** The actions that change a comment in this state. */
function actionsFor(item: ModerationItem): ModerationAction[] {
  const actions: ModerationAction[] = []
  if (item.state !== 'approved') actions.push('approve')
  if (item.state !== 'rejected') actions.push('reject')
  actions.push('delete')
  return actions
}

type Props = { apiRoute: string; initialState?: ModerationState; initialKind?: CommentKind | 'all' }

export function ModerationScreen({ apiRoute, initialState = 'pending', initialKind = 'all' }: Props) {
  const endpoint = `${apiRoute}/moderation/comments`
  const [state, setState] = useState<ModerationState>(initialState)
  const [kind, setKind] = useState<CommentKind | 'all'>(initialKind)
  const [page, setPage] = useState(1)
  const [list, setList] = useState<ModerationList | null>(null)
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [busy, setBusy] = useState(false)
  const [note, setNote] = useState('')
  const noteRef = useRef<HTMLParagraphElement>(null)

  const load = useCallback(async () => {
    const query = new URLSearchParams({ state, kind, page: String(page) })
    try {
      const response = await fetch(`${endpoint}?${query}`, { credentials: 'include' })
      const body = await response.json()
      if (!response.ok) {
        setNote(body.errors?.[0]?.message ?? 'The comments could not be loaded.')
        return
      }
      setList(body as ModerationList)
      setSelected(new Set())
    } catch {
      setNote('The server could not be reached.')
    }
  }, [endpoint, state, kind, page])

  useEffect(() => {
    void load()
  }, [load])

  async function act(action: ModerationAction, items: ModerationItem[]) {
    if (items.length === 0) return
    if (action === 'delete' && !window.confirm(`Delete ${plural(items.length, 'comment')} for good? Replies to a deleted post comment go with it.`)) return
    setBusy(true)
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ action, items: items.map(({ kind, id }) => ({ kind, id })) }),
      })
      const body = await response.json()
      const missing = body.missing > 0 ? ` (${plural(body.missing, 'comment')} had already gone)` : ''
      // The list and its counts first, then the message: it announces what the screen now shows.
      await load()
      setNote(response.ok ? `${plural(body.done, 'comment')} ${ACTION_DONE[action]}${missing}.` : (body.errors?.[0]?.message ?? 'That did not work.'))
    } catch {
      setNote('The server could not be reached.')
    } finally {
      setBusy(false)
      // The rows acted on may be gone: the message is where the keyboard goes on from.
      noteRef.current?.focus()
    }
  }

  const items = list?.items ?? []
  const chosen = items.filter((item) => selected.has(keyOf(item)))
  const allChosen = items.length > 0 && chosen.length === items.length
  const count = (which: ModerationState) => (list ? list.counts[which].image + list.counts[which].post : null)

  function toggle(item: ModerationItem, on: boolean) {
    const next = new Set(selected)
    if (on) next.add(keyOf(item))
    else next.delete(keyOf(item))
    setSelected(next)
  }

  return (
    <div className="vitrine-screen">
      <h1 className="vitrine-screen__title">Moderation</h1>
      <SetStepNav nav={[{ label: 'Moderation' }]} />
      <p className="vitrine-screen__intro">
        Visitors’ comments on photos and under posts. Approved comments show on the site at once; rejected ones stay hidden, and can still be approved later.
      </p>

      <div className="vitrine-screen__row">
        <div role="group" aria-label="Show comments that are" className="vitrine-screen__filters">
          {MODERATION_STATES.map((which) => (
            <button
              key={which}
              type="button"
              className="vitrine-screen__filter"
              aria-pressed={state === which}
              onClick={() => {
                setState(which)
                setPage(1)
              }}
            >
              {STATE_LABELS[which]} {count(which) ?? '…'}
            </button>
          ))}
        </div>
        <label className="vitrine-screen__field">
          Comments
          <select
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as CommentKind | 'all')
              setPage(1)
            }}
          >
            <option value="all">on photos and posts</option>
            <option value="image">on photos{list ? ` (${list.counts[state].image})` : ''}</option>
            <option value="post">under posts{list ? ` (${list.counts[state].post})` : ''}</option>
          </select>
        </label>
      </div>

      <div className="vitrine-screen__row">
        <label>
          <input type="checkbox" checked={allChosen} disabled={items.length === 0} onChange={(event) => setSelected(event.target.checked ? new Set(items.map(keyOf)) : new Set())} /> Select all {items.length} on
          this page
        </label>
        <span aria-live="polite">{chosen.length > 0 ? `${chosen.length} selected` : ''}</span>
        {state !== 'approved' && (
          <Button buttonStyle="primary" size="small" disabled={busy || chosen.length === 0} onClick={() => act('approve', chosen)}>
            Approve selected
          </Button>
        )}
        {state !== 'rejected' && (
          <Button buttonStyle="secondary" size="small" disabled={busy || chosen.length === 0} onClick={() => act('reject', chosen)}>
            Reject selected
          </Button>
        )}
        <Button buttonStyle="error" size="small" disabled={busy || chosen.length === 0} onClick={() => act('delete', chosen)}>
          Delete selected
        </Button>
      </div>

      <p ref={noteRef} tabIndex={-1} role="status" className="vitrine-screen__note">
        {note}
      </p>

      {list && items.length === 0 && <p>No {STATE_LABELS[state].toLowerCase()} comments.</p>}
      <ul className="vitrine-moderation__list" aria-label={`${STATE_LABELS[state]} comments`}>
        {items.map((item) => (
          <li key={keyOf(item)} className="vitrine-moderation__item">
            <input
              type="checkbox"
              className="vitrine-moderation__select"
              id={`select-${item.kind}-${item.id}`}
              checked={selected.has(keyOf(item))}
              onChange={(event) => toggle(item, event.target.checked)}
              aria-label={`Select the comment by ${item.name}`}
            />
            <Subject item={item} />
            <div className="vitrine-moderation__body">
              <p className="vitrine-moderation__meta">
                <strong>{item.name}</strong>
                {item.email && <> · {item.email}</>} · <time dateTime={item.createdAt}>{new Date(item.createdAt).toLocaleString()}</time>
                {item.replyTo ? <> · a reply</> : null}
              </p>
              <p className="vitrine-moderation__comment">{item.comment}</p>
              <div className="vitrine-moderation__actions">
                {actionsFor(item).map((action) => (
                  <Button
                    key={action}
                    buttonStyle={action === 'approve' ? 'primary' : action === 'delete' ? 'error' : 'secondary'}
                    size="small"
                    disabled={busy}
                    onClick={() => act(action, [item])}
                  >
                    {action === 'approve' ? 'Approve' : action === 'reject' ? 'Reject' : 'Delete'}
                    <span className="vitrine-screen__hidden"> the comment by {item.name}</span>
                  </Button>
                ))}
              </div>
            </div>
          </li>
        ))}
      </ul>

      {list && <AdminPager label="Pages of comments" page={list.page} totalPages={list.totalPages} onPage={setPage} />}
    </div>
  )
}

/** The photo (thumbnail) or the post (title, links) a comment is about. */
function Subject({ item }: { item: ModerationItem }) {
  if (item.kind === 'image') {
    const image = item.image
    return (
      <div className="vitrine-moderation__subject">
        {image?.thumbnailUrl ? <img src={image.thumbnailUrl} alt={image.title} width={96} height={96} /> : <span className="vitrine-moderation__placeholder">No picture</span>}
        <span className="vitrine-moderation__label">
          Photo:{' '}
          {image ? <a href={image.adminUrl}>{image.title}</a> : 'deleted'}
        </span>
      </div>
    )
  }
  const post = item.post
  return (
    <div className="vitrine-moderation__subject">
      <span className="vitrine-moderation__label">
        Post:{' '}
        {post ? (
          <>
            <a href={post.url}>{post.title}</a> (<a href={post.adminUrl}>edit<span className="vitrine-screen__hidden"> {post.title}</span></a>)
          </>
        ) : (
          'deleted'
        )}
      </span>
    </div>
  )
}
