import { defineConfig } from 'vitest/config';

/**
 * One Vitest run, several projects: pure rules, the web app in jsdom, and the server's integration tests
 * twice — on PGlite always, and on a real PostgreSQL when TEST_DATABASE_URL is set.
 *
 * `isolate: false` (not for the browser journeys): a worker imports the app's modules once and runs file after
 * file, instead of a fresh process per file. Importing the server took ~2.6 s a file, more than most files'
 * tests; without it the server tests take about half the time, the web tests a fifth. What a file could leave
 * behind is per app or undone at the end of each file: each test app has its own database and caches keyed by
 * it (or by its DATA_DIR), Vitest restores `vi.spyOn` after each file, and apps/web/test/setup.ts puts back
 * timers, stubbed globals and the URL. A module-level cache must be keyed by the app's database or DATA_DIR.
 */
const serverProject = (name: string, db: 'pglite' | 'pg') => ({
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: db, NODE_ENV: 'test' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    isolate: false,
  },
});

const withPostgres = !!process.env.TEST_DATABASE_URL;
/** Browser journeys run when scripts/test.mjs found Chromium and built the web app. */
const withBrowser = !!process.env.E2E_CHROMIUM;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./test/setup.ts'],
          isolate: false,
          // A page test renders whole routes in jsdom: seconds on a loaded two-core machine, not the 5 s default.
          testTimeout: 20_000,
        },
      },
      serverProject('server-pglite', 'pglite'),
      ...(withPostgres ? [serverProject('server-pg', 'pg')] : []),
      ...(withBrowser
        ? [
            {
              test: {
                name: 'e2e',
                root: 'e2e',
                include: ['**/*.e2e.ts'],
                environment: 'node',
                globalSetup: ['./global-setup.ts'],
                fileParallelism: false,
                testTimeout: 120_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
    ],
  },
});
