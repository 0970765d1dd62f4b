import { describe, expect, it } from 'vitest'

import { fileCacheControl, fileEtag, isNotModified } from './missing-file'

describe('isNotModified', () => {
  const etag = fileEtag({ size: 0x1234, mtimeMs: 1_700_000_000_123.4 })
  const modified = 1_700_000_000_123.4
  const ask = (headers: Record<string, string>) => isNotModified(new Headers(headers), etag, modified)

  it('matches the ETag weakly, in a list, or any with *', () => {
    expect(etag).toBe(`W/"1234-${Math.floor(modified).toString(16)}"`)
    expect(ask({ 'if-none-match': etag })).toBe(true)
    expect(ask({ 'if-none-match': etag.slice(2) })).toBe(true)
    expect(ask({ 'if-none-match': `"other", ${etag}` })).toBe(true)
    expect(ask({ 'if-none-match': '*' })).toBe(true)
    expect(ask({ 'if-none-match': 'W/"1234-0"' })).toBe(false)
  })

  it('lets If-None-Match decide alone, and compares If-Modified-Since to the second', () => {
    const lastModified = new Date(modified).toUTCString()
    expect(ask({ 'if-none-match': '"stale"', 'if-modified-since': lastModified })).toBe(false)
    expect(ask({ 'if-modified-since': lastModified })).toBe(true)
    expect(ask({ 'if-modified-since': new Date(modified - 1000).toUTCString() })).toBe(false)
    expect(ask({ 'if-modified-since': 'not a date' })).toBe(false)
    expect(ask({})).toBe(false)
  })
})

describe('fileCacheControl', () => {
  it('keeps what an editor sees out of shared caches', () => {
    expect(fileCacheControl(false)).toBe('public, max-age=3600')
    expect(fileCacheControl(true)).toBe('private, no-cache')
  })
})
