import { describe, expect, it } from 'vitest'

import { needsCurrentVisibility, syncPublication } from './gallery-publication'

const after = (write: Parameters<typeof syncPublication>[0]) => {
  syncPublication(write)
  return write.data
}

describe('a gallery’s published flag and its draft status stay in step', () => {
  it('Publish shows the gallery and Unpublish hides it', () => {
    expect(after({ operation: 'update', data: { _status: 'published', published: false } })).toMatchObject({ published: true })
    expect(after({ operation: 'update', data: { _status: 'draft', published: true } })).toMatchObject({ published: false })
  })

  it('a draft save (autosave, or a new gallery’s first autosave) is never what visitors see', () => {
    expect(after({ operation: 'update', draft: true, data: { name: 'x', published: true } })).toMatchObject({ published: false })
    expect(after({ operation: 'create', draft: true, data: { name: 'x' } })).toMatchObject({ published: false })
  })

  it('publishing from a draft save publishes', () => {
    expect(after({ operation: 'update', draft: true, data: { _status: 'published' } })).toMatchObject({ published: true })
  })

  it('a write that sets only the flag sets the status from it', () => {
    expect(after({ operation: 'create', data: { published: false } })).toEqual({ published: false, _status: 'draft' })
    expect(after({ operation: 'update', data: { published: true } })).toEqual({ published: true, _status: 'published' })
  })

  it('a new gallery that says neither is published', () => {
    expect(after({ operation: 'create', data: { name: 'x' } })).toEqual({ name: 'x', published: true, _status: 'published' })
  })

  it('an update that says neither keeps the published row’s visibility, whatever the newest draft says', () => {
    expect(needsCurrentVisibility({ operation: 'update', data: { name: 'x' } })).toBe(true)
    expect(after({ operation: 'update', data: { name: 'x' }, current: { published: true } })).toEqual({ name: 'x', published: true, _status: 'published' })
    expect(after({ operation: 'update', data: { name: 'x' }, current: { published: false } })).toEqual({ name: 'x', published: false, _status: 'draft' })
    // Not read (a bulk update, or no row): both are left alone.
    expect(after({ operation: 'update', data: { name: 'x' } })).toEqual({ name: 'x' })
  })

  it('asks for the published row only when the write says neither and is no draft', () => {
    expect(needsCurrentVisibility({ operation: 'update', data: { _status: 'draft' } })).toBe(false)
    expect(needsCurrentVisibility({ operation: 'update', data: { published: true } })).toBe(false)
    expect(needsCurrentVisibility({ operation: 'update', draft: true, data: { name: 'x' } })).toBe(false)
    expect(needsCurrentVisibility({ operation: 'create', data: { name: 'x' } })).toBe(false)
  })

  it('other operations and missing data are left alone', () => {
    expect(after({ operation: 'read', data: { published: true } })).toEqual({ published: true })
    expect(() => syncPublication({ operation: 'update', data: null })).not.toThrow()
  })
})
