/**
 * The comments sidebar: the image's published comments, newest first, and the comment form
 * (name, e-mail, comment, captcha, privacy box; SPEC.md sections 3 to 5). The submit button
 * waits for the privacy box. A required field left empty says so ("Name* field is required."),
 * is marked and gets focus. After every save the captcha shows a new picture (a new random
 * suffix from 0 to 99) and its field is emptied. Visitors' words are shown as text.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { checkComment, commentFields, type CommentField } from './comment-rules'
import { usePopup } from '../popup/popup-context'
import type { PopupItem } from '../popup/popup-item'
import { postJson } from '../post-json'

type Comment = { id: number; name: string; comment: string; createdAt: string }
type Saved = { published: boolean; message: string; comment: Comment | null }
type Refused = { fields?: Partial<Record<CommentField | 'privacy', string>> }

const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' })
const newSuffix = () => Math.floor(Math.random() * 100)

export function CommentsPanel() {
  const { itemAt, current } = usePopup()
  const item = itemAt(current)
  if (!item) return null
  return <Comments key={item.id} item={item} />
}

function Comments({ item }: { item: PopupItem }) {
  const { settings, updateItem } = usePopup()
  const [comments, setComments] = useState<Comment[] | null>(null)
  const [loadError, setLoadError] = useState('')
  const [values, setValues] = useState<Record<CommentField, string>>({ bwg_name: '', bwg_email: '', bwg_comment: '', bwg_captcha_input: '' })
  const [privacy, setPrivacy] = useState(false)
  const [errors, setErrors] = useState<Partial<Record<CommentField | 'privacy', string>>>({})
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState(false)
  const [suffix, setSuffix] = useState(newSuffix)
  const form = useRef<HTMLFormElement>(null)
  const id = useId()

  useEffect(() => {
    let live = true
    fetch(`/lightbox/images/${item.id}/comments`, { headers: { accept: 'application/json' } })
      .then(async (response) => {
        const body = (await response.json()) as { comments?: Comment[]; message?: string }
        if (!live) return
        if (response.ok && body.comments) setComments(body.comments)
        else setLoadError(body.message ?? 'The comments could not be loaded.')
      })
      .catch(() => live && setLoadError('The comments could not be loaded. Check that you are online.'))
    return () => {
      live = false
    }
  }, [item.id])

  const focusField = (name: string) => form.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus()
  const refreshCaptcha = () => {
    setSuffix(newSuffix())
    setValues((previous) => ({ ...previous, bwg_captcha_input: '' }))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const checked = checkComment(values, privacy)
    setErrors(checked.errors)
    if (checked.first) {
      setStatus(checked.errors[checked.first] ?? '')
      focusField(checked.first)
      return
    }
    setBusy(true)
    setStatus('Sending your comment…')
    const result = await postJson<Saved>(`/lightbox/images/${item.id}/comments`, { ...checked.values, privacy })
    setBusy(false)
    // A challenge answers once: after every save attempt that reached it, a new picture.
    refreshCaptcha()
    if (!result.ok) {
      const fields = (result.body as Refused | null)?.fields ?? {}
      setErrors(fields)
      setStatus(result.message)
      const first = Object.keys(fields)[0]
      if (first) focusField(first)
      return
    }
    setStatus(result.data.message)
    setValues({ bwg_name: values.bwg_name, bwg_email: values.bwg_email, bwg_comment: '', bwg_captcha_input: '' })
    if (result.data.comment) {
      setComments((previous) => [result.data.comment!, ...(previous ?? [])])
      updateItem({ ...item, commentCount: item.commentCount + 1 })
    }
  }

  const field = (name: CommentField, input: 'input' | 'textarea', extra: Record<string, string> = {}) => {
    const spec = commentFields.find((f) => f.name === name)!
    const error = errors[name]
    const props = {
      id: `${id}-${name}`,
      name,
      value: values[name],
      maxLength: spec.max,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-${name}-error` : undefined,
      'aria-required': spec.required || undefined,
      className: error ? 'vitrine-comments__invalid' : undefined,
      onChange: (event: { target: { value: string } }) => setValues((previous) => ({ ...previous, [name]: event.target.value })),
      ...extra,
    }
    return (
      <p className="vitrine-comments__field">
        <label htmlFor={props.id}>
          {spec.label}
          {spec.required && <span aria-hidden="true">*</span>}
        </label>
        {input === 'textarea' ? <textarea rows={4} {...props} /> : <input type="text" {...props} />}
        {error && (
          <span className="vitrine-comments__error" id={`${id}-${name}-error`}>
            {error}
          </span>
        )}
      </p>
    )
  }

  return (
    <div className="vitrine-comments">
      <h2 className="vitrine-sidebar__title" tabIndex={-1}>
        Comments on “{item.title}”
      </h2>
      {loadError ? (
        <p>{loadError}</p>
      ) : comments === null ? (
        <p>Loading the comments…</p>
      ) : comments.length === 0 ? (
        <p>No comments yet.</p>
      ) : (
        <ol className="vitrine-comments__list">
          {comments.map((comment) => (
            <li key={comment.id}>
              <p className="vitrine-comments__meta">
                <strong>{comment.name}</strong> · <time dateTime={comment.createdAt}>{date.format(new Date(comment.createdAt))}</time>
              </p>
              <p className="vitrine-comments__text">{comment.comment}</p>
            </li>
          ))}
        </ol>
      )}
      <form ref={form} name="commentform" className="vitrine-comments__form" onSubmit={submit} noValidate aria-labelledby={`${id}-form-title`}>
        <h3 id={`${id}-form-title`}>Leave a comment</h3>
        {settings.commentModeration && <p className="vitrine-comments__note">Comments appear once an admin has approved them.</p>}
        {field('bwg_name', 'input', { autoComplete: 'name' })}
        {field('bwg_email', 'input', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        {field('bwg_comment', 'textarea')}
        <p className="vitrine-comments__captcha">
          <img src={`/lightbox/captcha?r=${suffix}`} alt="Security code: five digits" width={150} height={50} />
          <button type="button" className="button button--small" onClick={refreshCaptcha}>
            New code
          </button>
        </p>
        {field('bwg_captcha_input', 'input', { autoComplete: 'off', inputMode: 'numeric' })}
        <p className="vitrine-comments__field">
          <label className="vitrine-comments__privacy">
            <input
              type="checkbox"
              name="privacy"
              checked={privacy}
              onChange={(event) => setPrivacy(event.target.checked)}
              aria-invalid={errors.privacy ? true : undefined}
            />{' '}
            I agree that this site stores my name, e-mail address and comment, and shows my name and comment.
          </label>
        </p>
        <p>
          <button type="submit" className="button" disabled={!privacy || busy}>
            Send comment
          </button>
        </p>
        <p className="vitrine-comments__status" role="status">
          {status}
        </p>
      </form>
    </div>
  )
}
