import { MIN_MARKUP_BPS } from '@app/domain/catalog/pricing';
import type { CouponTerms } from '@app/domain/pros/coupons';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';

const TZ = 'America/Los_Angeles';

export type ProCouponRow = {
  id: number;
  code: string;
  kind: 'percent' | 'fixed';
  percent_bps: number | null;
  amount_cents: number | null;
  category_id: number | null;
  category_name: string | null;
  expires_on: string | null;
  max_uses: number | null;
  uses: number;
  active: boolean;
  expired: boolean;
  created_at: string;
};

/** A coupon's columns as its pro reads them; `expires_on` is the last day (Los Angeles) before `ends_at`. */
const couponColumns = sql`c.id, c.code, c.kind, c.percent_bps, c.amount_cents, c.category_id,
  k.name as category_name,
  to_char(((c.ends_at at time zone ${TZ}) - interval '1 day')::date, 'YYYY-MM-DD') as expires_on,
  c.max_uses, c.active = 1 as active, coalesce(c.ends_at <= now(), false) as expired,
  to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at,
  (select count(*)::int from payment_attempts a
    where a.coupon_id = c.id and a.status in ('pending', 'completed')) as uses`;

/** A showroom's coupons, newest first; with `id`, that one only. */
export async function listCoupons(db: Database, showroomId: number, id?: number): Promise<ProCouponRow[]> {
  return rowsOf<ProCouponRow>(
    await db.execute(sql`select ${couponColumns}
      from coupons c left join categories k on k.id = c.category_id
      where c.showroom_id = ${showroomId} ${id == null ? sql`` : sql`and c.id = ${id}`}
      order by c.created_at desc, c.id desc`),
  );
}

/** The end of a coupon's last day: midnight after it, Los Angeles time (null: no end). */
const endsAtOf = (expiresOn: string | null) =>
  expiresOn == null ? sql`null` : sql`((${expiresOn}::date + 1)::timestamp at time zone ${TZ})`;

/** Whether a last day is before today in Los Angeles. */
export async function isPastDay(db: Database, day: string): Promise<boolean> {
  const [row] = rowsOf<{ past: boolean }>(
    await db.execute(sql`select ${day}::date < (now() at time zone ${TZ})::date as past`),
  );
  return row?.past === true;
}

/**
 * The lowest markup (bps) of what a coupon applies to in a showroom, as the catalogue resolves markups
 * (product rule → category rule → showroom default; never below 10%): over the whole showroom, or over one
 * category (its rule or the default, and its products' own rules). With the category's name.
 */
export async function couponMarkupLimit(
  db: Database,
  showroomId: number,
  categoryId: number | null,
): Promise<{ bps: number; categoryName: string | null }> {
  const [row] = rowsOf<{ bps: number; category_name: string | null }>(
    await db.execute(sql`select greatest(${MIN_MARKUP_BPS}, least(
        ${
          categoryId == null
            ? sql`s.default_markup_bps, (select min(r.markup_bps) from markup_rules r where r.showroom_id = s.id)`
            : sql`coalesce((select r.markup_bps from markup_rules r where r.showroom_id = s.id
                and r.category_id = ${categoryId} and r.product_id is null), s.default_markup_bps),
              (select min(r.markup_bps) from markup_rules r join products p on p.id = r.product_id
                where r.showroom_id = s.id and p.category_id = ${categoryId})`
        })) as bps,
        (select name from categories where id = ${categoryId}::int) as category_name
      from showrooms s where s.id = ${showroomId}`),
  );
  return { bps: Number(row?.bps ?? MIN_MARKUP_BPS), categoryName: row?.category_name ?? null };
}

const termColumns = (t: CouponTerms) => ({
  code: t.code,
  kind: t.kind,
  percent_bps: t.percent_bps,
  amount_cents: t.amount_cents,
  category_id: t.category_id,
  max_uses: t.max_uses,
  active: t.active ? 1 : 0,
});

/** Inserts a coupon; null when the showroom already has one with this code (any case). */
export async function insertCoupon(db: Database, showroomId: number, t: CouponTerms): Promise<number | null> {
  const c = termColumns(t);
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into coupons
        (showroom_id, code, kind, percent_bps, amount_cents, category_id, max_uses, active, ends_at)
      values (${showroomId}, ${c.code}, ${c.kind}, ${c.percent_bps}, ${c.amount_cents}, ${c.category_id},
        ${c.max_uses}, ${c.active}, ${endsAtOf(t.expires_on)})
      on conflict (showroom_id, upper(code)) do nothing
      returning id`),
  );
  return row ? Number(row.id) : null;
}

/**
 * Updates a coupon of the showroom: 'missing' when it has none with this id, 'taken' when another of its
 * coupons has the new code.
 */
export async function updateCoupon(
  db: Database,
  showroomId: number,
  id: number,
  t: CouponTerms,
): Promise<'updated' | 'missing' | 'taken'> {
  const c = termColumns(t);
  const [clash] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from coupons
      where showroom_id = ${showroomId} and upper(code) = ${c.code} and id <> ${id}`),
  );
  if (clash) return 'taken';
  const updated = rowsOf<{ id: number }>(
    await db.execute(sql`update coupons set code = ${c.code}, kind = ${c.kind}, percent_bps = ${c.percent_bps},
        amount_cents = ${c.amount_cents}, category_id = ${c.category_id}, max_uses = ${c.max_uses},
        active = ${c.active}, ends_at = ${endsAtOf(t.expires_on)}
      where id = ${id} and showroom_id = ${showroomId} returning id`),
  );
  return updated.length > 0 ? 'updated' : 'missing';
}

/** Deletes a coupon of the showroom (orders keep its code); false when it has none with this id. */
export async function deleteCoupon(db: Database, showroomId: number, id: number): Promise<boolean> {
  const deleted = rowsOf<{ id: number }>(
    await db.execute(sql`delete from coupons where id = ${id} and showroom_id = ${showroomId} returning id`),
  );
  return deleted.length > 0;
}
