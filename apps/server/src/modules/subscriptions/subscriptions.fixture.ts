import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { authHeader, buildTestApp, createUser, loginAs, type TestApp } from '../../../test/harness.ts';
import { rowsOf } from '../../db/client.ts';
import { showrooms } from '../../db/schema/index.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { runSubscriptionBilling } from './billing-run.service.ts';

export const CARD_4242 = {
  card_number: '4242 4242 4242 4242',
  name_on_Card: 'Carla Pro',
  exp_date: '12/34',
  cvv: '123',
};
export const DAY_MS = 86_400_000;

/** A test app with a Contractor who owns a coloured showroom, signed in. */
export async function subscriptionTestApp(t?: TestApp) {
  const app = t ?? (await buildTestApp());
  const pro = await createUser(app.db, { type: 'Contractor', fullName: 'Carla Pro' });
  const vsdId = `SUB${randomBytes(3).toString('hex').toUpperCase().slice(0, 5)}`;
  await app.db
    .insert(showrooms)
    .values({ userId: pro.id, vsdId, companyName: 'Carla Builds', themeColor: '#b45309' });
  const auth = authHeader(await loginAs(app.app, pro.email));
  return { t: app, pro, vsdId, auth };
}
export type SubscriptionFixture = Awaited<ReturnType<typeof subscriptionTestApp>>;

let keys = 0;
export const subscribeAs = (
  f: { t: TestApp },
  headers: Record<string, string>,
  payload: Record<string, unknown>,
  key: string | null = `sub-key-${++keys}`,
) =>
  f.t.app.inject({
    method: 'POST',
    url: '/api/pro/subscription',
    headers: key ? { ...headers, 'idempotency-key': key } : headers,
    payload,
  });

export const call = (
  f: { t: TestApp },
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
) => f.t.app.inject({ method, url, headers });

/** The billing job's work at `now`, with the app's provider (or another). */
export const runBilling = (f: { t: TestApp }, now: Date, payments: PaymentProvider = f.t.app.payments) =>
  runSubscriptionBilling({ db: f.t.db, payments, now, link: 'http://localhost:3000/pro/subscription' });

/** What the provider's book holds: sandbox charges (succeeded and refused) by key prefix. */
export async function providerCharges(f: { t: TestApp }, prefix: string) {
  return rowsOf<{ key: string; error_code: string | null }>(
    await f.t.db.execute(
      sql`select idempotency_key as key, error_code from sandbox_operations where kind = 'charge' and idempotency_key like ${`${prefix}%`} order by idempotency_key`,
    ),
  );
}

export async function invoicesOf(f: { t: TestApp }, userId: number) {
  return rowsOf<{ number: string; status: string; attempts: number; amount_cents: number }>(
    await f.t.db.execute(
      sql`select number, status, attempts, amount_cents from subscription_invoices where user_id = ${userId} order by id`,
    ),
  );
}

export async function mailsTo(f: { t: TestApp }, email: string) {
  return rowsOf<{ subject: string }>(
    await f.t.db.execute(sql`select subject from outbox_mails where "to" = ${email} order by id`),
  ).map((m) => m.subject);
}

/** The subscription's period end, as the billing job compares it. */
export async function periodEndOf(f: { t: TestApp }, userId: number): Promise<Date> {
  const [row] = rowsOf<{ end: string | Date }>(
    await f.t.db.execute(
      sql`select current_period_end as end from subscriptions where user_id = ${userId} and kind = 'plan' order by id desc limit 1`,
    ),
  );
  return new Date(row.end);
}

/** The provider key of the pro's latest invoice (its charges go under `<key>:<attempt>`). */
export async function latestInvoiceKey(f: { t: TestApp }, userId: number): Promise<string> {
  const [row] = rowsOf<{ key: string }>(
    await f.t.db.execute(
      sql`select provider_key as key from subscription_invoices where user_id = ${userId} order by id desc limit 1`,
    ),
  );
  return row.key;
}
