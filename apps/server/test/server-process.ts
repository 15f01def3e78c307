import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from './pg-cluster.ts';

const root = join(import.meta.dirname, '../../..');

/**
 * The real server (main.ts) on `databaseUrl` in a process of its own, answering once /api/health does. `env`
 * adds to or overrides the defaults; `onOutput` hears its stdout (JSON log lines).
 */
export async function startServer(
  databaseUrl: string,
  opts: { env?: Record<string, string>; onOutput?: (text: string) => void } = {},
): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: base,
      APP_SECRET: 'two-processes-secret-0123456789',
      SEED_DEMO: 'false',
      PAYOUT_SCHEDULE: 'false',
      LOG_LEVEL: 'error',
      ...opts.env,
    },
    stdio: ['ignore', opts.onOutput ? 'pipe' : 'ignore', 'inherit'],
  });
  child.stdout?.on('data', (chunk) => opts.onOutput?.(String(chunk)));
  for (const until = Date.now() + 120_000; Date.now() < until; ) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { base, child };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start within 120 s');
}

/** SIGTERM, then SIGKILL after 15 s; resolves once the process has exited. */
export const stopServer = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
