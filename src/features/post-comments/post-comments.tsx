import type { Payload } from 'payload'

import { PostDate } from '@/features/blog'

import { type ApprovedComment, arrangeThreads, COMMENT_FIELDS, commentCountLabel, HONEYPOT_FIELD, PARENT_FIELD, PRIVACY_FIELD, type CommentThread } from './comment-rules'
import './post-comments.css'

const LIST_LIMIT = 500

/** The post's approved comments, as visitors may read them. */
export async function approvedComments(payload: Payload, postId: number): Promise<ApprovedComment[]> {
  const { docs } = await payload.find({
    collection: 'post-comments',
    where: { and: [{ post: { equals: postId } }, { status: { equals: 'approved' } }] },
    sort: 'createdAt',
    limit: LIST_LIMIT,
    depth: 0,
    select: { parent: true, name: true, comment: true, createdAt: true },
    overrideAccess: false,
  })
  return docs.map((doc) => ({
    id: doc.id,
    parent: typeof doc.parent === 'number' ? doc.parent : (doc.parent?.id ?? null),
    name: doc.name,
    comment: doc.comment,
    createdAt: doc.createdAt,
  }))
}

/**
 * The comments under a blog post, threads one level deep, and the form to add one (and, under
 * each comment, a form to answer it, folded in a `<details>`). Plain HTML forms that post to
 * `/blog/{slug}/comments`: no JavaScript is needed, and the cached page stays the same for every
 * visitor. After sending, the visitor lands on `#comment-sent`, which CSS shows. Visitor text is
 * rendered as text by React, never as HTML.
 */
export async function PostCommentsSection({ payload, post }: { payload: Payload; post: { id: number; slug: string; title: string } }) {
  const { threads, count } = arrangeThreads(await approvedComments(payload, post.id))
  const action = `/blog/${encodeURIComponent(post.slug)}/comments`
  return (
    <section className="comments" id="comments" aria-labelledby="comments-heading">
      <h2 id="comments-heading" className="comments__heading">
        {commentCountLabel(count)}
      </h2>
      <p id="comment-sent" className="comments__sent" role="status" tabIndex={-1}>
        Thank you. Your comment will appear here once it has been approved.
      </p>
      {threads.length > 0 && (
        <ol className="comments__list">
          {threads.map((thread) => (
            <Thread key={thread.id} thread={thread} action={action} />
          ))}
        </ol>
      )}
      <CommentForm action={action} idPrefix="comment" heading={count === 0 ? 'Be the first to comment' : 'Leave a comment'} />
    </section>
  )
}

function Comment({ comment }: { comment: ApprovedComment }) {
  return (
    <article className="comment" id={`comment-${comment.id}`} aria-label={`Comment by ${comment.name}`}>
      <header className="comment__meta">
        <span className="comment__author">{comment.name}</span> <PostDate value={comment.createdAt} />
      </header>
      <p className="comment__text">{comment.comment}</p>
    </article>
  )
}

function Thread({ thread, action }: { thread: CommentThread; action: string }) {
  return (
    <li className="comments__thread">
      <Comment comment={thread} />
      {thread.replies.length > 0 && (
        <ol className="comments__replies" aria-label={`Replies to ${thread.name}`}>
          {thread.replies.map((reply) => (
            <li key={reply.id}>
              <Comment comment={reply} />
            </li>
          ))}
        </ol>
      )}
      <details className="comment__reply">
        <summary>Reply to {thread.name}</summary>
        <CommentForm action={action} idPrefix={`reply-${thread.id}`} parent={thread.id} heading={`Your reply to ${thread.name}`} />
      </details>
    </li>
  )
}

type FormProps = { action: string; idPrefix: string; parent?: number; heading: string }

/** A form to comment, or to answer one comment; its heading is a level below the section's. */
function CommentForm({ action, idPrefix, parent, heading }: FormProps) {
  const id = (name: string) => `${idPrefix}-${name}`
  return (
    <form className="comment-form" method="post" action={action} aria-labelledby={id('heading')}>
      <h3 id={id('heading')} className="comment-form__heading">
        {heading}
      </h3>
      <p className="comment-form__note">Comments appear once approved. Your email address is never shown.</p>
      {parent !== undefined && <input type="hidden" name={PARENT_FIELD} value={parent} />}
      {COMMENT_FIELDS.map((field) => (
        <p key={field.name} className="comment-form__field">
          <label htmlFor={id(field.name)}>
            {field.label} <span aria-hidden="true">*</span>
          </label>
          {field.name === 'comment' ? (
            <textarea id={id(field.name)} name={field.name} required maxLength={field.max} rows={5} />
          ) : (
            <input
              id={id(field.name)}
              name={field.name}
              type={field.name === 'email' ? 'email' : 'text'}
              autoComplete={field.name === 'email' ? 'email' : 'name'}
              required
              maxLength={field.max}
            />
          )}
        </p>
      ))}
      <p className="comment-form__honeypot" aria-hidden="true">
        <label htmlFor={id(HONEYPOT_FIELD)}>Leave this field empty</label>
        <input id={id(HONEYPOT_FIELD)} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </p>
      <p className="comment-form__privacy">
        <input id={id(PRIVACY_FIELD)} name={PRIVACY_FIELD} type="checkbox" value="yes" required />
        <label htmlFor={id(PRIVACY_FIELD)}>I agree that my name and comment are stored and shown under this post.</label>
      </p>
      <p>
        <button type="submit" className="button">
          {parent === undefined ? 'Send comment' : 'Send reply'}
        </button>
      </p>
    </form>
  )
}
