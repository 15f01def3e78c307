import { eq, inArray, sql } from 'drizzle-orm';
import { taxBpsOf } from '../../modules/orders/order-pricing.ts';
import { DatabaseBook } from '../../modules/payments/sandbox-book.repository.ts';
import { SandboxPaymentProvider } from '../../modules/payments/sandbox-provider.ts';
import { readSetting } from '../../modules/settings/settings.repository.ts';
import { shippingChargeCents } from '../../modules/settings/settings.service.ts';
import { type Database, rowsOf } from '../client.ts';
import { settings, showrooms } from '../schema/index.ts';
import { historyBuyers } from './order-history/homeowners.ts';
import { applyItemHistory } from './order-history/item-history.ts';
import { type Checkout, placePastOrder, type Showroom } from './order-history/place-past-order.ts';
import { type PoolProduct, type ProductPools, planHistory } from './order-history/plan.ts';

/** Marks the demo order history as seeded: it is created once per database, whatever happens to it later. */
export const ORDER_HISTORY_MARKER = 'internal.seed.order_history';
/** Serialises this seed between processes sharing one PostgreSQL. */
const HISTORY_LOCK = 727_005;
/** Whose brands every other order buys from (brand-vendors.ts), so the vendor portal has a history. */
const DEMO_VENDOR = 'vendor@demo.test';
/** The card the history's orders were paid with (the sandbox's always-succeeding test card). */
const HISTORY_CARD = {
  number: '4242424242424242',
  expMonth: 12,
  expYear: 2034,
  cvc: '123',
  nameOnCard: 'Hannah Homeowner',
};

/** How many products, evenly spaced by id across the catalogue, the pools are drawn from. */
const SAMPLE = 360;

/**
 * The products the history buys: of SAMPLE products spaced evenly by id across the catalogue (every
 * department; the same catalogue gives the same pools, read by primary key, not by a scan), the listed
 * ones whose default size costs $15 to $1,500 (an ordinary remodelling purchase) — the demo vendor's and
 * the other brands'.
 */
async function productPools(tx: Database): Promise<ProductPools> {
  const rows = rowsOf<{
    product_id: number;
    colors: string[];
    size_id: number;
    min_qty: number;
    demo: boolean;
  }>(
    await tx.execute(sql`with ids as (
        select generate_series(min(id), max(id), greatest(1, (max(id) - min(id)) / ${SAMPLE})) as id
        from products
      )
      select p.id as product_id, p.colors, s.id as size_id, s.min_qty, u.email = ${DEMO_VENDOR} as demo
      from ids join products p on p.id = ids.id
      join brands b on b.id = p.brand_id
      join users u on u.id = b.vendor_user_id
      join lateral (select s.id, s.min_qty from product_sizes s where s.product_id = p.id
        order by s.position, s.id limit 1) s on true
      where p.listed and p.default_vendor_price_cents between 1500 and 150000
      order by p.id`),
  );
  const pool = (demo: boolean): PoolProduct[] =>
    rows
      .filter((r) => r.demo === demo)
      .map((r) => ({
        productId: Number(r.product_id),
        sizeId: Number(r.size_id),
        minQty: Number(r.min_qty),
        colors: r.colors ?? [],
      }));
  return { demoVendor: pool(true), others: pool(false) };
}

async function checkoutOf(tx: Database): Promise<Checkout> {
  const payments = new SandboxPaymentProvider({ book: new DatabaseBook(tx) });
  const card = await payments.tokenizeCard(HISTORY_CARD);
  const rates = await readSetting(tx, 'sales_tax_bps_by_state');
  const table = rates && typeof rates === 'object' ? (rates as Record<string, unknown>) : {};
  return {
    payments,
    token: card.token,
    taxBpsOf: (state) => taxBpsOf(table[state.toUpperCase()]),
    shippingCents: await shippingChargeCents(tx),
  };
}

/**
 * The demo order history (order-history/plan.ts): about eight weeks of orders by the demo homeowner and six
 * more homeowners at DEMO2026 and BAYPRO01, placed, priced, charged and fulfilled by the same rules and
 * repositories as the real ones, each row dated when it happened — so the portals' dashboards, charts,
 * order lists and payouts show a history on a fresh start. Runs once per database (marker + advisory lock,
 * one transaction: two processes create one history); nothing happens, and it is tried again on the next
 * start, while the catalogue, the demo accounts or their showrooms are missing. Answers the orders created.
 */
export async function seedOrderHistory(db: Database, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${HISTORY_LOCK})`);
    const [done] = await tx.select().from(settings).where(eq(settings.key, ORDER_HISTORY_MARKER));
    if (done) return 0;
    const rooms = await tx
      .select({ userId: showrooms.userId, vsdId: showrooms.vsdId })
      .from(showrooms)
      .where(inArray(showrooms.vsdId, ['DEMO2026', 'BAYPRO01']));
    const showroom = (vsdId: string) => rooms.find((r) => r.vsdId === vsdId) as Showroom | undefined;
    const pools = await productPools(tx);
    if (rooms.length < 2 || pools.others.length < 3) return 0;
    const buyers = await historyBuyers(tx);
    if (buyers.length === 0) return 0;
    const checkout = await checkoutOf(tx);
    const plan = planHistory(now, pools, buyers.length);
    for (const planned of plan) {
      const room = showroom(planned.showroom) as Showroom;
      const placed = await placePastOrder(tx, checkout, planned, buyers[planned.buyer], room);
      for (const [i, item] of placed.entries()) {
        await applyItemHistory(tx, checkout.payments, item, planned.steps[i]);
      }
    }
    await tx.insert(settings).values({ key: ORDER_HISTORY_MARKER, value: now.toISOString() });
    return plan.length;
  });
}
