import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const started: Array<{ child: ChildProcess; dir: string }> = [];

/** Stops a process and everything under it (the server runs in its own session under `script`). */
function killTree(pid: number) {
  const children = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).stdout.split('\n');
  for (const child of children.filter(Boolean)) killTree(Number(child));
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/** Starts the real server on an empty embedded database and collects its stdout until it says it is ready. */
function startServer(onTerminal: boolean): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'start-output-'));
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: dir,
    PORT: '0',
    SEED_DEMO: 'false',
    PAYOUT_SCHEDULE: 'false',
    LOG_LEVEL: 'info',
  };
  const server = `${process.execPath} --import tsx apps/server/src/main.ts`;
  // `script` gives the server a pseudo-terminal, as `npm start` in a shell does.
  // Each start leads its own process group, so the end of the test stops the server under `script` too.
  const child = onTerminal
    ? spawn('script', ['-qfec', server, '/dev/null'], { cwd: root, env, detached: true })
    : spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: root,
        env,
        detached: true,
      });
  started.push({ child, dir });
  return new Promise((resolve, reject) => {
    let out = '';
    // Generous: two servers migrate an empty database at once, and on a busy CI machine that took over 60 s
    // (~32 s when quiet). The test is about what the start prints, not how fast.
    const timer = setTimeout(() => reject(new Error(`no ready line in: ${out}`)), 150_000);
    child.stdout?.on('data', (chunk) => {
      out += String(chunk);
      if (/ready|Remodel Market on/.test(out)) {
        clearTimeout(timer);
        setTimeout(() => resolve(out), 200);
      }
    });
  });
}

afterAll(() => {
  for (const { child, dir } of started.splice(0)) {
    if (child.pid) killTree(child.pid);
    rmSync(dir, { recursive: true, force: true });
  }
});

// The start's output does not depend on the database: the PostgreSQL project skips it. Both starts run at once.
describe
  .skipIf(process.env.TEST_DB === 'pg')
  .concurrent("the server's start output", { timeout: 180_000 }, () => {
    it('on a terminal: one line per phase and the ready block, no JSON', async () => {
      const out = (await startServer(true)).replace(/\r/g, '');
      expect(out).toMatch(/✓ migrate {3}PGlite \(embedded\) in .*, schema up to date \(\d+\.\d s\)/);
      expect(out).toMatch(/✓ uploads {3}disk \/.*\/objects\n/);
      expect(out).toContain('✓ ready     http://localhost:0');
      expect(out).toContain('Dev mailbox (sign-in codes, reset links): http://localhost:0/dev/mailbox');
      expect(out).not.toContain('"level"');
    });

    it('on a pipe (a log collector): JSON lines, as before', async () => {
      const out = await startServer(false);
      const lines = out.trim().split('\n');
      for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
      const messages = lines.map((l) => String(JSON.parse(l).msg));
      expect(messages.some((m) => m.startsWith('migrate: PGlite (embedded) in '))).toBe(true);
      expect(messages.some((m) => /^uploads: disk \/.*\/objects$/.test(m))).toBe(true);
      expect(messages.some((m) => m.startsWith('Remodel Market on http://localhost:0 (PGlite'))).toBe(true);
    });
  });
