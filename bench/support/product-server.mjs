import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (bench/support/..). */
export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** A port nobody listens on right now. */
export const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** Polls `url` until it answers below 500; fails when `child` exits first or after `ms`. */
export async function waitFor(url, { child, ms = 60_000 } = {}) {
  const until = Date.now() + ms;
  for (;;) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {}
    if (Date.now() > until) throw new Error(`${url} did not start within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * The real product (apps/server/src/main.ts) in production mode on a free port, with `env` on top; resolves
 * once /api/health answers. `stop()` ends it and waits for the exit. `preload`: modules imported before it
 * (diagnosis, e.g. count-queries.mjs); `nodeArgs`: more node flags (e.g. --cpu-prof); `port`: this one instead
 * of a free one (a restart on the same address).
 */
export async function startProduct(env, { ms, preload = [], nodeArgs = [], port: fixedPort } = {}) {
  const port = fixedPort ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const imports = preload.flatMap((m) => ['--import', m]);
  const args = [...nodeArgs, ...imports, '--import', 'tsx', 'apps/server/src/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: base,
      LOG_LEVEL: 'error',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
  };
  try {
    await waitFor(`${base}/api/health`, { child, ms });
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, child, stop };
}
