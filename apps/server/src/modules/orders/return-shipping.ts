import { DEFAULT_RETURN_SHIPPING_CENTS } from '@app/domain/shared/constants';
import type { Database } from '../../db/client.ts';
import { readSetting } from '../settings/settings.repository.ts';

/**
 * Return shipping in cents (setting `return_shipping_cents`, else DEFAULT_RETURN_SHIPPING_CENTS): the
 * customer pays it, deducted from a return's refund as the restocking fee (product.md "Money").
 */
export async function returnShippingCents(db: Database): Promise<number> {
  const cents = Number((await readSetting(db, 'return_shipping_cents')) ?? DEFAULT_RETURN_SHIPPING_CENTS);
  return Number.isFinite(cents) && cents >= 0 ? Math.round(cents) : DEFAULT_RETURN_SHIPPING_CENTS;
}
