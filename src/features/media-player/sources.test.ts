import { describe, expect, it } from 'vitest'

import { chooseSource, typeFromUrl, type CanPlay } from './sources'

/** Chromium's answers for the types the demo uses. */
const answers: Record<string, CanPlay> = { 'audio/flac': 'probably', 'audio/mpeg': 'probably', 'audio/wav': 'maybe', 'audio/ogg': 'maybe' }
const chromium = (type: string): CanPlay => answers[type] ?? ''

describe('chooseSource', () => {
  it('prefers the first source the browser is sure of over an earlier "maybe"', () => {
    const choice = chooseSource(
      [
        { src: '/api/media/file/a.wav', type: 'audio/wav' },
        { src: '/api/media/file/a.flac', type: 'audio/flac' },
        { src: '/api/media/file/a.mp3', type: 'audio/mpeg' },
      ],
      chromium,
    )
    expect(choice).toEqual({ ok: true, source: { src: '/api/media/file/a.flac', type: 'audio/flac' } })
  })

  it('takes the first "maybe" when nothing is "probably", and skips what the browser cannot play', () => {
    const choice = chooseSource(
      [
        { src: '/a.wma', type: 'audio/x-ms-wma' },
        { src: '/a.ogg', type: 'audio/ogg' },
        { src: '/a.wav', type: 'audio/wav' },
      ],
      chromium,
    )
    expect(choice).toEqual({ ok: true, source: { src: '/a.ogg', type: 'audio/ogg' } })
  })

  it('says "no supported format" when the browser can play none of them', () => {
    expect(chooseSource([{ src: '/a.wma', type: 'audio/x-ms-wma' }, { src: '/a.aiff', type: 'audio/aiff' }], chromium)).toEqual({ ok: false, code: 'no-supported-format' })
  })

  it('says "URL not set" when the track has no address', () => {
    expect(chooseSource([], chromium)).toEqual({ ok: false, code: 'url-not-set' })
    expect(chooseSource([{ src: '  ', type: 'audio/mpeg' }], chromium)).toEqual({ ok: false, code: 'url-not-set' })
  })

  it('tries a source of unknown type as a "maybe", after any "probably"', () => {
    const stream = { src: 'https://radio.example/live', type: '' }
    expect(chooseSource([stream], chromium)).toEqual({ ok: true, source: stream })
    expect(chooseSource([stream, { src: '/a.mp3', type: 'audio/mpeg' }], chromium)).toEqual({ ok: true, source: { src: '/a.mp3', type: 'audio/mpeg' } })
  })
})

describe('typeFromUrl', () => {
  it('reads the type from the extension, ignoring the query and fragment', () => {
    expect(typeFromUrl('https://media.example/songs/one.MP3?x=1#t=3')).toBe('audio/mpeg')
    expect(typeFromUrl('/clip.webm')).toBe('video/webm')
    expect(typeFromUrl('https://radio.example/live')).toBe('')
    expect(typeFromUrl('https://example.com/file.exe')).toBe('')
  })
})
