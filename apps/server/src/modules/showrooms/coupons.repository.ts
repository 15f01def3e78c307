import type { Coupon } from '@app/domain/catalog/pricing';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';

/**
 * A coupon code looked up in a project's showroom: `coupon` holds its terms when it applies now; otherwise
 * `lapsed` says whether the showroom has it at all (inactive, not started or ended) or not.
 */
export type CouponLookup = { code: string } & (
  | { coupon: Coupon; lapsed?: never }
  | { coupon: null; lapsed: boolean }
);

type CouponRow = {
  code: string;
  kind: string | null;
  percent_bps: number | null;
  amount_cents: number | null;
  active: boolean | null;
};

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
      select w.code, c.kind, c.percent_bps, c.amount_cents,
        (c.active = 1 and c.starts_at <= now() and (c.ends_at is null or c.ends_at > now())) as active
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
  if (row.kind == null || row.active !== true)
    return { code: row.code, coupon: null, lapsed: row.kind != null };
  const coupon: Coupon =
    row.kind === 'percent'
      ? { kind: 'percent', percentBps: Number(row.percent_bps ?? 0) }
      : { kind: 'fixed', amountCents: Number(row.amount_cents ?? 0) };
  return { code: row.code, coupon };
}
