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

export default withPayload(nextConfig, { devBundleServerPackages: false })
