import { describe, expect, it } from 'vitest'

import { disallowedWords, isSettingOff, isSettingOn, readAdditionalSettings } from './additional-settings'

describe('additional settings', () => {
  const settings = readAdditionalSettings(
    'acceptance_as_validation: on\n# a comment\nnot a setting\ndisallowed_words: casino,  cheap pills ,x\r\ndisallowed_words:viagra\ndemo_mode: off',
  )

  it('reads one `name: value` a line, as CF7 does', () => {
    expect(settings.get('acceptance_as_validation')).toEqual(['on'])
    expect(settings.get('disallowed_words')).toEqual(['casino,  cheap pills ,x', 'viagra'])
    expect(settings.has('not a setting')).toBe(false)
  })

  it('tells on from off', () => {
    expect(isSettingOn(settings, 'acceptance_as_validation')).toBe(true)
    expect(isSettingOn(settings, 'demo_mode')).toBe(false)
    expect(isSettingOn(settings, 'missing')).toBe(false)
    expect(isSettingOn(readAdditionalSettings('x: true'), 'x')).toBe(true)
  })

  it('tells a setting turned off from one left out', () => {
    expect(isSettingOff(settings, 'demo_mode')).toBe(true)
    expect(isSettingOff(settings, 'missing')).toBe(false)
    expect(isSettingOff(readAdditionalSettings('rate_limit: on\nrate_limit: 0'), 'rate_limit')).toBe(true)
  })

  it('lists disallowed words from every line, without one-letter words', () => {
    expect(disallowedWords(settings)).toEqual(['casino', 'cheap pills', 'viagra'])
    expect(disallowedWords(readAdditionalSettings(null))).toEqual([])
  })
})
