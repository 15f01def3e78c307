import type { EstimateLine } from '@app/domain/estimates/estimate-line';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { designVersions, notifications, productSizes, projectActivity } from '../../db/schema/index.ts';
import { CARD_OK } from '../orders/orders.fixture.ts';
import { type EstimateFixture, estimateTestApp, permitLine, type Who } from './estimates.fixture.ts';

const DEPOSIT = { kind: 'percent', bps: 3_000 } as const;
const SIGNED = { signature: 'Ann Lee', payment: CARD_OK };
const DECLINED_CARD = { ...CARD_OK, card_number: '4000 0000 0000 0341' };

/**
 * The homeowner approves an estimate (issue 25 point 4): the quote before paying, then a typed-name
 * signature and one charge — the order of every material line plus the deposit on the pro's work — that
 * places one multi-vendor order, credits the deposit to the pro, and freezes the version.
 */
describe('approving an estimate with its deposit', () => {
  let f: EstimateFixture;

  beforeAll(async () => {
    f = await estimateTestApp();
  });
  afterAll(() => f.t.close());

  /** A new estimate drafted from the room with a 30% deposit and sent: its url and version 1. */
  async function sentEstimate() {
    const drafted = (await f.draft({ deposit: DEPOSIT })).json().data;
    const url = `/api/project/${f.projectId}/estimates/${drafted.id}`;
    expect((await f.call('POST', `${url}/send`, 'pro', { version: 1 })).statusCode).toBe(200);
    return {
      url,
      id: drafted.id as number,
      v1: drafted.versions[0] as { lines: EstimateLine[]; totals: Record<string, number> },
    };
  }
  const approve = (
    url: string,
    key: string | null,
    body: unknown = { version: 1, ...SIGNED },
    who: Who = 'owner',
  ) =>
    f.t.app.inject({
      method: 'POST',
      url: `${url}/approve`,
      headers: { ...f.auth[who], ...(key ? { 'idempotency-key': key } : {}) },
      payload: body as object,
    });
  const count = async (query: ReturnType<typeof sql>) =>
    Number(rowsOf<{ n: number }>(await f.t.db.execute(query))[0].n);
  const charges = () => count(sql`select count(*)::int as n from sandbox_operations where kind = 'charge'`);

  it('quotes what approving costs today: the materials as an order, its tax and shipping, the deposit, due now', async () => {
    const { url, v1 } = await sentEstimate();
    const res = await f.call('GET', `${url}/approval?version=1`, 'owner');
    expect(res.statusCode).toBe(200);
    const quote = res.json().data;
    const materials = v1.lines.filter((l) => l.kind === 'material');
    expect(quote).toMatchObject({
      version: 1,
      materials_cents: v1.totals.materials_cents,
      deposit_cents: v1.totals.deposit_cents,
      material_lines: materials.length,
      ship_to: { state: 'CA', city: 'Oakland' },
      blockers: [],
    });
    expect(quote.deposit_cents).toBeGreaterThan(0);
    expect(quote.order_cents).toBe(quote.materials_cents + quote.tax_cents + quote.shipping_cents);
    expect(quote.due_cents).toBe(quote.order_cents + quote.deposit_cents);
  });

  it('approves: one charge of order + deposit, one order of every material line naming the estimate and design', async () => {
    const { url, id, v1 } = await sentEstimate();
    const quote = (await f.call('GET', `${url}/approval?version=1`, 'owner')).json().data;
    const before = await charges();
    const res = await approve(url, 'approve-1');
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(res.json().message).toBe('The estimate is approved.');
    expect(data.charge_cents).toBe(quote.due_cents);
    expect(data.deposit_cents).toBe(v1.totals.deposit_cents);
    expect(data.estimate).toMatchObject({ view: 'client', status: 'approved' });
    expect(data.estimate.versions[0].approval).toMatchObject({
      signature: 'Ann Lee',
      approved_by: { user_id: f.ids.owner, name: 'Ann Lee' },
      order: data.order,
      deposit_cents: v1.totals.deposit_cents,
    });
    expect(await charges()).toBe(before + 1);
    const [charge] = rowsOf<{ amount_cents: string }>(
      await f.t.db.execute(
        sql`select amount_cents from sandbox_operations where kind = 'charge' order by created_at desc limit 1`,
      ),
    );
    expect(Number(charge.amount_cents)).toBe(quote.due_cents);

    // The order: every material line at the estimate's price, to the cent; each item names design and version.
    const order = (await f.call('GET', `/api/orders/${data.order.id}`, 'owner')).json().data;
    const materials = v1.lines.filter((l) => l.kind === 'material');
    expect(order.items).toHaveLength(materials.length);
    expect(order.subtotal_cents).toBe(v1.totals.materials_cents);
    expect(order.charge_cents).toBe(quote.order_cents);
    for (const item of order.items) expect(item.design).toEqual({ id: f.designId, version: 1 });
    const [row] = rowsOf<{
      estimate_id: number;
      estimate_version: number;
      deposit_cents: string;
      project_id: number;
    }>(
      await f.t.db.execute(
        sql`select estimate_id, estimate_version, deposit_cents, project_id from orders where id = ${data.order.id}`,
      ),
    );
    expect([row.estimate_id, row.estimate_version, Number(row.deposit_cents), row.project_id]).toEqual([
      id,
      1,
      v1.totals.deposit_cents,
      f.projectId,
    ]);

    // The ledger: the order's movement balances, and the deposit is the pro's, pending, on no item.
    const balance = await count(
      sql`select coalesce(sum(amount_cents), 0)::int as n from ledger_entries where order_id = ${data.order.id}`,
    );
    expect(balance).toBe(0);
    const customer = await count(sql`select -sum(amount_cents)::int as n from ledger_entries
      where order_id = ${data.order.id} and account_type = 'customer'`);
    expect(customer).toBe(quote.due_cents);
    const deposit = await count(sql`select sum(amount_cents)::int as n from ledger_entries
      where order_id = ${data.order.id} and account_type = 'contractor' and account_id = ${f.ids.pro}
      and order_item_id is null and available_at > now()`);
    expect(deposit).toBe(v1.totals.deposit_cents);

    // Frozen: the design version is kept, the pro can no longer change or send it; the pro is told.
    const [kept] = await f.t.db
      .select({ frozen: designVersions.frozen })
      .from(designVersions)
      .where(and(eq(designVersions.designId, f.designId), eq(designVersions.version, 1)));
    expect(kept.frozen).toBe(true);
    const changed = await f.call('POST', `${url}/versions`, 'pro', { base_version: 1, lines: v1.lines });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe('The estimate is approved and can no longer be changed.');
    const told = await f.t.db.select().from(notifications).where(eq(notifications.userId, f.ids.pro));
    expect(told.map((n) => n.title)).toContain('Ann Lee approved the estimate');
    const timeline = await f.t.db
      .select({ kind: projectActivity.kind })
      .from(projectActivity)
      .where(eq(projectActivity.projectId, f.projectId));
    expect(timeline.map((a) => a.kind)).toContain('estimate_approved');
    // The pro reads the signature on their copy.
    const pro = (await f.call('GET', url, 'pro')).json().data;
    expect(pro.versions[0].approval).toMatchObject({ signature: 'Ann Lee', order: data.order });

    // The same request again under the key: the same order, no second charge; another body: 409.
    const replay = await approve(url, 'approve-1');
    expect([replay.statusCode, replay.json().data.order]).toEqual([200, data.order]);
    expect(await charges()).toBe(before + 1);
    const other = await approve(url, 'approve-1', { version: 1, ...SIGNED, signature: 'Someone Else' });
    expect(other.statusCode).toBe(409);
    // A new key once approved: 409, the approved copy; nothing charged.
    const late = await approve(url, 'approve-1b');
    expect(late.statusCode).toBe(409);
    expect(late.json().current.status).toBe('approved');
    expect(await charges()).toBe(before + 1);
  });

  it('only the homeowner approves: the pro and designer 403, strangers 404, no token 401, no key 422', async () => {
    const { url } = await sentEstimate();
    for (const who of ['pro', 'designer'] as const) {
      expect((await approve(url, `k-${who}`, undefined, who)).statusCode).toBe(403);
      expect((await f.call('GET', `${url}/approval?version=1`, who)).statusCode).toBe(403);
    }
    for (const who of ['otherPro', 'otherOwner'] as const) {
      expect((await approve(url, `k-${who}`, undefined, who)).statusCode).toBe(404);
      expect((await f.call('GET', `${url}/approval?version=1`, who)).statusCode).toBe(404);
    }
    expect((await f.call('POST', `${url}/approve`, null, { version: 1, ...SIGNED })).statusCode).toBe(401);
    const keyless = await approve(url, null);
    expect(keyless.statusCode).toBe(422);
    expect(keyless.json().errors).toHaveProperty('Idempotency-Key');
    // None of it charged or approved anything.
    expect((await f.call('GET', url, 'owner')).json().data.status).toBe('sent');
  });

  it('refuses a bad signature, a NUL byte, another state than the version was taxed for, a stale version', async () => {
    const { url } = await sentEstimate();
    const blank = await approve(url, 'bad-1', { version: 1, ...SIGNED, signature: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.signature).toEqual(['Type your full name to sign.']);
    const nul = await approve(url, 'bad-2', { version: 1, ...SIGNED, signature: 'Ann\u0000Lee' });
    expect(nul.statusCode).toBe(422);
    expect(nul.json().errors).toHaveProperty('signature');
    const far = await approve(url, 'bad-3', {
      version: 1,
      ...SIGNED,
      ship_to: { street: '1 Pike St', city: 'Seattle', state: 'WA', zip_code: '98101' },
    });
    expect(far.statusCode).toBe(422);
    expect(far.json().errors['ship_to.state'][0]).toMatch(/^This version was priced for delivery in CA\./);
    const stale = await approve(url, 'bad-4', { version: 2, ...SIGNED });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('This version of the estimate is not waiting for your answer.');
    // The key of a refused request is free again: the good request under it approves.
    expect((await approve(url, 'bad-3')).statusCode).toBe(201);
  });

  it('a price changed since the version: the quote names it, approving is 409 and charges nothing', async () => {
    const { url, v1 } = await sentEstimate();
    const material = v1.lines.find((l) => l.kind === 'material' && l.category !== 'supplies')!;
    const [size] = await f.t.db
      .select({ price: productSizes.vendorPriceCents })
      .from(productSizes)
      .where(eq(productSizes.id, material.product!.sizeId));
    await f.t.db
      .update(productSizes)
      .set({ vendorPriceCents: size.price + 500 })
      .where(eq(productSizes.id, material.product!.sizeId));
    try {
      const quote = (await f.call('GET', `${url}/approval?version=1`, 'owner')).json().data;
      const words = `The price of ${material.description} has changed since this version. Ask your pro for a new version.`;
      expect(quote.blockers).toEqual([words]);
      const before = await charges();
      const res = await approve(url, 'price-1');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(words);
      expect(res.json().current.status).toBe('sent');
      expect(await charges()).toBe(before);
    } finally {
      await f.t.db
        .update(productSizes)
        .set({ vendorPriceCents: size.price })
        .where(eq(productSizes.id, material.product!.sizeId));
    }
  });

  it('a declined card: 422 in the provider’s words, the estimate waits again unsigned; another card approves', async () => {
    const { url } = await sentEstimate();
    const declined = await approve(url, 'card-1', {
      version: 1,
      signature: 'Ann Lee',
      payment: DECLINED_CARD,
    });
    expect(declined.statusCode).toBe(422);
    expect(declined.json().errors.card_number).toEqual(['Your card was declined.']);
    const now = (await f.call('GET', url, 'owner')).json().data;
    expect(now.status).toBe('sent');
    expect(now.versions[0].approval).toBeNull();
    const ok = await approve(url, 'card-1', { version: 1, ...SIGNED });
    expect(ok.statusCode).toBe(201);
  });

  it('nothing to pay (no material, no deposit): the signature approves it, nothing is charged; a replay is 409', async () => {
    const drafted = (await f.draft()).json().data;
    const url = `/api/project/${f.projectId}/estimates/${drafted.id}`;
    const v2 = await f.call('POST', `${url}/versions`, 'pro', {
      base_version: 1,
      lines: [permitLine(0)],
      deposit: { kind: 'percent', bps: 0 },
    });
    expect(v2.statusCode).toBe(201);
    expect((await f.call('POST', `${url}/send`, 'pro', { version: 2 })).statusCode).toBe(200);
    const before = await charges();
    const res = await approve(url, 'free-1', {
      version: 2,
      signature: 'Ann Lee',
      payment: { saved_card: true },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ order: null, charge_cents: 0, deposit_cents: 0 });
    expect(res.json().data.estimate.versions[0].approval).toMatchObject({ payment: 'none', order: null });
    expect(await charges()).toBe(before);
    const replay = await approve(url, 'free-1', {
      version: 2,
      signature: 'Ann Lee',
      payment: { saved_card: true },
    });
    expect(replay.statusCode).toBe(409);
    expect(replay.json().current.status).toBe('approved');
  });
});
