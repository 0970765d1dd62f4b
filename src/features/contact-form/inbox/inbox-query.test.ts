import { describe, expect, it } from 'vitest'

import { deliveriesOf, filterOf, inboxWhere, matchesSearch, parseInboxQuery } from './inbox-query'

describe('parseInboxQuery', () => {
  it('reads the form, filter, search and page', () => {
    expect(parseInboxQuery(new URLSearchParams('form=3&filter=spam&q=%20Ada%20&page=2'))).toEqual({ ok: true, value: { form: 3, filter: 'spam', search: 'Ada', page: 2 } })
    expect(parseInboxQuery(new URLSearchParams('form=3'))).toEqual({ ok: true, value: { form: 3, filter: 'all', search: '', page: 1 } })
    expect(parseInboxQuery(new URLSearchParams(''), { formRequired: false })).toEqual({ ok: true, value: { form: null, filter: 'all', search: '', page: 1 } })
  })

  it('refuses anything else with a sentence', () => {
    for (const query of ['', 'form=abc', 'form=0', 'form=3&filter=read', 'form=3&page=0', 'form=3&page=x', `form=3&q=${'x'.repeat(201)}`]) {
      const result = parseInboxQuery(new URLSearchParams(query))
      expect(result.ok, query).toBe(false)
      if (!result.ok) expect(result.message).toMatch(/\.$/)
    }
  })
})

describe('inboxWhere and filterOf', () => {
  it('keeps one form’s submissions of the filter’s statuses', () => {
    expect(inboxWhere(3, 'all')).toEqual({ and: [{ form: { equals: 3 } }] })
    expect(inboxWhere(3, 'spam')).toEqual({ and: [{ form: { equals: 3 } }, { status: { in: ['spam'] } }] })
    expect(inboxWhere(3, 'accepted')).toEqual({ and: [{ form: { equals: 3 } }, { status: { in: ['mail_sent', 'mail_failed'] } }] })
    expect(inboxWhere(3, 'refused')).toEqual({ and: [{ form: { equals: 3 } }, { status: { in: ['aborted', 'validation_failed', 'acceptance_missing'] } }] })
    expect(inboxWhere(null, 'all')).toEqual({})
  })

  it('sorts every stored status into one filter', () => {
    expect(['mail_sent', 'mail_failed', 'spam', 'aborted', 'validation_failed', 'acceptance_missing', 'rate_limited'].map(filterOf)).toEqual([
      'accepted',
      'accepted',
      'spam',
      'refused',
      'refused',
      'refused',
      'accepted',
    ])
  })
})

describe('matchesSearch', () => {
  const submission = {
    summary: 'Ada Lovelace <ada@example.com> — Engines',
    data: { 'your-name': 'Ada Lovelace', topics: ['Analytical', 'Difference'], 'your-message': 'Ünïcode and <b>tags</b>', count: 3 },
    meta: { remoteIp: '203.0.113.7' },
  }

  it('finds text in any posted value, the summary or the address, ignoring case', () => {
    for (const needle of ['lovelace', 'ADA@EXAMPLE', 'difference', 'ünïcode', '<b>', '203.0.113', '3', '']) expect(matchesSearch(submission, needle), needle).toBe(true)
  })

  it('does not match field names or text that is not there', () => {
    expect(matchesSearch(submission, 'your-name')).toBe(false)
    expect(matchesSearch(submission, 'babbage')).toBe(false)
    expect(matchesSearch({ data: null }, 'x')).toBe(false)
    expect(matchesSearch({ data: Object.assign(Object.create({ inherited: 'babbage' }), {}) }, 'babbage')).toBe(false)
  })
})

describe('deliveriesOf', () => {
  it('lists each mail with its state, attempts and the reason it failed', () => {
    expect(
      deliveriesOf({ mailStatus: 'failed', mailAttempts: 5, mailError: '550 mailbox unavailable', mail2Status: 'sent', mail2Attempts: 1, mail2Error: 'old', mail2SentAt: '2026-11-27T10:00:00.000Z' }),
    ).toEqual([
      { which: 'mail', label: 'Mail', status: 'failed', attempts: 5, error: '550 mailbox unavailable', sentAt: null },
      { which: 'mail2', label: 'Mail (2)', status: 'sent', attempts: 1, error: null, sentAt: '2026-11-27T10:00:00.000Z' },
    ])
    expect(deliveriesOf({ mailStatus: 'queued', mail2Status: 'none' })).toEqual([{ which: 'mail', label: 'Mail', status: 'queued', attempts: 0, error: null, sentAt: null }])
    expect(deliveriesOf({ mailStatus: 'none' })).toEqual([])
  })
})
