import { describe, expect, it } from 'vitest'

import { isId, MAX_ID, parseId } from './ids'

describe('ids: whole numbers from 1 to 2,147,483,647 (PostgreSQL integer)', () => {
  it('parses plain ids up to the limit', () => {
    expect(parseId('1')).toBe(1)
    expect(parseId('42')).toBe(42)
    expect(parseId('2147483647')).toBe(MAX_ID)
  })

  it.each(['', '0', '-1', '+1', '01', '1e3', '12abc', ' 1', '2147483648', '99999999999'])('refuses %j', (text) => {
    expect(parseId(text)).toBeNull()
  })

  it('checks numbers the same way', () => {
    expect(isId(1)).toBe(true)
    expect(isId(MAX_ID)).toBe(true)
    expect(isId(0)).toBe(false)
    expect(isId(MAX_ID + 1)).toBe(false)
    expect(isId(1.5)).toBe(false)
    expect(isId(Number.NaN)).toBe(false)
  })
})
