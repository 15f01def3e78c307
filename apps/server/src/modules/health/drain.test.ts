import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/harness.ts';
import { startServer } from '../../../test/server-process.ts';
import { type DatabaseHandle, rawClient } from '../../db/client.ts';

/**
 * Issue 27 point 7: on SIGTERM the real server (main.ts) turns not-ready for DRAIN_SECONDS while still
 * answering, then closes and exits. PostgreSQL only (a process of its own needs a database it can share).
 */
describe.runIf(process.env.TEST_DB === 'pg')('draining on SIGTERM', { timeout: 180_000 }, () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await freshDatabase();
  });
  afterAll(() => handle?.close());

  it('answers ready 503 (draining) but keeps serving for DRAIN_SECONDS, then exits cleanly', async () => {
    const url = (rawClient(handle.db) as pg.Pool).options.connectionString as string;
    const logs: string[] = [];
    const { base, child } = await startServer(url, {
      env: { DRAIN_SECONDS: '2', LOG_LEVEL: 'info' },
      onOutput: (text) => logs.push(text),
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);

    const signalled = Date.now();
    child.kill('SIGTERM');
    let ready: Response | undefined;
    for (let i = 0; i < 20; i++) {
      ready = await fetch(`${base}/api/health/ready`);
      if (ready.status === 503) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(ready?.status).toBe(503);
    expect(await ready?.json()).toMatchObject({ data: { status: 'draining', database: 'up' } });
    // Still serving what the proxy sent before it noticed.
    expect((await fetch(`${base}/api/menu_category`)).status).toBe(200);

    expect(await exited).toBe(0);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(2000);
    expect(logs.join('')).toContain('server draining');
  });
});
