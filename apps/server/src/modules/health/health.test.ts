import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers ok when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { status: 'ok', database: 'up' } });
  });
});

describe('GET /api/health and /api/health/ready with the database down', () => {
  it('answers 503 with database down', async () => {
    const { buildApp } = await import('../../app.ts');
    const { testConfig } = await import('../../../test/harness.ts');
    const downDb = { execute: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')) };
    const app = await buildApp({ config: testConfig(), db: downDb as never, logger: false });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        message: 'The database is not reachable.',
        data: { status: 'error', database: 'down' },
      });
      expect(res.body).not.toContain('ECONNREFUSED');
      // Readiness too: the proxy takes the node out.
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        message: 'The database is not reachable.',
        data: { status: 'down', database: 'down', replica: null },
      });
      expect(ready.body).not.toContain('ECONNREFUSED');
    } finally {
      await app.close();
    }
  });
});

describe('GET /api/health/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 with the pools and no replica while the primary answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ status: 'ready', database: 'up', replica: null });
    if (t.kind === 'pg') expect(data.pools.primary).toEqual(expect.objectContaining({ waiting: 0 }));
    else expect(data.pools).toEqual({ primary: null, replica: null });
  });

  it('answers 503 once draining, while /api/health (liveness) stays 200', async () => {
    t.app.drain.begin();
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      message: 'This server is shutting down.',
      data: { status: 'draining', database: 'up' },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
