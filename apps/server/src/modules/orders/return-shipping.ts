import { DEFAULT_RETURN_SHIPPING_CENTS } from '@app/domain/shared/constants';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';

/**
 * Return shipping in cents (setting `return_shipping_cents`, else DEFAULT_RETURN_SHIPPING_CENTS): the
 * customer pays it, deducted from a return's refund as the restocking fee (product.md "Money").
 */
export async function returnShippingCents(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, 'return_shipping_cents'));
  const cents = Number(row?.value ?? DEFAULT_RETURN_SHIPPING_CENTS);
  return Number.isFinite(cents) && cents >= 0 ? Math.round(cents) : DEFAULT_RETURN_SHIPPING_CENTS;
}
