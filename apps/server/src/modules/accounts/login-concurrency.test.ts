import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../test/harness.ts';
import { throttleEvents } from '../../db/schema/index.ts';
import { KNOWN_DEVICE_COOKIE } from './known-device.ts';
import { ACCOUNT_FREE_FAILURES } from './login-throttle.ts';

/** A burst of parallel guesses on a real PostgreSQL: the limit is checked and recorded as one step. */
describe.skipIf(process.env.TEST_DB !== 'pg')('POST /api/login under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('300 parallel wrong passwords from one address let 5 through (and one per delay run out); the owner still signs in from a known device', async () => {
    const user = await createUser(t.db);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
      remoteAddress: '10.9.0.2',
    });
    const device = first.cookies.find((c) => c.name === KNOWN_DEVICE_COOKIE)?.value ?? '';
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
    // The account's backoff (5 failures, then 1 s, 2 s… after the last) is checked and recorded in the same
    // step: 5 get through at once, and one more each time a delay runs out while the burst lasts.
    const checked = codes.filter((c) => c === 422).length;
    expect(checked).toBeGreaterThanOrEqual(ACCOUNT_FREE_FAILURES);
    expect(checked).toBeLessThanOrEqual(ACCOUNT_FREE_FAILURES + 3);
    expect(codes.filter((c) => c === 429)).toHaveLength(300 - checked);
    const pair = await t.db.select().from(throttleEvents).where(like(throttleEvents.key, 'login:pair:%'));
    expect(pair).toHaveLength(checked);

    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
      remoteAddress: '10.9.0.2',
      cookies: { [KNOWN_DEVICE_COOKIE]: device },
    });
    expect(owner.statusCode).toBe(200);
  });
});
