import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { createTransport } from 'nodemailer'
import { buildConfig, type DatabaseAdapterObj } from 'payload'
import sharp from 'sharp'

import { accountsPlugin } from './features/accounts/index.server'
import { blogPlugin } from './features/blog/index.server'
import { dashboardPlugin } from './features/dashboard/index.server'
import { codeEditorPlugin } from './features/code-editor/index.server'
import { contactFormPlugin, exposeSmtpTransport, mailAutoRun, noMailTransportAdapter } from './features/contact-form/index.server'
import { embedAutoRun, embedsPlugin } from './features/embeds/index.server'
import { galleryPlugin } from './features/gallery/index.server'
import { instagramAutoRun, instagramPlugin } from './features/instagram/index.server'
import { lightboxPlugin } from './features/lightbox/index.server'
import { mediaPlugin, mediaVisibilityPlugin } from './features/media/index.server'
import { moderationPlugin } from './features/moderation/index.server'
import { pagesPlugin } from './features/pages/index.server'
import { previewPlugin } from './features/preview/index.server'
import { postCommentsPlugin } from './features/post-comments/index.server'
import { socialFeedPlugin } from './features/social-feed/index.server'
import { sitePlugin } from './features/site/index.server'
import { widgetsPlugin } from './features/widgets/index.server'
import { restLimitsPlugin } from './cms/rest-limits'
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

const mailSender = { defaultFromAddress: env.MAIL_FROM ?? 'vitrine@localhost', defaultFromName: 'Vitrine' }
const smtpTransport = env.SMTP_URL ? createTransport(smtpTransportUrl(env.SMTP_URL)) : null

export default buildConfig({
  // No serverURL: media URLs stay relative (/api/media/file/…), so pages work on any host name
  // and a build is not tied to the address it was made at.
  secret: resolveSecret(env),
  admin: {
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' · Vitrine admin' },
    components: {
      // Names, landmarks and Tab order that Payload's own markup lacks (decision 042).
      providers: ['/cms/admin/a11y-repairs.client#AdminA11yRepairs'],
    },
  },
  // Each capability adds its collections, globals, endpoints and jobs; the admin lists the
  // collections in this order.
  plugins: [
    sitePlugin(),
    pagesPlugin(),
    blogPlugin(),
    widgetsPlugin(),
    mediaPlugin(),
    galleryPlugin(),
    lightboxPlugin(),
    embedsPlugin(),
    // After galleryPlugin: the import dialog and the token's hooks go on its galleries.
    instagramPlugin(),
    contactFormPlugin(),
    accountsPlugin(),
    // After the plugins whose collections it shares index names with, so theirs keep their names.
    postCommentsPlugin(),
    // The screen where editors approve visitors' comments on photos and posts (no collections of its own).
    moderationPlugin(),
    socialFeedPlugin(),
    dashboardPlugin(),
    // After every plugin that adds content: it finds the collections and globals that use uploads.
    mediaVisibilityPlugin(),
    // After the plugins that add pages, posts and galleries: their live preview and Preview button.
    previewPlugin(),
    // After every plugin that adds fields: each code and JSON field loads its editor from our origin.
    codeEditorPlugin(),
    // Last: it adds its rules to every collection the plugins above added.
    restLimitsPlugin(),
  ],
  editor: lexicalEditor(),
  db: database(env),
  sharp,
  // Always an adapter, so Payload never falls back to its console stand-in (and its warning).
  // With SMTP_URL, nodemailer, its transport exposed so the contact form's outbox can hold back
  // the end of each message until it may commit (decision 022). Without, 'none' sends nothing
  // and logs one line per message; the outbox then keeps contact form mail queued with an error
  // for the admin (mail-outbox.server.ts).
  email: smtpTransport
    ? exposeSmtpTransport(
        nodemailerAdapter({
          ...mailSender,
          transport: smtpTransport,
          // Start-up does not wait for the mail server: the outbox reports and retries each mail.
          skipVerify: true,
        }),
        smtpTransport,
      )
    : noMailTransportAdapter(mailSender),
  jobs: {
    // Tasks come from the plugins (mail outbox, embed resolution).
    // Only the Next server runs the queue on a timer (started by src/instrumentation.ts); tests
    // and scripts run it themselves. NEXT_RUNTIME is set by Next's compiler, nowhere else.
    autoRun: () => (process.env.NEXT_RUNTIME === 'nodejs' ? [...mailAutoRun, ...embedAutoRun, ...instagramAutoRun] : []),
  },
  graphQL: { disable: true },
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
})
