import { describe, expect, it } from 'vitest'

import { canonicaliseQuizAnswer, characterCountState, normaliseUrlInput, readableFieldName, utf16Length } from './field-helpers'

describe('URL field fix-up', () => {
  it('prefixes http:// to a value with a dot and no scheme', () => {
    expect(normaliseUrlInput('example.com')).toBe('http://example.com')
    expect(normaliseUrlInput('  www.example.com/page ')).toBe('http://www.example.com/page')
    expect(normaliseUrlInput('//example.com')).toBe('http://example.com')
  })

  it('leaves values with a scheme, without a dot, or blank as they are (trimmed)', () => {
    expect(normaliseUrlInput('https://example.com')).toBe('https://example.com')
    expect(normaliseUrlInput('mailto:a@b.c')).toBe('mailto:a@b.c')
    expect(normaliseUrlInput('localhost')).toBe('localhost')
    expect(normaliseUrlInput('   ')).toBe('')
  })

  it('is idempotent, so browser and server never prefix twice', () => {
    expect(normaliseUrlInput(normaliseUrlInput('example.com'))).toBe('http://example.com')
  })
})

describe('character counter', () => {
  it('counts UTF-16 code units, like maxlength', () => {
    expect(utf16Length('😀')).toBe(2)
    expect(characterCountState('😀a').length).toBe(3)
  })

  it('counts up by default and down from maxlength with down', () => {
    expect(characterCountState('abc', { maxlength: 10 })).toMatchObject({ shown: 3, className: 'wpcf7-character-count up' })
    expect(characterCountState('abc', { maxlength: 10, down: true })).toMatchObject({ shown: 7, className: 'wpcf7-character-count down' })
  })

  it('marks too long above the maximum and too short below the minimum', () => {
    expect(characterCountState('abcdef', { maxlength: 5 })).toMatchObject({ tooLong: true, tooShort: false, className: 'wpcf7-character-count up too-long' })
    expect(characterCountState('abcde', { maxlength: 5 }).tooLong).toBe(false)
    expect(characterCountState('ab', { minlength: 3 })).toMatchObject({ tooShort: true, className: 'wpcf7-character-count up too-short' })
    expect(characterCountState('abc', { minlength: 3 }).tooShort).toBe(false)
    expect(characterCountState('', { minlength: 3 }).tooShort).toBe(true)
    expect(characterCountState('x'.repeat(99)).tooLong).toBe(false)
  })

  it('shows a negative number counting down past the maximum', () => {
    expect(characterCountState('abcdef', { maxlength: 5, down: true }).shown).toBe(-1)
  })
})

describe('quiz answers', () => {
  it('trims, lower-cases, removes inner spaces and folds full-width characters', () => {
    expect(canonicaliseQuizAnswer(' ２ ')).toBe('2')
    expect(canonicaliseQuizAnswer('ＰａＲＩＳ')).toBe('paris')
    expect(canonicaliseQuizAnswer('New\u3000York')).toBe('newyork')
    expect(canonicaliseQuizAnswer('１２３')).toBe(canonicaliseQuizAnswer('123'))
  })
})

describe('readable names', () => {
  it('turns a field name into words', () => {
    expect(readableFieldName('your-email')).toBe('Your email')
    expect(readableFieldName('first_name.x')).toBe('First name x')
    expect(readableFieldName('q')).toBe('Q')
  })
})
