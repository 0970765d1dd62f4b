/**
 * The layers of src/, checked by `npm test` (scripts/check-layers.mjs). A wrong import arrow
 * fails the test command. Drawing and reasons: docs/architecture.md, "Layers".
 *
 *   app/ (routes)  ──▶  features/<name>/  ──▶  cms/ (shared CMS helpers)  ──▶  lib/
 *        │                   ▲  one feature reaches another only through its index.ts
 *        └──▶ payload.config ┘  (client-safe) or index.server.ts (server-only)
 */

/** A feature's public faces. */
const publicFace = 'index(\\.server)?\\.tsx?$'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import circles anywhere: a circle means two modules are one concern, or a layer is upside down.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'lib-is-the-base',
      severity: 'error',
      comment: 'src/lib/ is used by everything and uses nothing of ours: no feature, no CMS helper, no route, not the Payload config.',
      from: { path: '^src/lib/' },
      to: { path: '^src/(features|cms|app)/|^src/payload\\.config\\.ts$' },
    },
    {
      name: 'cms-is-shared-helpers',
      severity: 'error',
      comment: 'src/cms/ holds only what features share (access, fields, hooks, seed): it imports no feature, route or config.',
      from: { path: '^src/cms/' },
      to: { path: '^src/(features|app)/|^src/payload\\.config\\.ts$' },
    },
    {
      name: 'features-below-app',
      severity: 'error',
      comment: 'Features never import routes, and never the Payload config (it is assembled from their plugins; routes hand them the Payload instance).',
      from: { path: '^src/features/' },
      to: { path: '^src/app/|^src/payload\\.config\\.ts$' },
    },
    {
      name: 'features-meet-through-their-public-face',
      severity: 'error',
      comment: "One feature reaches another only through that feature's index.ts or index.server.ts, never into its files.",
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/[^/]+/', pathNot: [`^src/features/$1/`, `^src/features/[^/]+/${publicFace}`] },
    },
    {
      name: 'routes-use-public-faces',
      severity: 'error',
      comment:
        "Routes and the Payload config reach a feature through its index.ts or index.server.ts. Payload's generated admin import map (importMap.js) names admin components by their files.",
      from: { path: '^src/app/|^src/payload\\.config\\.ts$|^src/instrumentation\\.ts$', pathNot: '^src/app/\\(payload\\)/admin/importMap\\.js$' },
      to: { path: '^src/features/[^/]+/', pathNot: `^src/features/[^/]+/${publicFace}` },
    },
    {
      name: 'client-never-reaches-server-code',
      severity: 'error',
      comment: "A client component ('use client', named *.client.tsx) must never pull a *.server.ts module into the browser bundle, even indirectly.",
      from: { path: '\\.client\\.tsx?$' },
      to: { path: '\\.server\\.tsx?$|(^|/)node_modules/server-only/', reachable: true },
    },
    {
      name: 'index-is-client-safe',
      severity: 'error',
      comment: "A feature's index.ts may be imported by client components: it must not reach server-only code (that goes in index.server.ts).",
      from: { path: '^src/features/[^/]+/index\\.tsx?$' },
      to: { path: '\\.server\\.tsx?$|(^|/)node_modules/server-only/', reachable: true },
    },
    {
      name: 'visitor-routes-carry-no-admin-code',
      severity: 'error',
      comment:
        "Visitor pages must not bundle the admin: no Payload admin UI, no admin route, no feature's admin components (the Payload config names those by path, it does not import them).",
      from: { path: '^src/app/\\(site\\)/' },
      to: { path: '(^|/)node_modules/@payloadcms/(ui|next)/|^src/app/\\(payload\\)/|^src/features/[^/]+/admin/.*\\.client\\.tsx?$', reachable: true },
    },
    {
      name: 'no-tests-in-production-code',
      severity: 'error',
      comment: 'Production modules never import a test, a fixture or the test setup.',
      from: { path: '^src/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '\\.test\\.tsx?$|^tests/' },
    },
  ],
  required: [
    {
      name: 'server-modules-import-server-only',
      severity: 'error',
      comment: "Every *.server.ts starts with import 'server-only', so a client import of it fails the build.",
      module: { path: '^src/.*\\.server\\.tsx?$', pathNot: '\\.test\\.tsx?$' },
      to: { path: '(^|/)node_modules/server-only/' },
    },
  ],
  options: {
    includeOnly: '^src/|^node_modules/(server-only|client-only|@payloadcms/(ui|next))/',
    exclude: { path: '^src/migrations/|^src/payload-types\\.ts$' },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
