import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { checkedKey, diskObjectStore, type ObjectStore } from './object-store.server'

let root: string
let store: ObjectStore

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-store-'))
  store = diskObjectStore(root)
})

afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

describe('the disk object store', () => {
  it('keeps a file under its key, with when it was written, and answers null for one it does not have', async () => {
    await store.put('cache/watermarked/v1/medium-a.webp', Buffer.from('one'))
    const stored = await store.get('cache/watermarked/v1/medium-a.webp')
    expect(stored?.data.toString()).toBe('one')
    expect(stored?.modifiedMs).toBe(fs.statSync(path.join(root, 'cache/watermarked/v1/medium-a.webp')).mtimeMs)
    expect(await store.modified('cache/watermarked/v1/medium-a.webp')).toBe(stored?.modifiedMs)
    expect(await store.get('cache/watermarked/v1/none.webp')).toBeNull()
    expect(await store.modified('cache/watermarked/v1/none.webp')).toBeNull()
    expect(await store.get('cache/watermarked'), 'a folder is not a file').toBeNull()
  })

  it('replaces a file whole, leaving no temporary file behind', async () => {
    await store.put('cache/a.txt', Buffer.from('old'))
    await store.put('cache/a.txt', Buffer.from('new'))
    expect((await store.get('cache/a.txt'))?.data.toString()).toBe('new')
    expect(fs.readdirSync(path.join(root, 'cache'))).toEqual(['a.txt'])
  })

  it('writes a visitor’s file exclusively, readable by this user only, and never over another', async () => {
    await store.put('form-uploads/f/1', Buffer.from('first'), { exclusive: true })
    expect(fs.statSync(path.join(root, 'form-uploads/f/1')).mode & 0o777).toBe(0o600)
    expect(fs.statSync(path.join(root, 'form-uploads/f')).mode & 0o777).toBe(0o700)
    await expect(store.put('form-uploads/f/1', Buffer.from('second'), { exclusive: true })).rejects.toThrow(/EEXIST/)
    expect((await store.get('form-uploads/f/1'))?.data.toString()).toBe('first')
  })

  it('deletes a folder, or all of it but one subfolder', async () => {
    for (const key of ['cache/w/v1/a', 'cache/w/v2/b', 'cache/w/v3/c', 'form-uploads/x/1']) await store.put(key, Buffer.from(key))
    await store.deleteFolder('cache/w', { except: 'v3' })
    expect(fs.readdirSync(path.join(root, 'cache/w'))).toEqual(['v3'])
    await store.deleteFolder('form-uploads/x')
    expect(fs.existsSync(path.join(root, 'form-uploads/x'))).toBe(false)
    await store.deleteFolder('form-uploads/never-made')
  })
})

describe('storage keys', () => {
  it('stay inside their folder: no empty, dot or dot-dot segment, no backslash or NUL', () => {
    expect(checkedKey('form-uploads/a/b')).toBe('form-uploads/a/b')
    for (const key of ['', '/etc/passwd', 'a//b', 'a/./b', 'form-uploads/../secret.txt', 'a\\..\\b', 'a/b\0', '..']) {
      expect(() => checkedKey(key), JSON.stringify(key)).toThrow('Unsafe storage key')
    }
  })

  it('are refused before the disk is touched', async () => {
    await expect(store.get('../outside')).rejects.toThrow('Unsafe storage key')
    await expect(store.put('cache/../../outside', Buffer.from('x'))).rejects.toThrow('Unsafe storage key')
  })
})
