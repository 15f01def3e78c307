// The API nodes: the product's own main.ts, several processes on one database, behind nginx.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startGroup } from './processes.mjs';
import { waitForHttp } from './wait.mjs';

/**
 * Whether the server knows DATABASE_DIRECT_URL (issue 27's database topology): only then may DATABASE_URL go
 * through PgBouncer's transaction mode, since the older code keeps LISTEN connections, pg-boss sessions and
 * named prepared statements on DATABASE_URL, none of which survive transaction pooling.
 */
export const serverKnowsTopology = (root) =>
  readFileSync(join(root, 'apps/server/src/config.ts'), 'utf8').includes('DATABASE_DIRECT_URL');

/** Migrations and demo data, once, in a process of their own on the primary directly. */
export function migrateAndSeed(root, env) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/rig/migrate-seed.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 15 * 60_000,
  });
  if (run.status !== 0) throw new Error(`migrate + seed failed:\n${run.stdout}\n${run.stderr}`);
  return run.stdout.trim().split('\n');
}

/**
 * One API node on `port`: a process group named node-<n>, its own DATA_DIR, `env` shared by all nodes.
 * `start()` resolves once /api/health/ready answers; `crash()` is SIGKILL; `stop()` is SIGTERM (graceful).
 */
export function apiNode(rigDir, root, n, port, env) {
  const dataDir = join(rigDir, 'nodes', `node-${n}`);
  mkdirSync(dataDir, { recursive: true });
  const node = {
    n,
    port,
    url: `http://127.0.0.1:${port}`,
    group: null,
    pid: () => node.group?.child.pid,
    async start({ ms = 180_000 } = {}) {
      node.group = startGroup(
        rigDir,
        `node-${n}`,
        process.execPath,
        ['--import', 'tsx', 'apps/server/src/main.ts'],
        {
          cwd: root,
          env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
        },
      );
      // Readiness (issue 27 point 7: 503 while starting or draining); a server without it answers 404, also < 500.
      await waitForHttp(`${node.url}/api/health/ready`, { group: node.group, ms });
    },
    crash: () => node.group?.crash(),
    stop: () => node.group?.stop({ ms: 15_000 }),
  };
  return node;
}
