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

describe('GET /api/health with the database down', () => {
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
    } finally {
      await app.close();
    }
  });
});
