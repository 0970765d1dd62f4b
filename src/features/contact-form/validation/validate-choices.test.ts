import { describe, expect, it } from 'vitest'

import { parseFormTemplate } from '../form-tags/parser/parse'
import { acceptedChoices } from '../form-tags/tags/choices'
import { defaultMessages, extraMessages } from './messages'
import type { PostedFile, PostedValues, QuizVerifier, ValidateOptions } from './types'
import { isAcceptanceMissing, validateSubmission } from './validate'
import { canonicaliseQuizAnswer } from './values/field-helpers'

function formOf(template: string) {
  const form = parseFormTemplate(template)
  expect(form.errors).toEqual([])
  return form
}

/** The message for one field of a one-field form, or null when it passes. */
function check(template: string, values: PostedValues, options: ValidateOptions = {}): string | null {
  const invalid = validateSubmission(formOf(template), { values }, options)
  return invalid[0]?.message ?? null
}

const m = { ...defaultMessages, ...extraMessages }

const bytes = (...values: number[]) => new Uint8Array(values)
const ascii = (text: string) => new TextEncoder().encode(text)
const pdf: PostedFile = { filename: 'cv.pdf', size: 2000, head: ascii('%PDF-1.7\n%âãÏÓ') }
const png: PostedFile = { filename: 'photo.png', size: 5000, head: bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13) }
const exe: PostedFile = { filename: 'cv.pdf', size: 2000, head: bytes(0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00) }

describe('choices', () => {
  it('accepts only the options shown (the part before a pipe)', () => {
    const template = '[select s "A" "Sales|sales@example.com"]'
    expect(check(template, { s: 'Sales' })).toBeNull()
    expect(check(template, { s: 'sales@example.com' })).toBe(m.invalid_choice)
    expect(check(template, { s: 'Z' })).toBe(m.invalid_choice)
  })

  it('refuses the label of first_as_label as a value', () => {
    const template = '[select s first_as_label "Choose…" "A"]'
    expect(acceptedChoices(formOf(template).fields[0])).toEqual(['A'])
    expect(check(template, { s: 'Choose…' })).toBe(m.invalid_choice)
  })

  it('accepts several checkbox values, each from the options', () => {
    expect(check('[checkbox c "a" "b"]', { 'c[]': ['a', 'b'] })).toBeNull()
    expect(check('[checkbox c "a" "b"]', { c: ['a', 'x'] })).toBe(m.invalid_choice)
  })

  // issue 17, item 14: CF7's maxitems sentence for both (modules/checkbox.php).
  it('allows at most one exclusive checkbox: “Too many items are selected.”', () => {
    expect(check('[checkbox c exclusive "a" "b"]', { c: 'a' })).toBeNull()
    expect(check('[checkbox c exclusive "a" "b"]', { c: ['a', 'b'] })).toBe('Too many items are selected.')
  })

  it('allows one radio value (“Too many items are selected.”) and one value of a single select', () => {
    expect(check('[radio r "a" "b"]', { r: ['a', 'b'] })).toBe('Too many items are selected.')
    expect(check('[select s "a" "b"]', { s: ['a', 'b'] })).toBe(m.invalid_choice)
    expect(check('[select s multiple "a" "b"]', { 's[]': ['a', 'b'] })).toBeNull()
  })

  it('accepts any value with free_text, as CF7 does', () => {
    expect(check('[checkbox c free_text "a" "Other"]', { c: 'Other', _wpcf7_free_text_c: 'mine' })).toBeNull()
    expect(check('[radio r free_text "a" "Other"]', { r: 'anything' })).toBeNull()
  })
})

describe('files', () => {
  const validate = (template: string, files: PostedFile[]) => validateSubmission(formOf(template), { values: {}, files: { f: files } })[0]?.message ?? null

  it('accepts a file whose content is an allowed type', () => {
    expect(validate('[file f filetypes:pdf]', [pdf])).toBeNull()
    expect(validate('[file f filetypes:pdf|jpg|png]', [png])).toBeNull()
  })

  it('judges by content, not by name: a program named cv.pdf is refused', () => {
    expect(validate('[file f filetypes:pdf]', [exe])).toBe(m.upload_file_type_invalid)
    expect(validate('[file f filetypes:png]', [{ ...png, filename: 'photo.pdf' }])).toBeNull()
  })

  it('takes images, audio and video by default, and nothing else', () => {
    expect(validate('[file f]', [png])).toBeNull()
    expect(validate('[file f]', [pdf])).toBe(m.upload_file_type_invalid)
  })

  it('refuses text unless the tag names a text type', () => {
    const text: PostedFile = { filename: 'notes.txt', size: 11, head: ascii('hello world') }
    expect(validate('[file f filetypes:pdf]', [text])).toBe(m.upload_file_type_invalid)
    expect(validate('[file f]', [text])).toBe(m.upload_file_type_invalid)
    expect(validate('[file f filetypes:txt]', [text])).toBeNull()
  })

  it('limits the size: 1 MB by default, or the tag limit in kb or mb', () => {
    const big = { ...png, size: 1024 * 1024 + 1 }
    expect(validate('[file f]', [{ ...png, size: 1024 * 1024 }])).toBeNull()
    expect(validate('[file f]', [big])).toBe(m.upload_file_too_large)
    expect(validate('[file f limit:2mb]', [big])).toBeNull()
    expect(validate('[file f limit:10kb]', [{ ...png, size: 10 * 1024 + 1 }])).toBe(m.upload_file_too_large)
  })

  it('checks every file posted for a field', () => {
    expect(validate('[file f filetypes:pdf|png]', [pdf, exe])).toBe(m.upload_file_type_invalid)
  })
})

describe('acceptance', () => {
  const on = { acceptanceAsValidation: true }

  it('is not a field error unless acceptance_as_validation is on', () => {
    expect(check('[acceptance a] ok [/acceptance]', {})).toBeNull()
  })

  it('with acceptance_as_validation, refuses an unticked box and an inverted ticked one', () => {
    expect(check('[acceptance a] ok [/acceptance]', {}, on)).toBe(m.accept_terms)
    expect(check('[acceptance a] ok [/acceptance]', { a: '1' }, on)).toBeNull()
    expect(check('[acceptance a invert] no mail [/acceptance]', { a: '1' }, on)).toBe(m.accept_terms)
    expect(check('[acceptance a invert] no mail [/acceptance]', {}, on)).toBeNull()
    expect(check('[acceptance a optional] news [/acceptance]', {}, on)).toBeNull()
  })

  it('decides acceptance_missing when acceptance_as_validation is off', () => {
    const form = formOf('[acceptance a] ok [/acceptance] [acceptance b optional] news [/acceptance] [acceptance c invert] no [/acceptance]')
    expect(isAcceptanceMissing(form, { a: '1' })).toBe(false)
    expect(isAcceptanceMissing(form, {})).toBe(true)
    expect(isAcceptanceMissing(form, { a: '1', c: '1' })).toBe(true)
    expect(isAcceptanceMissing(form, { a: ' ' })).toBe(true)
    expect(isAcceptanceMissing(form, {}, { acceptanceAsValidation: true })).toBe(false)
  })
})

describe('quiz', () => {
  /** A stand-in for the HMAC verifier: the posted "hash" is the expected canonical answer. */
  const verifyQuiz: QuizVerifier = (answer, hashes) => hashes.includes(answer)

  it('compares the canonical answer: trimmed, lower-case, full-width folded to half-width', () => {
    const template = '[quiz q "1+1=?|2"]'
    const posted = (answer: string) => ({ q: answer, _wpcf7_quiz_answer_q: canonicaliseQuizAnswer('2') })
    expect(check(template, posted('2'), { verifyQuiz })).toBeNull()
    expect(check(template, posted(' ２ '), { verifyQuiz })).toBeNull()
    expect(check(template, posted('3'), { verifyQuiz })).toBe(m.quiz_answer_not_correct)
    expect(check(template, posted(''), { verifyQuiz })).toBe(m.quiz_answer_not_correct)
  })

  it('folds case and full-width letters too', () => {
    const template = '[quiz q "Capital of France?|Paris"]'
    expect(check(template, { q: 'ＰＡＲＩＳ', _wpcf7_quiz_answer_q: 'paris' }, { verifyQuiz })).toBeNull()
  })

  it('fails every answer when no verifier is given, so a quiz is never skipped', () => {
    expect(check('[quiz q "1+1=?|2"]', { q: '2', _wpcf7_quiz_answer_q: '2' })).toBe(m.quiz_answer_not_correct)
  })
})
