import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { timingSafeEqual } from 'node:crypto'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { revalidatePath } from 'next/cache'
import { createTransport } from 'nodemailer'
import { buildConfig, type DatabaseAdapterObj } from 'payload'
import sharp from 'sharp'

import { Albums } from './cms/collections/albums'
import { Categories } from './cms/collections/categories'
import { ContactForms } from './cms/collections/contact-forms'
import { FormSubmissions } from './cms/collections/form-submissions'
import { Galleries } from './cms/collections/galleries'
import { GalleryImages } from './cms/collections/gallery-images'
import { GalleryTags } from './cms/collections/gallery-tags'
import { ImageComments } from './cms/collections/image-comments'
import { ImageRatings } from './cms/collections/image-ratings'
import { Media } from './cms/collections/media'
import { Pages } from './cms/collections/pages'
import { Posts } from './cms/collections/posts'
import { PriceLists } from './cms/collections/price-lists'
import { Users } from './cms/collections/users'
import { GallerySettings } from './cms/globals/gallery-settings'
import { Site } from './cms/globals/site'
import { revalidateToken } from './lib/revalidate-token'
import { mailAutoRun, mailTasks } from './features/contact-form/mail-outbox.server'
import { embedAutoRun, embedTasks } from './features/embeds/resolve-embed-task.server'
import { getEnv, resolveSecret, type Env } from './lib/env'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const env = getEnv()

/** SQLite under ./data by default; PostgreSQL when DATABASE_URL is a postgres URL. */
function database(env: Env): DatabaseAdapterObj {
  // Migrations are the only way the schema changes: no schema push, in development either.
  if (env.databaseKind === 'postgres') {
    return postgresAdapter({
      pool: { connectionString: env.DATABASE_URL },
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
      push: false,
    })
  }
  return sqliteAdapter({
    client: { url: env.DATABASE_URL },
    migrationDir: path.resolve(dirname, 'migrations/sqlite'),
    push: false,
    // The site, `npm run jobs` and a migration can share one file: WAL lets readers go on while
    // one writes, and a writer waits for the lock (up to 5 s) instead of failing with SQLITE_BUSY.
    wal: true, // synchronous FULL: a stored submission survives a power cut
    busyTimeout: 5000,
  })
}

/**
 * nodemailer waits minutes by default for a server that accepts a connection and then stalls;
 * a mail job should give up sooner and retry. Values given in SMTP_URL's query win.
 */
function smtpTransportUrl(url: string): string {
  const parsed = new URL(url)
  const defaults = { connectionTimeout: '10000', greetingTimeout: '10000', socketTimeout: '60000' }
  for (const [name, value] of Object.entries(defaults)) if (!parsed.searchParams.has(name)) parsed.searchParams.set(name, value)
  return parsed.toString()
}

function sameToken(given: string | null, expected: string): boolean {
  if (!given || given.length !== expected.length) return false
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected))
}

export default buildConfig({
  // No serverURL: media URLs stay relative (/api/media/file/…), so pages work on any host name
  // and a build is not tied to the address it was made at.
  secret: resolveSecret(env),
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' · Vitrine admin' },
  },
  collections: [
    Pages,
    Posts,
    Categories,
    Media,
    Galleries,
    GalleryImages,
    Albums,
    GalleryTags,
    ImageComments,
    ImageRatings,
    PriceLists,
    ContactForms,
    FormSubmissions,
    Users,
  ],
  globals: [Site, GallerySettings],
  editor: lexicalEditor(),
  db: database(env),
  sharp,
  // Without SMTP_URL Payload only logs mail; the outbox then keeps contact form mail queued
  // with an error for the admin instead of pretending it went (mail-outbox.server.ts).
  email: env.SMTP_URL
    ? nodemailerAdapter({
        defaultFromAddress: env.MAIL_FROM ?? 'vitrine@localhost',
        defaultFromName: 'Vitrine',
        transport: createTransport(smtpTransportUrl(env.SMTP_URL)),
        // Start-up does not wait for the mail server: the outbox reports and retries each mail.
        skipVerify: true,
      })
    : undefined,
  jobs: {
    tasks: [...mailTasks, ...embedTasks],
    // Only the Next server runs the queue on a timer (started by src/instrumentation.ts); tests
    // and scripts run it themselves. NEXT_RUNTIME is set by Next's compiler, nowhere else.
    autoRun: () => (process.env.NEXT_RUNTIME === 'nodejs' ? [...mailAutoRun, ...embedAutoRun] : []),
  },
  graphQL: { disable: true },
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  endpoints: [
    {
      // Scripts outside the Next server cannot clear its page cache; they ask it here.
      path: '/revalidate',
      method: 'post',
      handler: async (req) => {
        const allowed = Boolean(req.user) || sameToken(req.headers.get('x-vitrine-revalidate'), revalidateToken(req.payload.secret))
        if (!allowed) return Response.json({ error: 'Sign in as an admin to clear the page cache.' }, { status: 401 })
        revalidatePath('/', 'layout')
        return Response.json({ revalidated: true })
      },
    },
  ],
})
