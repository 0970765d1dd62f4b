import { describe, expect, it } from 'vitest'

import { objectKeyOf } from './object-key'

describe('object keys', () => {
  it('are the file name in the bucket’s root, or under the document’s folder', () => {
    expect(objectKeyOf({}, 'sea-1a2b3c4d.jpg')).toBe('sea-1a2b3c4d.jpg')
    expect(objectKeyOf({ prefix: 'media/', _objectKey: null }, 'sea-1a2b3c4d-400x300.webp')).toBe('media/sea-1a2b3c4d-400x300.webp')
    expect(objectKeyOf({ prefix: '../up', _objectKey: 'k1' }, 'a.png')).toBe('up/k1/a.png')
  })
})
