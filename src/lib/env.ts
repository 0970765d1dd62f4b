import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

import { parseTrustedProxies } from './client-address'

/**
 * Every environment variable Vitrine reads, checked once at start-up.
 * `.env.example` documents each of them; keep the two in step.
 */
const booleanString = z
  .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1')

/** A number above zero, such as 20 or 0.5, in `unit`. */
function positiveNumber(unit: string) {
  return z.coerce.number({ message: `must be a number of ${unit}` }).positive(`must be a number of ${unit} above 0`).finite(`must be a number of ${unit}`)
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], { message: 'must be development, production or test' }).default('development'),
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .default(3000),
  /** How long a client may take to send its headers, and its whole request (read by scripts/serve.mjs). */
  HEADERS_TIMEOUT_MS: z.coerce.number({ message: 'must be a number of milliseconds' }).int('must be a whole number').min(1000, 'must be at least 1000').max(600_000, 'must be at most 600000').default(15_000),
  REQUEST_TIMEOUT_MS: z.coerce.number({ message: 'must be a number of milliseconds' }).int('must be a whole number').min(1000, 'must be at least 1000').max(3_600_000, 'must be at most 3600000').default(60_000),
  /** Memory for finished visitor pages kept by scripts/serve.mjs (megabytes; 0 turns the cache off). */
  PAGE_CACHE_MB: z.coerce.number({ message: 'must be a number of megabytes' }).int('must be a whole number of megabytes').min(0, 'must be 0 (off) or more').max(16_384, 'must be at most 16384').default(64),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .refine((url) => /^(file:|postgres(ql)?:\/\/)/.test(url), {
      message: 'must start with file: (SQLite) or postgres:// (PostgreSQL)',
    })
    .optional(),
  PAYLOAD_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  SERVER_URL: z.url({ message: 'must be a full URL such as https://example.com' }).optional(),
  ADMIN_EMAIL: z.email({ message: 'must be an email address' }).optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters long').optional(),
  SEED_DEMO: booleanString.default(true),
  SMTP_URL: z
    .string()
    .refine((url) => /^smtps?:\/\//.test(url), { message: 'must start with smtp:// or smtps://' })
    .optional(),
  MAIL_FROM: z.email({ message: 'must be an email address' }).optional(),
  /**
   * How long a contact form's fill-time token (`_wpcf7_started`) is taken, in hours: a post with an
   * older one is spam (decision 020). A cached page is rendered again at least hourly.
   */
  CONTACT_FORM_TOKEN_TTL_HOURS: z.coerce
    .number({ message: 'must be a number of hours' })
    .int('must be a whole number of hours')
    .min(1, 'must be between 1 and 720 hours')
    .max(720, 'must be between 1 and 720 hours')
    .default(24),
  /**
   * What one client address may make the server store through the contact form (fields and
   * files, spam included): per hour, and in all (what its stored submissions take). Past either,
   * its posts are answered 429 with Retry-After.
   */
  CONTACT_FORM_MAX_MB_PER_HOUR: positiveNumber('megabytes').default(20),
  CONTACT_FORM_MAX_MB_PER_ADDRESS: positiveNumber('megabytes').default(100),
  /** The most of one spam submission that is kept (its fields, cut past this; files never). */
  CONTACT_FORM_SPAM_MAX_KB: positiveNumber('kilobytes').default(16),
  /** The most spam kept in all; past it, the hourly clean-up deletes the oldest. */
  CONTACT_FORM_SPAM_MAX_MB: positiveNumber('megabytes').default(50),
  /** Spam older than this many days is deleted by the hourly clean-up. */
  CONTACT_FORM_SPAM_KEEP_DAYS: z.coerce
    .number({ message: 'must be a number of days' })
    .int('must be a whole number of days')
    .min(1, 'must be at least 1 day')
    .default(30),
  /**
   * The proxies in front of the server whose X-Forwarded-For hops count: a number of hops, or a
   * list of addresses and networks. Unset: none, the connection's own address is the client's.
   */
  TRUSTED_PROXIES: z
    .string()
    .transform((value, context) => {
      try {
        return parseTrustedProxies(value)
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message })
        return z.NEVER
      }
    })
    .default(() => parseTrustedProxies(undefined)),
  /**
   * S3-compatible object storage for uploads, their sizes and generated files (decision 028).
   * Unset S3_BUCKET: everything stays in DATA_DIR. S3_ENDPOINT is for services other than AWS
   * (MinIO, R2, …); their addresses are path-style unless S3_FORCE_PATH_STYLE says otherwise.
   * Without the key pair the AWS SDK's usual sources are used (instance role, AWS_* variables).
   */
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3–63 lower-case letters, digits, dots and hyphens)').optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]{2,40}$/, 'must be a region such as eu-west-1').default('us-east-1'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, message: 'must be a URL such as https://s3.example.com' }).optional(),
  S3_FORCE_PATH_STYLE: booleanString.optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /**
   * A Meta app token ("app-id|client-token") for Instagram's and Facebook's oEmbed. Without it,
   * embeds from those two are resolved from the item's public page (decision 009).
   */
  META_OEMBED_TOKEN: z.string().regex(/^\S{10,500}$/, 'must be a Meta app token such as 1234567890|abcdef…').optional(),
  /**
   * For tests only: sends every request of the embed resolver (oEmbed, public pages, pictures) to
   * this origin instead of the provider, as `<origin>/<provider host><path>?<query>`, so a fake
   * provider server can answer for each provider and nothing reaches the internet. Never set it
   * on a live site: whoever runs that origin would decide what every embed shows.
   */
  EMBED_PROVIDER_ORIGIN: z
    .url({ protocol: /^https?$/, message: 'must be an origin such as http://127.0.0.1:4010' })
    .refine((value) => {
      const url = new URL(value)
      return url.pathname === '/' && !url.search && !url.hash && !url.username
    }, 'must be an origin such as http://127.0.0.1:4010, without a path')
    .transform((value) => new URL(value).origin)
    .optional(),
  /**
   * The Instagram Graph API the Instagram import asks (decision 036). Tests and the demo point it
   * at a local stand-in (scripts/lib/fake-instagram.mjs); pictures Instagram's CDN names are then
   * fetched from that stand-in too.
   */
  INSTAGRAM_GRAPH_URL: z
    .url({ protocol: /^https?$/, message: 'must be a URL such as https://graph.instagram.com' })
    .refine((value) => {
      const url = new URL(value)
      return !url.search && !url.hash && !url.username && !url.password
    }, 'must be a URL such as https://graph.instagram.com, without a query or credentials')
    .transform((value) => value.replace(/\/+$/, ''))
    .default('https://graph.instagram.com'),
})

export type Env = z.infer<typeof envSchema> & {
  DATABASE_URL: string
  SERVER_URL: string
  databaseKind: 'sqlite' | 'postgres'
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'))
    this.name = 'EnvError'
  }
}

/** Parses an environment record; throws EnvError with one line per bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty value means "not set", as it does for most tools that read .env files.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''))
  const result = envSchema.safeParse(cleaned)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment')
      const got = cleaned[name]
      const shown = got === undefined || /SECRET|PASSWORD|TOKEN/.test(name) ? '' : ` (got "${got}")`
      return `Invalid environment variable ${name}: ${issue.message}${shown}.`
    })
    throw new EnvError(problems)
  }
  const env = result.data
  if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
    throw new EnvError(['Invalid environment variable ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together.'])
  }
  if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new EnvError(['Invalid environment variable S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together.'])
  }
  const s3Without = ['S3_ENDPOINT', 'S3_FORCE_PATH_STYLE', 'S3_ACCESS_KEY_ID'].filter((name) => cleaned[name] !== undefined)
  if (!env.S3_BUCKET && s3Without.length > 0) {
    throw new EnvError([`Invalid environment variable S3_BUCKET: ${s3Without.join(', ')} ${s3Without.length > 1 ? 'are' : 'is'} set, but S3_BUCKET is not, so uploads would stay on this machine. Set S3_BUCKET, or unset the others.`])
  }
  const databaseUrl = env.DATABASE_URL ?? `file:${path.join(env.DATA_DIR, 'vitrine.db')}`
  return {
    ...env,
    DATABASE_URL: databaseUrl,
    SERVER_URL: (env.SERVER_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    databaseKind: databaseUrl.startsWith('file:') ? 'sqlite' : 'postgres',
  }
}

let cached: Env | undefined

/** The validated process environment (parsed once per process). */
export function getEnv(): Env {
  cached ??= parseEnv(process.env)
  return cached
}

/**
 * The secret that signs sessions. Taken from PAYLOAD_SECRET when set; otherwise generated once
 * and kept in the data folder, so a fresh clone needs no configuration and restarts keep logins.
 */
export function resolveSecret(env: Env): string {
  if (env.PAYLOAD_SECRET) return env.PAYLOAD_SECRET
  const file = path.resolve(env.DATA_DIR, '.secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    try {
      fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' })
    } catch (error) {
      // Another process created it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    return fs.readFileSync(file, 'utf8').trim()
  }
}
