import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import {
  CARD_OK,
  countRows,
  fillCart,
  type OrderFixture,
  orderTestApp,
  placeOrder,
  SHIP_CA,
} from './orders.fixture.ts';

/** Double clicks and retries on a real PostgreSQL: one key, fifty parallel placements. */
describe.skipIf(process.env.TEST_DB !== 'pg')('POST /api/orders under concurrency (PostgreSQL)', () => {
  let f: OrderFixture;
  beforeAll(async () => {
    f = await orderTestApp();
    await fillCart(f, f.annAuth, [
      { hash: f.a.hash, qty: 2 },
      { hash: f.b.hash, qty: 1 },
    ]);
  });
  afterAll(() => f.t.close());

  it('50 parallel placements with one Idempotency-Key give 1 order and 1 charge', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        placeOrder(f, f.annAuth, 'same-key', { payment: CARD_OK, ship_to: SHIP_CA }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 200)).toHaveLength(49);
    expect(new Set(results.map((r) => r.json().data.id)).size).toBe(1);
    expect(await countRows(f, 'orders')).toBe(1);
    // Requests that find the attempt pending send its charge again under its key: the provider charges once.
    const [charges] = rowsOf<{ n: number }>(
      await f.t.db.execute(sql`select count(*)::int as n from sandbox_operations where kind = 'charge'`),
    );
    expect(Number(charges.n)).toBe(1);
  });
});
