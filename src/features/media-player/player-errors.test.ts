import { describe, expect, it } from 'vitest'

import { errorForMediaError, playerError, PLAYER_ERROR_EVENT } from './player-errors'

describe('the player’s error catalogue (SPEC.md section 8, without Flash)', () => {
  it('keeps the spec’s names for the errors that still apply', () => {
    const codes = ['no-solution', 'no-supported-format', 'url-not-set', 'url-failed', 'no-renderer'] as const
    expect(codes.map((code) => playerError(code).name)).toEqual(['no solution', 'no supported format', 'URL not set', 'URL failed to load', 'No renderer found'])
    expect(PLAYER_ERROR_EVENT).toBe('vitrine:player-error')
  })

  it('tells the visitor which track and what to do', () => {
    expect(playerError('url-failed', { track: 'Morning Walk' })).toEqual({
      code: 'url-failed',
      name: 'URL failed to load',
      message: '“Morning Walk” could not be loaded. Check your connection and press Play to try again, or choose another track.',
    })
    expect(playerError('no-supported-format', { track: 'Tide' }).message).toBe('“Tide” is not in a format this browser can play. Try another browser, or download the file if it is offered.')
    expect(playerError('no-solution', { kind: 'video' }).message).toBe('This browser cannot play video on web pages. Try another browser, or download the file if it is offered.')
  })

  it('reads a media element’s error: network and unopenable address failed to load, undecodable has no renderer, abort is none', () => {
    expect(errorForMediaError(1)).toBeNull()
    expect(errorForMediaError(2)).toBe('url-failed')
    expect(errorForMediaError(3)).toBe('no-renderer')
    expect(errorForMediaError(4)).toBe('url-failed')
  })
})
