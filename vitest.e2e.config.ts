import path from 'node:path'

import { defineConfig } from 'vitest/config'

/** Browser journeys against a running production server (see scripts/e2e.mjs). */
export default defineConfig({
  resolve: { alias: { '@': path.join(import.meta.dirname, 'src') } },
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.test.ts', 'tests/fuzz/**/*.test.ts', 'tests/restart/**/*.test.ts'],
    environment: 'node',
    // Journeys share one server and database; running them one at a time keeps them readable.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
})
