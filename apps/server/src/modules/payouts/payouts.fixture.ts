import { sql } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { authHeader, loginAs } from '../../../test/harness.ts';
import { rowsOf } from '../../db/client.ts';
import { type OrderFixture, orderTestApp, placeAnnOrder } from '../orders/orders.fixture.ts';

/** The orders fixture plus the showroom's pro (`owner`, a Contractor) signed in. */
export async function payoutTestApp() {
  const f = await orderTestApp();
  const proAuth = authHeader(await loginAs(f.t.app, f.owner.email));
  return { ...f, proAuth };
}
export type PayoutFixture = Awaited<ReturnType<typeof payoutTestApp>>;

let n = 0;
/**
 * Ann orders 2 × a and 1 × b from the pro's showroom, paid at `paidAt` (the clock is set back only while the
 * order is placed, so its profit matures 46 business days after that). Answers the order and the pro's share.
 */
export async function placePaidOrder(f: OrderFixture, paidAt?: Date) {
  if (paidAt) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(paidAt);
  }
  try {
    const placed = await placeAnnOrder(f, `payout-order-${++n}`, [
      { hash: f.a.hash, qty: 2 },
      { hash: f.b.hash, qty: 1 },
    ]);
    // The admin's read: the homeowner's answer carries no markup (money by role).
    const read = await f.t.app.inject({
      method: 'GET',
      url: `/api/orders/${placed.id}`,
      headers: f.auth.admin,
    });
    const order = read.json().data as {
      id: number;
      items: { id: number; contractor_markup_amt: number; qty: number }[];
    };
    return { order, proCents: await contractorCents(f, order.id) };
  } finally {
    if (paidAt) vi.useRealTimers();
  }
}

/** The pro's share of one order, as its charge entries wrote it. */
export async function contractorCents(f: OrderFixture, orderId: number) {
  const [row] = rowsOf<{ s: number }>(
    await f.t.db.execute(sql`select coalesce(sum(amount_cents), 0)::int as s from ledger_entries
      where order_id = ${orderId} and account_type = 'contractor' and kind = 'charge'`),
  );
  return Number(row.s);
}

/** Sum of the whole ledger, and of its payout entries: both must stay 0. */
export async function ledgerSums(f: OrderFixture) {
  const [row] = rowsOf<{ all: number; payouts: number }>(
    await f.t.db.execute(sql`select coalesce(sum(amount_cents), 0)::int as all,
      coalesce(sum(amount_cents) filter (where kind = 'payout'), 0)::int as payouts from ledger_entries`),
  );
  return { all: Number(row.all), payouts: Number(row.payouts) };
}

export const DAY_MS = 86_400_000;

/** Ten payout runs at once, as admins pressing the button together: 5 new run ids, 5 retries of one. */
export async function tenConcurrentRuns(f: OrderFixture) {
  const results = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      f.t.app.inject({
        method: 'POST',
        url: '/api/payouts/run',
        headers: f.auth.admin,
        payload: i % 2 ? { run_id: 'same-run' } : {},
      }),
    ),
  );
  return results.map((r) => r.statusCode);
}

/**
 * A retry of the same run may send the pending payout's transfer again while the first request is still
 * settling it (a crash looks the same): always with the payout's idempotency key, so the provider makes one
 * transfer however many times it is asked. `transfer` is a spy on the provider's transfer.
 */
export async function expectOneTransfer(transfer: {
  mock: { calls: Array<[{ idempotencyKey: string }]>; results: Array<{ value: unknown }> };
}) {
  expect(transfer.mock.calls.length).toBeGreaterThan(0);
  expect(new Set(transfer.mock.calls.map(([req]) => req.idempotencyKey)).size).toBe(1);
  const answers = await Promise.allSettled(
    transfer.mock.results.map((r) => r.value as Promise<{ id: string }>),
  );
  const made = answers.flatMap((a) => (a.status === 'fulfilled' ? [a.value.id] : []));
  expect(new Set(made).size).toBe(1);
}
