/**
 * The statuses of a plan subscription: live while active or past_due (retrying), then canceled for good. A
 * module without zod: the theme rule (catalog/theme.ts) reads it on every page, in the app's first chunk.
 */
export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const isLive = (status: string) => status === 'active' || status === 'past_due';
