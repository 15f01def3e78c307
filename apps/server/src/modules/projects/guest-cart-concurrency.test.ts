import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import { projects } from '../../db/schema/index.ts';

/** A burst of new guest carts from one address on a real PostgreSQL: the limit holds under concurrency. */
describe.skipIf(process.env.TEST_DB !== 'pg')('new guest carts under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('100 parallel new carts from one address create 30', async () => {
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/projectCart/update_project_cart',
          payload: { name: `cart ${i}` },
          remoteAddress: '10.9.1.1',
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(30);
    expect(codes.filter((c) => c === 429)).toHaveLength(70);
    expect(await t.db.select().from(projects).where(isNull(projects.userId))).toHaveLength(30);
  });
});
