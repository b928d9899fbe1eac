import path from 'node:path'
import { configDefaults, defineConfig } from 'vitest/config'

const postgresUrl = process.env.TEST_DATABASE_URL

export default defineConfig({
  test: {
    // CI also writes a JSON report, from which .ci/run prints the closing "N passed, N failed" line.
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'test-results.json' }]] : ['default'],
    // Vitest's default is one worker less than the cores: one on a 2-core machine. The API files spend much of their
    // time waiting on PostgreSQL, and the browser files on Chromium and their server: two files run side by side, of
    // any project (three browser files at once were slower than two on two cores).
    maxWorkers: 2,
    projects: [
      { test: { name: 'core', include: ['packages/core/test/**/*.test.ts'] } },
      // The project rules of scripts/lint/, each run on a fixture tree that breaks it.
      {
        // The fixture trees hold files named like tests on purpose (the rules must skip tests): data, not tests.
        test: {
          name: 'lint',
          include: ['scripts/lint/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'scripts/lint/fixtures/**'],
          // Each case starts node and parses or cruises a whole tree: seconds, many on a busy machine.
          testTimeout: 90_000,
        },
      },
      {
        // The web app's `@/` alias, as its Vite config has it.
        resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
        test: { name: 'web', include: ['apps/web/src/**/*.test.ts', 'apps/web/build/**/*.test.ts'] },
      },
      {
        test: {
          name: 'api-pglite',
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/src/test/pglite-template.setup.ts'],
          // Tests of concurrent connections: PGlite has one.
          exclude: [...configDefaults.exclude, 'apps/server/src/**/*.postgres.test.ts'],
          env: { TEST_DB: 'pglite' },
          // The files share their worker's loaded modules (the server's graph took 2-3 s to load per file): each
          // still opens its own database and app, and nothing a test sets may outlive its file.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'api-postgres',
                include: ['apps/server/src/**/*.test.ts'],
                // Tests of the embedded database's own commands (DATA_DIR): PGlite only, run once by api-pglite.
                exclude: [...configDefaults.exclude, 'apps/server/src/**/*.pglite.test.ts'],
                env: { TEST_DB: 'postgres' },
                // As api-pglite's.
                isolate: false,
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
            {
              // The benchmarks' own data: the scale data set at a small size, on PostgreSQL.
              test: {
                name: 'bench',
                include: ['bench/src/**/*.test.ts'],
                env: { TEST_DB: 'postgres' },
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['e2e/tests/**/*.test.ts'],
          globalSetup: ['e2e/src/seeded-data.setup.ts'],
          // expect.poll waits 1 s by default; on a loaded 2-core CI a report took longer to render its first rows.
          // As long as the harness's STEP_TIMEOUT_MS, so a screen's wait is the same whichever helper waits for it.
          expect: { poll: { timeout: 20_000 } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
