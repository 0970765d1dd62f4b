import { describe, expect, it } from 'vitest'

import { parseFormTemplate } from '../form-tags/parser/parse'
import { controlClassName } from './controls/control-class'
import { typeClasses } from './controls/form-controls'
import { dataStatusOf, fieldIdOf, langOf, tipIdOf, unitTagOf, validationErrorId } from './markup-names'

const tag = (template: string) => parseFormTemplate(template).tags[0]
const classesOf = (template: string) => controlClassName(tag(template), typeClasses(tag(template)))

describe('CF7 markup names', () => {
  it('builds the unit tag', () => {
    expect(unitTagOf(12, 34, 1)).toBe('wpcf7-f12-p34-o1')
  })

  it('maps statuses to data-status as CF7 script does', () => {
    expect(dataStatusOf(undefined)).toBe('init')
    expect(dataStatusOf('validation_failed')).toBe('invalid')
    expect(dataStatusOf('acceptance_missing')).toBe('unaccepted')
    expect(dataStatusOf('mail_sent')).toBe('sent')
    expect(dataStatusOf('mail_failed')).toBe('failed')
    expect(dataStatusOf('spam')).toBe('spam')
    expect(dataStatusOf('sent')).toBe('sent')
    expect(dataStatusOf('payment_required')).toBe('payment-required')
    expect(dataStatusOf('my status!')).toBe('custom-my-status')
  })

  it('builds validation error ids safe for HTML', () => {
    expect(validationErrorId('wpcf7-f1-p2-o1', 'your:name.x')).toBe('wpcf7-f1-p2-o1-ve-yournamex')
    expect(tipIdOf('wpcf7-f1-p2-o1', 'a')).toBe('wpcf7-f1-p2-o1-ve-a-tip')
    expect(fieldIdOf('wpcf7-f1-p2-o1', 'topics[]')).toBe('wpcf7-f1-p2-o1-field-topics')
  })

  it('turns a locale into a lang attribute', () => {
    expect(langOf('en_US')).toBe('en-US')
  })

  it.each([
    ['[text* a]', 'wpcf7-form-control wpcf7-text wpcf7-validates-as-required'],
    ['[email* a]', 'wpcf7-form-control wpcf7-email wpcf7-validates-as-required wpcf7-text wpcf7-validates-as-email'],
    ['[url a]', 'wpcf7-form-control wpcf7-url wpcf7-text wpcf7-validates-as-url'],
    ['[tel a class:big]', 'wpcf7-form-control wpcf7-tel wpcf7-text wpcf7-validates-as-tel big'],
    ['[number a]', 'wpcf7-form-control wpcf7-number wpcf7-validates-as-number'],
    ['[range a]', 'wpcf7-form-control wpcf7-range wpcf7-validates-as-number'],
    ['[date a]', 'wpcf7-form-control wpcf7-date wpcf7-validates-as-date'],
    ['[textarea* a]', 'wpcf7-form-control wpcf7-textarea wpcf7-validates-as-required'],
    ['[select a "x"]', 'wpcf7-form-control wpcf7-select'],
    ['[checkbox a exclusive "x"]', 'wpcf7-form-control wpcf7-checkbox wpcf7-exclusive-checkbox'],
    ['[radio a "x"]', 'wpcf7-form-control wpcf7-radio'],
    ['[acceptance a invert optional] x [/acceptance]', 'wpcf7-form-control wpcf7-acceptance invert optional'],
    ['[file* a]', 'wpcf7-form-control wpcf7-file wpcf7-validates-as-required'],
    ['[quiz a "1|1"]', 'wpcf7-form-control wpcf7-quiz'],
    ['[submit "Go"]', 'wpcf7-form-control wpcf7-submit has-spinner'],
  ])('classes %s as CF7 does', (template, classes) => {
    expect(classesOf(template)).toBe(classes)
  })

  it('adds wpcf7-not-valid to an invalid control', () => {
    expect(controlClassName(tag('[text a]'), [], true)).toBe('wpcf7-form-control wpcf7-text wpcf7-not-valid')
  })
})
