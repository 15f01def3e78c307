import { defineConfig } from 'vitest/config';

/**
 * One Vitest run, several projects: pure rules, the web app in jsdom, and the server's integration tests
 * twice — on PGlite always, and on a real PostgreSQL when TEST_DATABASE_URL is set.
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
  },
});

const withPostgres = !!process.env.TEST_DATABASE_URL;
/** Browser journeys run when scripts/test.mjs found Chromium and built the web app. */
const withBrowser = !!process.env.E2E_CHROMIUM;

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./test/setup.ts'],
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
