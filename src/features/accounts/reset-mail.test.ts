import { describe, expect, it } from 'vitest'

import { resetLink, resetMailHtml } from './reset-mail'

describe('the password-reset mail', () => {
  // Regression (hardening issue, item 8): the link was built from the request's Host header.
  it('links to SERVER_URL, absolutely, whatever host the request named', () => {
    expect(resetLink('https://www.example.com', 'abc123')).toBe('https://www.example.com/admin/reset/abc123')
    expect(resetLink('https://www.example.com/', 'a/b?c')).toBe('https://www.example.com/admin/reset/a%2Fb%3Fc')
    expect(resetMailHtml('https://www.example.com', 'abc123')).toContain('href="https://www.example.com/admin/reset/abc123"')
  })
})
