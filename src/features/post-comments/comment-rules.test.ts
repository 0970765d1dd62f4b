import { describe, expect, it } from 'vitest'

import { arrangeThreads, checkComment, commentCountLabel, firstError, PRIVACY_REQUIRED, type ApprovedComment } from './comment-rules'

const valid = { name: 'Ada Lovelace', email: 'ada@example.com', comment: 'Lovely light.', privacy: 'yes' }

describe('checkComment', () => {
  it('accepts a complete comment and keeps the text as written, trimmed', () => {
    const checked = checkComment({ ...valid, comment: '  First line\r\nsecond <b>line</b>  ' })
    expect(checked).toEqual({
      ok: true,
      values: { name: 'Ada Lovelace', email: 'ada@example.com', comment: 'First line\nsecond <b>line</b>' },
      parent: null,
      honeypot: false,
    })
  })

  it('asks for each missing field and for the privacy box, in the form’s order', () => {
    const checked = checkComment({})
    expect(checked).toEqual({
      ok: false,
      errors: { name: 'Enter your name.', email: 'Enter your email.', comment: 'Enter your comment.', privacy: PRIVACY_REQUIRED },
    })
    expect(firstError(checked.ok ? {} : checked.errors)).toBe('Enter your name.')
  })

  it('refuses a malformed address, an unticked box and text over the limits', () => {
    expect(checkComment({ ...valid, email: 'ada at example' })).toMatchObject({ ok: false, errors: { email: 'Enter an email address like name@example.com.' } })
    // What the comments collection's email field would refuse on save is refused here, with the field named.
    for (const email of ['a@b.c', 'a..b@example.com', 'a@-example.com']) expect(checkComment({ ...valid, email }), email).toMatchObject({ ok: false, errors: { email: 'Enter an email address like name@example.com.' } })
    expect(checkComment({ ...valid, privacy: 'no' })).toMatchObject({ ok: false, errors: { privacy: PRIVACY_REQUIRED } })
    expect(checkComment({ ...valid, name: 'x'.repeat(101) })).toMatchObject({ ok: false, errors: { name: 'Name is too long: use at most 100 characters.' } })
    expect(checkComment({ ...valid, comment: 'x'.repeat(5001) })).toMatchObject({ ok: false, errors: { comment: 'Comment is too long: use at most 5,000 characters.' } })
    expect(checkComment({ ...valid, comment: 'x'.repeat(5000) }).ok).toBe(true)
  })

  it('drops control characters, folds a name onto one line and ignores values that are not text', () => {
    const checked = checkComment({ ...valid, name: ' Ada\n\tLove\u0000lace ', comment: ['not', 'text'] })
    expect(checked).toMatchObject({ ok: false, errors: { comment: 'Enter your comment.' } })
    expect(checkComment({ ...valid, name: ' Ada\n\tLove\u0000lace ' })).toMatchObject({ ok: true, values: { name: 'Ada Lovelace' } })
  })

  it('reads a reply’s parent id only when it is a whole positive number, and notes a filled honeypot', () => {
    expect(checkComment({ ...valid, parent: '12' })).toMatchObject({ ok: true, parent: 12 })
    for (const parent of ['0', '-3', '1.5', '12abc', '99999999999', '']) expect(checkComment({ ...valid, parent })).toMatchObject({ ok: true, parent: null })
    expect(checkComment({ ...valid, website: 'http://spam.example' })).toMatchObject({ ok: true, honeypot: true })
  })
})

describe('arrangeThreads', () => {
  const at = (minute: number) => `2026-11-27T10:${String(minute).padStart(2, '0')}:00.000Z`
  const comment = (id: number, parent: number | null, minute: number): ApprovedComment => ({ id, parent, name: `N${id}`, comment: `C${id}`, createdAt: at(minute) })

  it('puts replies under their comment, oldest first at both levels, and counts what it shows', () => {
    const { threads, count } = arrangeThreads([comment(3, 1, 5), comment(2, null, 3), comment(1, null, 1), comment(4, 1, 4)])
    expect(threads.map((thread) => [thread.id, thread.replies.map((reply) => reply.id)])).toEqual([
      [1, [4, 3]],
      [2, []],
    ])
    expect(count).toBe(4)
  })

  it('leaves out a reply whose comment is not shown, and a reply to a reply', () => {
    const { threads, count } = arrangeThreads([comment(1, null, 1), comment(5, 9, 2), comment(6, 7, 3), comment(7, 1, 2)])
    expect(threads.map((thread) => [thread.id, thread.replies.map((reply) => reply.id)])).toEqual([[1, [7]]])
    expect(count).toBe(2)
  })
})

describe('commentCountLabel', () => {
  it('says how many in words a reader expects', () => {
    expect(commentCountLabel(0)).toBe('No comments yet')
    expect(commentCountLabel(1)).toBe('1 comment')
    expect(commentCountLabel(1234)).toBe('1,234 comments')
  })
})
