import { formatUsd } from '@app/domain/money/cents';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderItems, orders, outboxMails } from '../../db/schema/index.ts';
import { JOBS, jobHandlers } from '../../jobs/jobs.ts';
import { orderMailsIdle, queueNewOrderMails } from './order-mails.ts';
import {
  CARD_OK,
  type OrderFixture,
  orderTestApp,
  placeAnnOrder,
  placeOrder,
  SHIP_CA,
} from './orders.fixture.ts';

/**
 * A new order's mails: the homeowner's receipt and each vendor's notice of its items, queued once per order
 * whoever gets there first (the placing request, a retry, the order-mails job, two nodes at once).
 */
let f: OrderFixture;
beforeAll(async () => {
  f = await orderTestApp();
});
afterAll(async () => {
  await f?.t.close();
});

const receiptSubject = (n: string) => `Receipt for your order ${n} — Remodel Market`;
/** The mails about order `n`, once the mailing its placement started after the answer has ended. */
async function mailsAbout(n: string) {
  await orderMailsIdle(f.t.db);
  return (await f.t.db.select().from(outboxMails)).filter((m) => m.subject.includes(` ${n}`));
}

/** What a crash between writing the order and queueing its mails leaves: the order, unmailed, no mails. */
async function forgetMails(o: { id: number; number: string }) {
  const ids = (await mailsAbout(o.number)).map((m) => m.id);
  if (ids.length) await f.t.db.delete(outboxMails).where(inArray(outboxMails.id, ids));
  await f.t.db.update(orders).set({ mailedAt: null }).where(eq(orders.id, o.id));
}

describe('a new order’s mails', () => {
  it('the homeowner gets a receipt of every line and the charge; each vendor only its items, without money', async () => {
    const o = await placeAnnOrder(f, 'mails-1', [
      { hash: f.a.hash, qty: 2 },
      { hash: f.b.hash, qty: 3 },
    ]);
    const mails = await mailsAbout(o.number);
    const receipt = mails.filter((m) => m.subject === receiptSubject(o.number));
    expect(receipt).toHaveLength(1);
    expect(receipt[0].to).toBe(f.ann.email);
    const text = receipt[0].text;
    for (const item of o.items) {
      expect(text).toContain(`${item.qty} × ${item.product_name}`);
      expect(text).toContain(`from ${item.vendor_name}: ${formatUsd(item.list_total_cents)}`);
    }
    expect(text).toContain(`Total: ${formatUsd(o.charge_cents)}`);
    expect(text).toContain(`Tax: ${formatUsd(o.tax_cents)}`);
    expect(text).toContain('It ships to 1 Market St, San Francisco, CA 94105.');
    expect(text).toContain(`/your_orders?order=${o.number}`);
    expect(receipt[0].html).toContain('<table');
    // The lines at list price add up to the subtotal shown, and the totals to the charge.
    const subtotal = o.items.reduce(
      (s: number, i: { list_total_cents: number }) => s + i.list_total_cents,
      0,
    );
    expect(text).toContain(`Subtotal: ${formatUsd(subtotal)}`);

    const vendorMails = mails.filter((m) => m.subject.startsWith(`New order ${o.number}:`));
    expect(vendorMails.map((m) => m.to).sort()).toEqual([f.vendorA.email, f.vendorB.email].sort());
    const [nameA, nameB] = [o.items[0].product_name, o.items[1].product_name];
    const toA = vendorMails.find((m) => m.to === f.vendorA.email)!;
    const toB = vendorMails.find((m) => m.to === f.vendorB.email)!;
    expect(toA.subject).toBe(`New order ${o.number}: 1 item to fulfil — Remodel Market`);
    expect(toA.text).toContain(`2 × ${nameA}`);
    expect(toA.text).not.toContain(nameB);
    expect(toB.text).toContain(`3 × ${nameB}`);
    expect(toB.text).not.toContain(nameA);
    for (const m of vendorMails) {
      expect(`${m.subject} ${m.text} ${m.html}`).not.toMatch(/\$\s?\d/);
      expect(m.text).toContain('/vendor/orders');
    }
  });

  it('a retry under the same Idempotency-Key mails nobody again', async () => {
    const o = await placeAnnOrder(f, 'mails-2', [{ hash: f.a.hash, qty: 1 }]);
    const before = (await mailsAbout(o.number)).length;
    expect(before).toBe(2);
    const again = await placeOrder(f, f.annAuth, 'mails-2', { payment: CARD_OK, ship_to: SHIP_CA });
    expect(again.statusCode).toBe(200);
    expect(await mailsAbout(o.number)).toHaveLength(before);
  });

  it('an order whose writer died before its mails gets them from the order-mails job, once', async () => {
    const o = await placeAnnOrder(f, 'mails-3', [{ hash: f.b.hash, qty: 1 }]);
    await forgetMails(o);
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const run = jobHandlers({
      db: f.t.db,
      payments: f.t.app.payments,
      mailer: f.t.app.mailer,
      log,
      payouts: false,
      appUrl: 'https://market.example',
    })[JOBS.orderMails.queue];
    await run();
    await run();
    const mails = await mailsAbout(o.number);
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [receiptSubject(o.number), `New order ${o.number}: 1 item to fulfil — Remodel Market`].sort(),
    );
    expect(mails.find((m) => m.to === f.ann.email)?.text).toContain(
      `https://market.example/your_orders?order=${o.number}`,
    );
    // The job delivered them too (without SMTP: shown in the dev mailbox).
    expect(mails.every((m) => m.sentAt !== null)).toBe(true);
    expect(log.info).toHaveBeenCalledWith({ mailed: 1 }, 'new orders mailed');
  });

  it('two nodes mailing the same order at once queue its mails once', async () => {
    const o = await placeAnnOrder(f, 'mails-4', [
      { hash: f.a.hash, qty: 1 },
      { hash: f.b.hash, qty: 1 },
    ]);
    await forgetMails(o);
    const counts = await Promise.all([
      queueNewOrderMails(f.t.db, 'https://a.example', [o.id]),
      queueNewOrderMails(f.t.db, 'https://b.example'),
      queueNewOrderMails(f.t.db, 'https://c.example', [o.id]),
    ]);
    expect(counts.reduce((s, n) => s + n, 0)).toBe(1);
    const mails = await mailsAbout(o.number);
    expect(mails.filter((m) => m.subject === receiptSubject(o.number))).toHaveLength(1);
    expect(mails.filter((m) => m.subject.startsWith(`New order ${o.number}:`))).toHaveLength(2);
  });

  it('an order with no vendor on file still gets its receipt; a name with markup is escaped in the HTML', async () => {
    const o = await placeAnnOrder(f, 'mails-5', [{ hash: f.a.hash, qty: 1 }]);
    await forgetMails(o);
    await f.t.db
      .update(orderItems)
      .set({ vendorUserId: null, productName: '<b>Tile</b> & "Trim"' })
      .where(eq(orderItems.orderId, o.id));
    expect(await queueNewOrderMails(f.t.db, 'https://market.example', [o.id])).toBe(1);
    const mails = await mailsAbout(o.number);
    expect(mails.map((m) => m.to)).toEqual([f.ann.email]);
    expect(mails[0].text).toContain('1 × <b>Tile</b> & "Trim"');
    expect(mails[0].html).toContain('&lt;b&gt;Tile&lt;/b&gt; &amp; &quot;Trim&quot;');
    expect(mails[0].html).not.toContain('<b>Tile');
  });
});
