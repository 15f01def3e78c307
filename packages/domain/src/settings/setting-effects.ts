import { platformFeeCents } from '../catalog/pricing.ts';
import { formatBps } from '../format/percent.ts';
import { applyBps, formatUsd } from '../money/cents.ts';

/** The example price the console explains each setting with: $100.00. */
export const EXAMPLE_CENTS = 10_000;

/** 'A $100.00 item costs the homeowner $105.00 with a 5% fee, before the pro's markup and sales tax.' */
export function platformFeeEffect(feeBps: number): string {
  const fee = platformFeeCents(EXAMPLE_CENTS, feeBps);
  return `A ${formatUsd(EXAMPLE_CENTS)} item costs the homeowner ${formatUsd(EXAMPLE_CENTS + fee)} with a ${formatBps(feeBps)} fee, before the pro’s markup (at least 10%) and sales tax.`;
}

/** 'Shipped to California (7.25%), a $100.00 line pays $7.25 sales tax.' */
export function salesTaxEffect(stateName: string, taxBps: number): string {
  if (taxBps <= 0) return `Orders shipped to ${stateName} pay no sales tax.`;
  return `Shipped to ${stateName} (${formatBps(taxBps)}), a ${formatUsd(EXAMPLE_CENTS)} line pays ${formatUsd(applyBps(EXAMPLE_CENTS, taxBps))} sales tax.`;
}

export function shippingChargeEffect(cents: number): string {
  return cents <= 0
    ? 'Every order ships free nationwide.'
    : `Every order pays ${formatUsd(cents)} shipping, whatever it holds.`;
}

export function returnShippingEffect(cents: number): string {
  return cents <= 0
    ? 'Returns are refunded in full: no restocking fee.'
    : `A returned item is refunded less a restocking fee of at most ${formatUsd(cents)} (the return shipping the customer pays).`;
}

/** Subscription prices take effect for new subscriptions; a pro already subscribed renews at its own price. */
export const PLAN_PRICE_EFFECT =
  'New subscriptions pay the new prices at once; pros already subscribed keep the price they subscribed at. Premium at $199.00 brands the showroom.';
