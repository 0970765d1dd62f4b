import { describe, expect, it } from 'vitest'

import { clampEmbedHeight, frameUrlWithSecret, isFrameSecret, newFrameSecret, readHeightMessage } from './height-message'

const secret = 'Ab3dEf6hIj9kLm2nOp5q'

describe('readHeightMessage', () => {
  it('accepts the frame’s own secret and a finite height', () => {
    expect(readHeightMessage({ vitrineEmbedSecret: secret, height: 640 }, secret)).toBe(640)
    expect(readHeightMessage({ vitrineEmbedSecret: secret, height: 640.6 }, secret)).toBe(641)
  })

  it('clamps the height between 200 and 1000', () => {
    expect(readHeightMessage({ vitrineEmbedSecret: secret, height: 12 }, secret)).toBe(200)
    expect(readHeightMessage({ vitrineEmbedSecret: secret, height: -5 }, secret)).toBe(200)
    expect(readHeightMessage({ vitrineEmbedSecret: secret, height: 1234 }, secret)).toBe(1000)
    expect(readHeightMessage({ vitrineEmbedSecret: secret, height: 200 }, secret)).toBe(200)
    expect(readHeightMessage({ vitrineEmbedSecret: secret, height: 1000 }, secret)).toBe(1000)
  })

  it('ignores a wrong, missing or non-alphanumeric secret', () => {
    expect(readHeightMessage({ vitrineEmbedSecret: 'Zb3dEf6hIj9kLm2nOp5q', height: 640 }, secret)).toBeNull()
    expect(readHeightMessage({ height: 640 }, secret)).toBeNull()
    expect(readHeightMessage({ vitrineEmbedSecret: `${secret}-`, height: 640 }, secret)).toBeNull()
    expect(readHeightMessage({ vitrineEmbedSecret: `${secret} `, height: 640 }, secret)).toBeNull()
    expect(readHeightMessage({ vitrineEmbedSecret: ['x'], height: 640 }, secret)).toBeNull()
    // A page whose own secret is not alphanumeric accepts nothing, even a matching message.
    expect(readHeightMessage({ vitrineEmbedSecret: 'not a secret at all!', height: 640 }, 'not a secret at all!')).toBeNull()
    expect(readHeightMessage({ vitrineEmbedSecret: '', height: 640 }, '')).toBeNull()
  })

  it('ignores heights that are not finite numbers', () => {
    for (const height of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, '640', null, undefined, { valueOf: () => 640 }]) {
      expect(readHeightMessage({ vitrineEmbedSecret: secret, height }, secret), String(height)).toBeNull()
    }
  })

  it('ignores anything that is not a height message', () => {
    for (const data of [null, undefined, 640, JSON.stringify({ vitrineEmbedSecret: secret, height: 640 }), [secret, 640]]) {
      expect(readHeightMessage(data, secret)).toBeNull()
    }
  })
})

describe('frame secrets', () => {
  it('are 32 letters and digits, different every time', () => {
    const secrets = new Set(Array.from({ length: 200 }, () => newFrameSecret()))
    expect(secrets.size).toBe(200)
    for (const value of secrets) {
      expect(value).toMatch(/^[A-Za-z0-9]{32}$/)
      expect(isFrameSecret(value)).toBe(true)
    }
  })

  it('skip random bytes that would favour some characters', () => {
    // A source giving only 248…255 at first, then 61: only the unbiased bytes count.
    let calls = 0
    const fill = (bytes: Uint8Array) => bytes.fill(calls++ === 0 ? 250 : 61)
    expect(newFrameSecret(fill)).toBe('9'.repeat(32))
    expect(calls).toBe(2)
  })

  it('travel in the hash of the frame address', () => {
    expect(frameUrlWithSecret('/embed-frame/12', secret)).toBe(`/embed-frame/12#secret=${secret}`)
  })

  it('clampEmbedHeight rounds to whole pixels inside the range', () => {
    expect([199.4, 500.5, 1000.2].map(clampEmbedHeight)).toEqual([200, 501, 1000])
  })
})
