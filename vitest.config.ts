import path from 'node:path'

import { defineConfig } from 'vitest/config'

const root = import.meta.dirname

const alias = {
  '@payload-config': path.join(root, 'src/payload.config.ts'),
  '@': path.join(root, 'src'),
  // Tests run server modules directly; Next's own bundle resolves this marker to the same file.
  'server-only': path.join(root, 'node_modules/server-only/empty.js'),
}

/** The integration suite, on one database adapter: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
const integration = (databaseKind: 'sqlite' | 'postgres') => ({
  resolve: { alias },
  test: {
    name: `integration-${databaseKind}`,
    include: ['src/**/*.int.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/setup/database.ts'],
    setupFiles: ['tests/setup/integration-env.ts'],
    provide: { databaseKind },
    // One database per run: files take turns so SQLite never sees two writers.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.mjs'],
          exclude: ['src/**/*.int.test.ts'],
          environment: 'node',
        },
      },
      integration('sqlite'),
      ...(process.env.TEST_DATABASE_URL ? [integration('postgres')] : []),
    ],
  },
})
