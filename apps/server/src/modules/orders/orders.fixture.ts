import { asc, eq, sql } from 'drizzle-orm';
import { authHeader, createUser, loginAs, loginAsVerifiedAdmin } from '../../../test/harness.ts';
import { rowsOf } from '../../db/client.ts';
import { brands, products } from '../../db/schema/index.ts';
import { type CartFixture, call, cartTestApp } from '../projects/projects.fixture.ts';
import { orderMailsIdle } from './order-mails.ts';

export const CARD_OK = {
  card_number: '4242 4242 4242 4242',
  name_on_Card: 'Ann Home',
  exp_date: '12/34',
  cvv: '123',
};
export const SHIP_CA = { street: '1 Market St', city: 'San Francisco', state: 'CA', zip_code: '94105' };

/**
 * The cart fixture plus two vendors, each owning one brand: `a` is the showroom's 30% product (brand of
 * vendor A), `b` a product of another brand outside the 20% category (showroom default 15%, vendor B); an
 * admin; and helpers to fill Ann's cart and place orders.
 */
export async function orderTestApp() {
  const f = await cartTestApp();
  const db = f.t.db;
  const [a] = await db
    .select({ id: products.id, hash: products.hash, brandId: products.brandId })
    .from(products)
    .where(eq(products.id, f.special.id));
  const [b] = await db
    .select({ id: products.id, hash: products.hash, brandId: products.brandId })
    .from(products)
    .where(sql`${products.brandId} <> ${a.brandId} and ${products.categoryId} <> ${f.leaf.id}`)
    .orderBy(asc(products.id))
    .limit(1);
  const vendorA = await createUser(db, { type: 'Vendor', fullName: 'Vera Vendor' });
  const vendorB = await createUser(db, { type: 'Vendor', fullName: 'Otto Vendor' });
  const admin = await createUser(db, { type: 'Admin', fullName: 'Ada Admin' });
  await db.update(brands).set({ vendorUserId: vendorA.id }).where(eq(brands.id, a.brandId));
  await db.update(brands).set({ vendorUserId: vendorB.id }).where(eq(brands.id, b.brandId));
  const auth = {
    vendorA: authHeader(await loginAs(f.t.app, vendorA.email)),
    vendorB: authHeader(await loginAs(f.t.app, vendorB.email)),
    admin: authHeader(await loginAsVerifiedAdmin(f.t.app, admin.email)),
  };
  return { ...f, a, b, vendorA, vendorB, admin, auth };
}
export type OrderFixture = Awaited<ReturnType<typeof orderTestApp>>;

/** Fills a user's cart in showroom TESTRM01: 2 × product a, 3 × product b. */
export async function fillCart(
  f: OrderFixture | CartFixture,
  headers: Record<string, string>,
  lines: { hash: string; qty: number }[],
) {
  for (const line of lines) {
    const res = await call(
      f as CartFixture,
      'POST',
      '/api/projectCart/sync_to_cart',
      { product: line.hash, qty: line.qty, vsd_id: 'TESTRM01' },
      headers,
    );
    if (res.statusCode !== 200) throw new Error(`sync_to_cart ${res.statusCode} ${res.body}`);
  }
}

/** POST /api/orders; answers once the order's mails, queued after the answer, are too (order-mails.ts). */
export async function placeOrder(
  f: OrderFixture,
  headers: Record<string, string>,
  key: string | null,
  payload: Record<string, unknown>,
) {
  const res = await f.t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: key == null ? headers : { ...headers, 'idempotency-key': key },
    payload,
  });
  await orderMailsIdle(f.t.db);
  return res;
}

export async function countRows(f: OrderFixture, table: 'orders' | 'order_items' | 'ledger_entries') {
  const [row] = rowsOf<{ n: number }>(
    await f.t.db.execute(sql.raw(`select count(*)::int as n from ${table}`)),
  );
  return Number(row.n);
}

/** Fills Ann's cart with `lines` and places it (card 4242…, shipped to CA); throws unless 201. The order. */
export async function placeAnnOrder(f: OrderFixture, key: string, lines: { hash: string; qty: number }[]) {
  await fillCart(f, f.annAuth, lines);
  const res = await placeOrder(f, f.annAuth, key, { payment: CARD_OK, ship_to: SHIP_CA });
  if (res.statusCode !== 201) throw new Error(`POST /api/orders ${res.statusCode} ${res.body}`);
  return res.json().data;
}
