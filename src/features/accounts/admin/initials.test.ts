import { describe, expect, it } from 'vitest'

import { initialsOf } from './initials'

describe('initialsOf', () => {
  it('takes the first and last name, or the first letter of the email', () => {
    expect(initialsOf('Ada Lovelace', 'ada@example.com')).toBe('AL')
    expect(initialsOf('  grace  brewster murray hopper ', null)).toBe('GH')
    expect(initialsOf('Cher', 'x@example.com')).toBe('C')
    expect(initialsOf('', 'owner@example.com')).toBe('O')
    expect(initialsOf(null, null)).toBe('?')
  })
})
