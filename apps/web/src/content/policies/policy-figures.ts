import { MIN_MARKUP_PERCENT, PREMIUM_BRANDING_AMOUNT } from '@app/domain';

/**
 * The contractual figures of spec point 9 as the policies word them. Every page and FAQ answer reads them
 * from here, so the Terms, the Return Policy and the FAQ can never disagree.
 */
export const POLICY = {
  returnWindowDays: 12,
  vendorRefundDays: 30,
  refundBusinessDays: '7 to 14 business days',
  claimWindow: 'one (1) year',
  liabilityCapUsd: 100,
  minimumAge: 13,
  parentalConsentUnder: 18,
  cancelWindowMinutes: 60,
  processingHours: 48,
  delivery: 'one to three weeks',
  deliveryGuarantee: 'under 3 weeks',
  incompleteReport: 'two weeks',
  negativeBalanceDays: 10,
  pendingProfitBusinessDays: 46,
  licenceReviewHours: 24,
  minMarkupPercent: MIN_MARKUP_PERCENT,
  premiumPlanUsd: PREMIUM_BRANDING_AMOUNT,
} as const;

/** Dates the documents carry (spec point 2). */
export const POLICY_DATES = {
  cookiesEffective: 'March 9, 2022',
  privacyUpdated: 'May 3, 2021',
} as const;

/** What a policy's text may mention about the running site. */
export type PolicyContext = { appName: string; supportEmail: string | null };
