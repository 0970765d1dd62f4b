import { describe, expect, it } from 'vitest'

import { checkComment } from './comment-rules'

const valid = { bwg_name: 'Ada', bwg_email: '', bwg_comment: 'Lovely.', bwg_captcha_input: '12345' }

describe('the comment form’s rules', () => {
  it('name each empty required field with an asterisk, and point at the first', () => {
    const checked = checkComment({ bwg_name: ' ', bwg_comment: '', bwg_captcha_input: '' }, true)
    expect(checked.errors).toEqual({
      bwg_name: 'Name* field is required.',
      bwg_comment: 'Comment* field is required.',
      bwg_captcha_input: 'Security code* field is required.',
    })
    expect(checked.first).toBe('bwg_name')
  })

  it('trim a non-empty e-mail and check it; an empty one is fine', () => {
    expect(checkComment({ ...valid, bwg_email: '  ada@example.com ' }, true)).toMatchObject({ first: null, values: { bwg_email: 'ada@example.com' } })
    expect(checkComment({ ...valid, bwg_email: 'ada@example' }, true).errors.bwg_email).toBe('This is not a valid e-mail address.')
    // What the comments collection's email field would refuse on save is refused here, with the field named.
    for (const address of ['a@b.c', 'a..b@example.com', 'a@-example.com']) expect(checkComment({ ...valid, bwg_email: address }, true).errors.bwg_email, address).toBe('This is not a valid e-mail address.')
    expect(checkComment({ ...valid, bwg_email: 'a b@example.com' }, true).first).toBe('bwg_email')
  })

  it('want the privacy box ticked', () => {
    expect(checkComment(valid, false).first).toBe('privacy')
    expect(checkComment(valid, 'true').first).toBe('privacy')
  })

  it('keep the comment’s line breaks, drop control characters, and refuse the overlong', () => {
    expect(checkComment({ ...valid, bwg_comment: ' one\r\ntwo\u0007 ' }, true).values.bwg_comment).toBe('one\ntwo')
    expect(checkComment({ ...valid, bwg_comment: 'x'.repeat(5001) }, true).errors.bwg_comment).toBe('Comment is too long: use at most 5,000 characters.')
    expect(checkComment({ ...valid, bwg_name: 42 }, true).errors.bwg_name).toBe('Name* field is required.')
  })
})
