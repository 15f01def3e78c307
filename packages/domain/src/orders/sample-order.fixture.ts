import type { CartLineInput } from './order-totals.ts';

/**
 * Two lines from two vendors, priced in the domain tests (7.25 % tax, $15 shipping): 3 × $100.05 at a 15 %
 * markup from vendor 7, 2 × $19.99 at 10 % from vendor 3.
 */
export const SAMPLE_ORDER = {
  taxBps: 725,
  shippingCents: 1_500,
  lines: [
    {
      productSizeId: 11,
      vendorId: 7,
      qty: 3,
      vendorPriceCents: 10_005,
      markupBps: 1500,
      platformFeeBps: 500,
    },
    { productSizeId: 12, vendorId: 3, qty: 2, vendorPriceCents: 1_999, markupBps: 1000, platformFeeBps: 500 },
  ] satisfies CartLineInput[],
};
