import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Tests build into their own folder so a test run never replaces the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // A checkout whose node_modules is a link to another folder (a git worktree sharing one
  // install) needs Turbopack's root above both: VITRINE_TURBOPACK_ROOT=/that/parent.
  ...(process.env.VITRINE_TURBOPACK_ROOT ? { turbopack: { root: process.env.VITRINE_TURBOPACK_ROOT } } : {}),
  reactStrictMode: true,
  images: { unoptimized: true },
  // `npm test` type-checks the whole tree (app, scripts and tests) with tsc; the build does not
  // repeat it.
  typescript: { ignoreBuildErrors: true },
}

const config = withPayload(nextConfig, { devBundleServerPackages: false })

/**
 * Payload asks every page of the site for the visitor's colour scheme (Accept-CH, Vary and
 * Critical-CH on `/:path*`) to theme its admin. Critical-CH makes Chromium request a page a second
 * time on a first visit, and the Vary splits every shared cache: only the admin needs them.
 */
const payloadHeaders = config.headers
config.headers = async () =>
  (await payloadHeaders()).map((rule) =>
    rule.source === '/:path*' && rule.headers.some((header) => header.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule,
  )

export default config
