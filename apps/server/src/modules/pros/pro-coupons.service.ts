import {
  COUPON_CODE_TAKEN,
  COUPON_EXPIRED_MESSAGE,
  type CouponTerms,
  couponAboveMarkupMessage,
  couponStatus,
  type ProCoupon,
} from '@app/domain/pros/coupons';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { leafCategoryIds } from './markups.repository.ts';
import {
  couponMarkupLimit,
  deleteCoupon,
  insertCoupon,
  isPastDay,
  listCoupons,
  type ProCouponRow,
  updateCoupon,
} from './pro-coupons.repository.ts';
import { showroomOf } from './pro-showroom.ts';

const toProCoupon = (r: ProCouponRow): ProCoupon => {
  const row = {
    id: Number(r.id),
    code: r.code,
    kind: r.kind,
    percent_bps: r.percent_bps == null ? null : Number(r.percent_bps),
    amount_cents: r.amount_cents == null ? null : Number(r.amount_cents),
    category_id: r.category_id == null ? null : Number(r.category_id),
    category_name: r.category_name,
    expires_on: r.expires_on,
    max_uses: r.max_uses == null ? null : Number(r.max_uses),
    uses: Number(r.uses),
    active: r.active === true,
    created_at: r.created_at,
  };
  return { ...row, status: couponStatus(row, r.expired === true) };
};

/** GET /api/pro/coupons: the caller's own showroom's coupons, newest first. */
export async function readCoupons(db: Database, proId: number): Promise<{ coupons: ProCoupon[] }> {
  const showroom = await showroomOf(db, proId);
  return { coupons: (await listCoupons(db, showroom.id)).map(toProCoupon) };
}

/**
 * The rules a coupon's terms meet beyond their shape, each on its field (422, nothing written): a category
 * products are filed under, a last day not past, and a percent no higher than the lowest markup of what it
 * applies to (spec point 1: a coupon cannot exceed the markup).
 */
async function checkTerms(db: Database, showroomId: number, t: CouponTerms) {
  const errors: Record<string, string[]> = {};
  if (t.category_id != null && !(await leafCategoryIds(db, [t.category_id])).has(t.category_id)) {
    errors.category_id = ['The selected category is invalid.'];
  }
  if (t.expires_on != null && (await isPastDay(db, t.expires_on)))
    errors.expires_on = [COUPON_EXPIRED_MESSAGE];
  if (t.percent_bps != null && !errors.category_id) {
    const limit = await couponMarkupLimit(db, showroomId, t.category_id);
    if (t.percent_bps > limit.bps)
      errors.percent_bps = [couponAboveMarkupMessage(limit.bps, limit.categoryName)];
  }
  if (Object.keys(errors).length > 0) throw AppError.invalid(errors);
}

async function oneCoupon(db: Database, showroomId: number, id: number): Promise<ProCoupon> {
  const [row] = await listCoupons(db, showroomId, id);
  if (!row) throw new AppError('not_found');
  return toProCoupon(row);
}

/** POST /api/pro/coupons. */
export async function createCoupon(db: Database, proId: number, t: CouponTerms): Promise<ProCoupon> {
  const showroom = await showroomOf(db, proId);
  await checkTerms(db, showroom.id, t);
  const id = await insertCoupon(db, showroom.id, t);
  if (id == null) throw AppError.invalid(fieldError('code', COUPON_CODE_TAKEN));
  return oneCoupon(db, showroom.id, id);
}

/** PUT /api/pro/coupons/{id}: another pro's coupon is 404, like one that does not exist. */
export async function changeCoupon(
  db: Database,
  proId: number,
  id: number,
  t: CouponTerms,
): Promise<ProCoupon> {
  const showroom = await showroomOf(db, proId);
  await oneCoupon(db, showroom.id, id);
  await checkTerms(db, showroom.id, t);
  const result = await updateCoupon(db, showroom.id, id, t);
  if (result === 'taken') throw AppError.invalid(fieldError('code', COUPON_CODE_TAKEN));
  if (result === 'missing') throw new AppError('not_found');
  return oneCoupon(db, showroom.id, id);
}

/** DELETE /api/pro/coupons/{id}. */
export async function removeCoupon(db: Database, proId: number, id: number): Promise<void> {
  const showroom = await showroomOf(db, proId);
  if (!(await deleteCoupon(db, showroom.id, id))) throw new AppError('not_found');
}
