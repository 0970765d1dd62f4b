import { describe, expect, it } from 'vitest'

import { buildFeedbackResponse } from '../http/feedback-response'
import { characterCountState } from '../validation/values/field-helpers'
import { characterCountAnnouncement, feedbackEventNames, readFeedbackAnswer, readRefillAnswer, requestFailureMessages, visibleInputs } from './feedback-client'

describe('reading the feedback endpoint’s answer in the browser', () => {
  it('takes a CF7 6 answer as it is, invalid fields included', () => {
    const response = buildFeedbackResponse({
      formId: 1,
      status: 'validation_failed',
      message: 'One or more fields have an error.',
      unitTag: 'wpcf7-f1-p5-o1',
      postedDataHash: '',
      invalidFields: [{ field: 'your-email', message: 'Please enter an email address.', idref: null }],
    })
    const outcome = readFeedbackAnswer(200, JSON.parse(JSON.stringify(response)))
    expect(outcome).toEqual({ ok: true, answer: response })
  })

  it('keeps a custom status, as CF7 clients do', () => {
    const outcome = readFeedbackAnswer(200, { status: 'on_hold', message: 'Held.', invalid_fields: [] })
    expect(outcome.ok && outcome.answer.status).toBe('on_hold')
  })

  it('treats any status but 2xx as a failed request, with the error’s own sentence when it has one', () => {
    expect(readFeedbackAnswer(503, { code: 'wpcf7_unavailable', message: 'The site cannot take messages right now.' })).toEqual({
      ok: false,
      message: 'The site cannot take messages right now.',
    })
    expect(readFeedbackAnswer(502, null)).toEqual({ ok: false, message: requestFailureMessages.unreadable(502) })
    expect(requestFailureMessages.unreadable(502)).toContain('HTTP 502')
  })

  it('treats a 200 that is not CF7’s JSON as a failed request', () => {
    expect(readFeedbackAnswer(200, null).ok).toBe(false)
    expect(readFeedbackAnswer(200, { message: 'no status' }).ok).toBe(false)
    expect(readFeedbackAnswer(200, ['mail_sent']).ok).toBe(false)
  })

  it('drops malformed invalid fields and reads an empty idref as none', () => {
    const outcome = readFeedbackAnswer(200, {
      status: 'validation_failed',
      message: 'm',
      invalid_fields: [{ field: 'a', message: 'x', idref: '', error_id: 'e-a', into: 'i' }, { field: 'b' }, 'c'],
    })
    expect(outcome.ok && outcome.answer.invalid_fields).toEqual([{ field: 'a', message: 'x', idref: null, error_id: 'e-a', into: 'i' }])
  })
})

describe('CF7’s DOM events for an answer', () => {
  it('fires the status’s own event, then wpcf7submit', () => {
    expect(feedbackEventNames('invalid')).toEqual(['wpcf7invalid', 'wpcf7submit'])
    expect(feedbackEventNames('unaccepted')).toEqual(['wpcf7unaccepted', 'wpcf7submit'])
    expect(feedbackEventNames('spam')).toEqual(['wpcf7spam', 'wpcf7submit'])
    expect(feedbackEventNames('aborted')).toEqual(['wpcf7aborted', 'wpcf7submit'])
    expect(feedbackEventNames('sent')).toEqual(['wpcf7mailsent', 'wpcf7submit'])
    expect(feedbackEventNames('failed')).toEqual(['wpcf7mailfailed', 'wpcf7submit'])
  })

  it('fires only wpcf7submit for a custom status', () => {
    expect(feedbackEventNames('custom-on-hold')).toEqual(['wpcf7submit'])
  })

  it('lists the inputs without the hidden _wpcf7 fields', () => {
    const entries: [string, string][] = [
      ['_wpcf7', '1'],
      ['_wpcf7_unit_tag', 'wpcf7-f1-p5-o1'],
      ['your-name', 'Ada'],
      ['topics[]', 'News'],
    ]
    expect(visibleInputs(entries)).toEqual([
      { name: 'your-name', value: 'Ada' },
      { name: 'topics[]', value: 'News' },
    ])
  })
})

describe('reading a refill', () => {
  it('takes the start token and each quiz’s question and hash', () => {
    expect(readRefillAnswer({ started: '1.abc', quiz: { q: ['1+1=?', 'hash'] } })).toEqual({ started: '1.abc', quiz: { q: ['1+1=?', 'hash'] } })
  })

  it('ignores what is malformed', () => {
    expect(readRefillAnswer({ started: 5, quiz: { q: ['only question'], r: 'x' } })).toEqual({ quiz: {} })
    expect(readRefillAnswer('nope')).toEqual({ quiz: {} })
  })
})

describe('what a character counter says to screen readers', () => {
  it('names the limit when a value is too long or too short, and nothing in range', () => {
    const limits = { minlength: 3, maxlength: 5 }
    expect(characterCountAnnouncement(characterCountState('abcdefg', limits), limits)).toBe('Too long: 7 characters, the limit is 5.')
    expect(characterCountAnnouncement(characterCountState('ab', limits), limits)).toBe('Too short: 2 characters, at least 3 needed.')
    expect(characterCountAnnouncement(characterCountState('abcd', limits), limits)).toBe('')
  })
})
