import { describe, expect, it } from 'vitest'

import { clockTime, seekText, spokenTime } from './time'

describe('player times', () => {
  it('are written as a clock on screen', () => {
    expect(clockTime(0)).toBe('0:00')
    expect(clockTime(65.9)).toBe('1:05')
    expect(clockTime(3725)).toBe('1:02:05')
    expect(clockTime(Number.NaN)).toBe('0:00')
    expect(clockTime(Infinity)).toBe('0:00')
  })

  it('are spoken in words on the seek bar', () => {
    expect(spokenTime(0)).toBe('0 seconds')
    expect(spokenTime(1)).toBe('1 second')
    expect(spokenTime(60)).toBe('1 minute')
    expect(spokenTime(125)).toBe('2 minutes 5 seconds')
    expect(seekText(12.4, 31)).toBe('12 seconds of 31 seconds')
    expect(seekText(3, Number.NaN)).toBe('3 seconds')
  })
})
