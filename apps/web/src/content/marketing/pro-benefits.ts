import { POLICY } from '../policies/policy-figures.ts';

/** The Pro Account page's benefits (spec point 1), worded from the contractual figures. */
export const PRO_BENEFITS = [
  {
    title: 'Your own virtual showroom',
    text: 'Share one 8-character showroom ID and your clients shop over 25,000 materials at your prices, in 3-D, on any device.',
  },
  {
    title: 'Your markup on every sale',
    text: `Set a markup of at least ${POLICY.minMarkupPercent}% (we recommend ${POLICY.minMarkupPercent}%) for the showroom, a category or a single product. Coupons for your clients never exceed your markup.`,
  },
  {
    title: 'Payouts to your bank',
    text: `Profits are paid out through our payment provider and become available after ${POLICY.pendingProfitBusinessDays} business days, once returns have settled.`,
  },
  {
    title: 'Work with clients in one place',
    text: 'Shared checklists with dimensions, chat with your clients and a project assistant in the mobile app, and estimates with a shoppable product list.',
  },
  {
    title: 'No inventory, free delivery',
    text: 'Add vendor products to your showroom without buying them. Vendors ship free nationwide across the U.S.',
  },
  {
    title: 'A 30-minute demo',
    text: 'Book a demo of about 30 minutes and we will set up your first showroom with you.',
  },
] as const;
