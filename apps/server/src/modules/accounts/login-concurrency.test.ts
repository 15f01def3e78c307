import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../test/harness.ts';
import { throttleEvents } from '../../db/schema/index.ts';

/** A burst of parallel guesses on a real PostgreSQL: the limit is checked and recorded as one step. */
describe.skipIf(process.env.TEST_DB !== 'pg')('POST /api/login under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('300 parallel wrong passwords from one address let at most 10 through; the owner still signs in', async () => {
    const user = await createUser(t.db);
    const results = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: user.email, password: `wrong-${i}-pass` },
          remoteAddress: '10.9.0.1',
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 422)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(290);
    const pair = await t.db.select().from(throttleEvents).where(like(throttleEvents.key, 'login:pair:%'));
    expect(pair).toHaveLength(10);

    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
      remoteAddress: '10.9.0.2',
    });
    expect(owner.statusCode).toBe(200);
  });
});
