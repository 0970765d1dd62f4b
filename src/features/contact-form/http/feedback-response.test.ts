import { describe, expect, it } from 'vitest'

import { apiErrorBody, apiErrors, buildFeedbackResponse, fieldWrapperSelector, hidesPostedDataHash, sanitizeUnitTag } from './feedback-response'

describe('buildFeedbackResponse', () => {
  it('has CF7 6’s keys, with into on each invalid field for older clients', () => {
    const response = buildFeedbackResponse({
      formId: 7,
      status: 'validation_failed',
      message: 'One or more fields have an error.',
      unitTag: 'wpcf7-f7-p3-o1',
      postedDataHash: '',
      invalidFields: [{ field: 'your-email', message: 'Please enter an email address.', idref: 'email-id' }],
    })
    expect(response).toEqual({
      contact_form_id: 7,
      status: 'validation_failed',
      message: 'One or more fields have an error.',
      posted_data_hash: '',
      into: '#wpcf7-f7-p3-o1',
      invalid_fields: [
        {
          field: 'your-email',
          message: 'Please enter an email address.',
          idref: 'email-id',
          error_id: 'wpcf7-f7-p3-o1-ve-your-email',
          into: 'span.wpcf7-form-control-wrap[data-name="your-email"]',
        },
      ],
    })
  })

  it('gives an empty list when nothing is invalid', () => {
    expect(buildFeedbackResponse({ formId: 1, status: 'mail_sent', message: 'ok', unitTag: 'u', postedDataHash: 'h' }).invalid_fields).toEqual([])
  })
})

describe('helpers', () => {
  it('sanitises a unit tag as CF7 does', () => {
    expect(sanitizeUnitTag('wpcf7-f1-p2-o3')).toBe('wpcf7-f1-p2-o3')
    expect(sanitizeUnitTag('wpcf7"><script>')).toBe('wpcf7script')
    expect(sanitizeUnitTag(undefined)).toBe('')
  })

  it('quotes a field name safely in the wrapper selector', () => {
    expect(fieldWrapperSelector('a:b.c')).toBe('span.wpcf7-form-control-wrap[data-name="a:b.c"]')
  })

  it('hides the hash where CF7 does', () => {
    expect(['validation_failed', 'acceptance_missing', 'spam'].every((status) => hidesPostedDataHash(status as never))).toBe(true)
    expect(['aborted', 'mail_sent', 'mail_failed'].some((status) => hidesPostedDataHash(status as never))).toBe(false)
  })

  it('shapes errors as WordPress REST errors, with a sentence for a person', () => {
    expect(apiErrorBody(apiErrors.tooLarge(10 * 1024 * 1024))).toEqual({
      code: 'wpcf7_payload_too_large',
      message: 'The form and its files are larger than 10 MB. Send smaller files, or fewer of them.',
      data: { status: 413 },
    })
    expect(apiErrors.unsupportedMediaType('application/json; charset=utf-8').message).toBe('Send the form as multipart/form-data, not application/json.')
    expect(apiErrors.formNotFound('x'.repeat(100)).message.length).toBeLessThan(100)
  })
})
