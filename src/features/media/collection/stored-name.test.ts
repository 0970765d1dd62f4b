import { describe, expect, it } from 'vitest'

import { storedFileName } from './stored-name'

describe('storedFileName', () => {
  it.each([
    ['holiday.jpg', 'jpeg', 'holiday-0a1b2c3d.jpg'],
    ['shell.php', 'png', 'shell-0a1b2c3d.png'],
    ['page.html', 'gif', 'page-0a1b2c3d.gif'],
    ['logo.svg', 'webp', 'logo-0a1b2c3d.webp'],
    ['setup.exe', 'avif', 'setup-0a1b2c3d.avif'],
    ['photo.php.jpg', 'jpeg', 'photo-php-0a1b2c3d.jpg'],
    ['../../etc/passwd', 'png', 'passwd-0a1b2c3d.png'],
    ['C:\\Users\\me\\Été à Nice.JPEG', 'jpeg', 'ete-a-nice-0a1b2c3d.jpg'],
    ['.htaccess', 'png', 'htaccess-0a1b2c3d.png'],
    ['....', 'png', 'image-0a1b2c3d.png'],
    ['', 'heif', 'image-0a1b2c3d.heic'],
    [`${'a'.repeat(60)}.png`, 'png', `${'a'.repeat(40)}-0a1b2c3d.png`],
  ])('stores %s (%s) as %s', (original, format, stored) => {
    expect(storedFileName(original, format, '0a1b2c3d')).toBe(stored)
  })

  it('makes a new random part each time', () => {
    expect(storedFileName('a.png', 'png')).toMatch(/^a-[0-9a-f]{8}\.png$/)
    expect(storedFileName('a.png', 'png')).not.toBe(storedFileName('a.png', 'png'))
  })

  it('refuses a format it has no extension for', () => {
    expect(() => storedFileName('a.svg', 'svg')).toThrow(RangeError)
  })
})
