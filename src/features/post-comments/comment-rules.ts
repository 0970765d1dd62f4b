/**
 * What a comment under a blog post must be (issue 14, item 4): the fields of the form, their
 * limits and messages, the flood limit, and how approved comments are arranged for a page. Pure,
 * so every rule is tested without a server; the form's own attributes (required, maxlength,
 * type=email) come from the same table, so the browser and the server ask for the same things.
 */

import { isEmailAddress } from '@/lib/email-address'

export type CommentFieldName = 'name' | 'email' | 'comment'

export const COMMENT_FIELDS: readonly { name: CommentFieldName; label: string; required: boolean; max: number }[] = [
  { name: 'name', label: 'Name', required: true, max: 100 },
  { name: 'email', label: 'Email', required: true, max: 254 },
  { name: 'comment', label: 'Comment', required: true, max: 5000 },
]

/** A comment form is a few kilobytes; anything larger is not one. */
export const COMMENT_BODY_MAX_BYTES = 16 * 1024

/** Comments from one network in a window: a conversation fits, a flood does not. */
export const COMMENT_FLOOD = { max: 5, windowMs: 10 * 60 * 1000 } as const

/** The field people do not see (hidden by CSS and from assistive technology): a bot fills it. */
export const HONEYPOT_FIELD = 'website'

export const PRIVACY_FIELD = 'privacy'
export const PARENT_FIELD = 'parent'

export const PRIVACY_REQUIRED = 'Tick the box to agree that your name and comment are stored and shown under the post.'
const MAIL_INVALID = 'Enter an email address like name@example.com.'

export type CommentErrors = Partial<Record<CommentFieldName | typeof PRIVACY_FIELD, string>>

export type CheckedComment =
  | { ok: true; values: Record<CommentFieldName, string>; parent: number | null; honeypot: boolean }
  | { ok: false; errors: CommentErrors }


/** Visitor text as it is kept: NFC, Unix line ends, no control characters; one line for name and email. */
function clean(value: unknown, multiline: boolean): string {
  if (typeof value !== 'string') return ''
  const text = value.normalize('NFC').replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
  return (multiline ? text : text.replace(/\s+/g, ' ')).trim()
}

/** Checks the posted fields (as strings, from a form or JSON). */
export function checkComment(input: Record<string, unknown>): CheckedComment {
  const values = {} as Record<CommentFieldName, string>
  const errors: CommentErrors = {}
  for (const field of COMMENT_FIELDS) {
    const value = clean(input[field.name], field.name === 'comment')
    values[field.name] = value
    if (field.required && value === '') errors[field.name] = `Enter your ${field.label.toLowerCase()}.`
    else if (value.length > field.max) errors[field.name] = `${field.label} is too long: use at most ${field.max.toLocaleString('en')} characters.`
    else if (field.name === 'email' && !isEmailAddress(value)) errors[field.name] = MAIL_INVALID
  }
  const privacy = input[PRIVACY_FIELD]
  if (privacy !== true && privacy !== 'yes' && privacy !== 'on') errors.privacy = PRIVACY_REQUIRED
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  const parentText = input[PARENT_FIELD]
  const parent = typeof parentText === 'number' ? parentText : typeof parentText === 'string' && /^[1-9][0-9]{0,9}$/.test(parentText) ? Number(parentText) : null
  const honeypot = clean(input[HONEYPOT_FIELD], false) !== ''
  return { ok: true, values, parent: parent !== null && parent <= 2_147_483_647 ? parent : null, honeypot }
}

/** The first message of a failed check, in the form's order (for a page that shows one). */
export function firstError(errors: CommentErrors): string {
  for (const name of [...COMMENT_FIELDS.map((field) => field.name), PRIVACY_FIELD] as const) if (errors[name]) return errors[name]
  return 'The comment could not be read.'
}

export type ApprovedComment = { id: number; parent: number | null; name: string; comment: string; createdAt: string }
export type CommentThread = ApprovedComment & { replies: ApprovedComment[] }

/**
 * Approved comments as a page shows them: threads one level deep, oldest first, each with its
 * replies oldest first. A reply whose comment is not shown (rejected later, or deleted) is not
 * shown either, so what a visitor reads always makes sense; `count` is what is shown.
 */
export function arrangeThreads(comments: readonly ApprovedComment[]): { threads: CommentThread[]; count: number } {
  const byDate = [...comments].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)
  const threads = new Map<number, CommentThread>()
  for (const comment of byDate) if (comment.parent === null) threads.set(comment.id, { ...comment, replies: [] })
  let count = threads.size
  for (const comment of byDate) {
    if (comment.parent === null) continue
    const thread = threads.get(comment.parent)
    if (!thread) continue
    thread.replies.push(comment)
    count++
  }
  return { threads: [...threads.values()], count }
}

/** "No comments yet", "1 comment", "12 comments". */
export function commentCountLabel(count: number): string {
  if (count === 0) return 'No comments yet'
  return `${count.toLocaleString('en')} ${count === 1 ? 'comment' : 'comments'}`
}
