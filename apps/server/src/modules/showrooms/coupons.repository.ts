import type { Coupon } from '@app/domain/catalog/pricing';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';

/** Why a code gives no discount: the showroom has no such coupon, it is not active now, or it is used up. */
export type CouponRefusal = 'unknown' | 'lapsed' | 'used_up';

/**
 * A coupon code looked up in a project's showroom: `coupon` holds its terms (and `id`) when it applies now;
 * otherwise `refusal` says why not.
 */
export type CouponLookup = { code: string } & (
  | { coupon: Coupon; id: number; refusal?: never }
  | { coupon: null; id?: never; refusal: CouponRefusal }
);

type CouponRow = {
  code: string;
  id: number | null;
  kind: string | null;
  percent_bps: number | null;
  amount_cents: number | null;
  category_id: number | null;
  active: boolean | null;
  used_up: boolean | null;
};

/** A coupon's uses: its payment attempts that are paying or paid (a declined or abandoned one frees its use). */
const usesOf = (couponId: unknown) => sql`(select count(*) from payment_attempts a
  where a.coupon_id = ${couponId} and a.status in ('pending', 'completed'))`;

/**
 * `code` (case-insensitive), else the project's stored coupon_code, among the coupons of the project's
 * showroom (its pro, else its vsd_id): one round trip. Null when there is no code to look up.
 */
export async function lookupCoupon(
  db: Database,
  projectId: number,
  code: string | null,
): Promise<CouponLookup | null> {
  const [row] = rowsOf<CouponRow>(
    await db.execute(sql`with wanted as (
        select p.showroom_user_id, p.vsd_id, upper(coalesce(${code}::text, p.coupon_code)) as code
        from projects p where p.id = ${projectId}
      )
      select w.code, c.id, c.kind, c.percent_bps, c.amount_cents, c.category_id,
        (c.active = 1 and c.starts_at <= now() and (c.ends_at is null or c.ends_at > now())) as active,
        (c.max_uses is not null and ${usesOf(sql`c.id`)} >= c.max_uses) as used_up
      from wanted w
      left join lateral (
        select c.* from coupons c join showrooms s on s.id = c.showroom_id
        where upper(c.code) = w.code and case when w.showroom_user_id is not null
          then s.user_id = w.showroom_user_id else s.vsd_id = w.vsd_id end
        order by c.active desc, c.id limit 1
      ) c on true
      where w.code is not null`),
  );
  if (!row) return null;
  if (row.kind == null || row.id == null) return { code: row.code, coupon: null, refusal: 'unknown' };
  if (row.active !== true) return { code: row.code, coupon: null, refusal: 'lapsed' };
  if (row.used_up === true) return { code: row.code, coupon: null, refusal: 'used_up' };
  const categoryId = row.category_id == null ? null : Number(row.category_id);
  const coupon: Coupon =
    row.kind === 'percent'
      ? { kind: 'percent', percentBps: Number(row.percent_bps ?? 0), categoryId }
      : { kind: 'fixed', amountCents: Number(row.amount_cents ?? 0), categoryId };
  return { code: row.code, coupon, id: Number(row.id) };
}

/**
 * Takes one use of a coupon for an order being placed, inside the placement's transaction: the coupon's row
 * is locked, so concurrent placements count one after the other and never exceed max_uses. False when it
 * is used up (or gone). The use is the payment attempt the caller then writes with the coupon's id.
 */
export async function claimCouponUse(db: Database, couponId: number): Promise<boolean> {
  const [row] = rowsOf<{ max_uses: number | null }>(
    await db.execute(sql`select max_uses from coupons where id = ${couponId} for update`),
  );
  if (!row) return false;
  if (row.max_uses == null) return true;
  const [count] = rowsOf<{ n: number }>(await db.execute(sql`select ${usesOf(couponId)}::int as n`));
  return Number(count?.n ?? 0) < Number(row.max_uses);
}
