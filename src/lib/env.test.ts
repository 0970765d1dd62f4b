import { describe, expect, it } from 'vitest'

import { EnvError, parseEnv } from './env'

function problemsOf(source: Record<string, string>): string[] {
  try {
    parseEnv(source)
  } catch (error) {
    if (error instanceof EnvError) return error.problems
    throw error
  }
  return []
}

describe('environment', () => {
  it('runs on SQLite in ./data on port 3000 when nothing is set', () => {
    const env = parseEnv({})
    expect(env.databaseKind).toBe('sqlite')
    expect(env.DATABASE_URL).toBe('file:data/vitrine.db')
    expect(env.PORT).toBe(3000)
    expect(env.SERVER_URL).toBe('http://localhost:3000')
    expect(env.SEED_DEMO).toBe(true)
  })

  it('gives contact form start tokens 24 hours by default, and takes 1 to 720', () => {
    expect(parseEnv({}).CONTACT_FORM_TOKEN_TTL_HOURS).toBe(24)
    expect(parseEnv({ CONTACT_FORM_TOKEN_TTL_HOURS: '2' }).CONTACT_FORM_TOKEN_TTL_HOURS).toBe(2)
    expect(problemsOf({ CONTACT_FORM_TOKEN_TTL_HOURS: '0' })).toEqual(['Invalid environment variable CONTACT_FORM_TOKEN_TTL_HOURS: must be between 1 and 720 hours.'])
  })

  it('trusts no proxy by default and names a bad TRUSTED_PROXIES value in one line', () => {
    expect(parseEnv({}).TRUSTED_PROXIES).toEqual({ kind: 'none' })
    expect(parseEnv({ TRUSTED_PROXIES: '1' }).TRUSTED_PROXIES).toEqual({ kind: 'hops', hops: 1 })
    expect(problemsOf({ TRUSTED_PROXIES: 'proxy.local' })).toEqual([
      'Invalid environment variable TRUSTED_PROXIES: must be a number of proxy hops, or a comma-separated list of IP addresses and networks such as 10.0.0.0/8 ("proxy.local" is neither) (got "proxy.local").',
    ])
  })

  it('keeps 64 MB of finished pages by default, takes 0 to turn the page cache off, and names a bad value', () => {
    expect(parseEnv({}).PAGE_CACHE_MB).toBe(64)
    expect(parseEnv({ PAGE_CACHE_MB: '0' }).PAGE_CACHE_MB).toBe(0)
    expect(problemsOf({ PAGE_CACHE_MB: '-5' })).toEqual(['Invalid environment variable PAGE_CACHE_MB: must be 0 (off) or more (got "-5").'])
  })

  it('uses PostgreSQL when DATABASE_URL is a postgres URL', () => {
    expect(parseEnv({ DATABASE_URL: 'postgres://u@db:5432/site' }).databaseKind).toBe('postgres')
    expect(parseEnv({ DATABASE_URL: 'postgresql://u@db/site' }).databaseKind).toBe('postgres')
  })

  it('names the variable and the accepted forms in one line when DATABASE_URL is another database', () => {
    expect(problemsOf({ DATABASE_URL: 'mysql://x' })).toEqual([
      'Invalid environment variable DATABASE_URL: must start with file: (SQLite) or postgres:// (PostgreSQL) (got "mysql://x").',
    ])
  })

  it('reports each bad variable on its own line and never echoes a secret', () => {
    const problems = problemsOf({ PORT: 'eighty', PAYLOAD_SECRET: 'short', SEED_DEMO: 'maybe' })
    expect(problems).toHaveLength(3)
    expect(problems.join('\n')).toContain('PORT: must be a port number')
    expect(problems.join('\n')).toContain('PAYLOAD_SECRET: must be at least 32 characters long.')
    expect(problems.join('\n')).not.toContain('short')
  })

  it('treats empty values as unset and needs the admin email and password together', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000)
    expect(problemsOf({ ADMIN_EMAIL: 'owner@example.com' })[0]).toMatch(/ADMIN_EMAIL and ADMIN_PASSWORD must be set together/)
  })

  it('takes the embed provider origin as a bare origin and keeps the Meta token out of messages', () => {
    expect(parseEnv({ EMBED_PROVIDER_ORIGIN: 'http://127.0.0.1:4010/' }).EMBED_PROVIDER_ORIGIN).toBe('http://127.0.0.1:4010')
    expect(parseEnv({}).EMBED_PROVIDER_ORIGIN).toBeUndefined()
    expect(problemsOf({ EMBED_PROVIDER_ORIGIN: 'http://127.0.0.1:4010/youtube' })).toEqual([
      'Invalid environment variable EMBED_PROVIDER_ORIGIN: must be an origin such as http://127.0.0.1:4010, without a path (got "http://127.0.0.1:4010/youtube").',
    ])
    expect(problemsOf({ EMBED_PROVIDER_ORIGIN: 'file:///tmp/x' })[0]).toMatch(/^Invalid environment variable EMBED_PROVIDER_ORIGIN: must be an origin/)
    expect(parseEnv({ META_OEMBED_TOKEN: '1234567890|abcdef0123' }).META_OEMBED_TOKEN).toBe('1234567890|abcdef0123')
    const problems = problemsOf({ META_OEMBED_TOKEN: 'has a space in it' })
    expect(problems).toEqual(['Invalid environment variable META_OEMBED_TOKEN: must be a Meta app token such as 1234567890|abcdef….'])
  })

  it('caps what the contact form stores, with safe defaults, and names a bad cap in one line', () => {
    expect(parseEnv({})).toMatchObject({
      CONTACT_FORM_MAX_MB_PER_HOUR: 20,
      CONTACT_FORM_MAX_MB_PER_ADDRESS: 100,
      CONTACT_FORM_SPAM_MAX_KB: 16,
      CONTACT_FORM_SPAM_MAX_MB: 50,
      CONTACT_FORM_SPAM_KEEP_DAYS: 30,
    })
    expect(parseEnv({ CONTACT_FORM_MAX_MB_PER_HOUR: '0.5' }).CONTACT_FORM_MAX_MB_PER_HOUR).toBe(0.5)
    expect(problemsOf({ CONTACT_FORM_MAX_MB_PER_ADDRESS: '0', CONTACT_FORM_SPAM_KEEP_DAYS: '1.5' })).toEqual([
      'Invalid environment variable CONTACT_FORM_MAX_MB_PER_ADDRESS: must be a number of megabytes above 0 (got "0").',
      'Invalid environment variable CONTACT_FORM_SPAM_KEEP_DAYS: must be a whole number of days (got "1.5").',
    ])
  })
})
