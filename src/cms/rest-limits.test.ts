import { describe, expect, it } from 'vitest'

import { nonNumericCondition } from './rest-limits'

const numeric = new Set(['id', 'gallery', 'order'])

describe('nonNumericCondition', () => {
  // Regression (fuzz): GET /api/gallery-images?where[id][in]=../ answered 500.
  it('finds a number field compared with text, however deep', () => {
    expect(nonNumericCondition({ id: { in: '../' } }, numeric)).toBe('id')
    expect(nonNumericCondition({ id: { in: ['1', 'x'] } }, numeric)).toBe('id')
    expect(nonNumericCondition({ or: [{ title: { equals: 'a' } }, { and: [{ gallery: { equals: 'NaN' } }] }] }, numeric)).toBe('gallery')
    expect(nonNumericCondition({ order: { greater_than: '' } }, numeric)).toBe('order')
  })
  it('lets numbers, text fields and exists through', () => {
    expect(nonNumericCondition({ id: { in: '1,2,3' } }, numeric)).toBeNull()
    expect(nonNumericCondition({ id: { equals: 4 } }, numeric)).toBeNull()
    expect(nonNumericCondition({ title: { equals: 'NaN' } }, numeric)).toBeNull()
    expect(nonNumericCondition({ id: { exists: 'true' } }, numeric)).toBeNull()
    expect(nonNumericCondition(undefined, numeric)).toBeNull()
  })
})
