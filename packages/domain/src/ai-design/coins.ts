import { z } from 'zod';
import { required } from '../shared/field-messages.ts';
import { strictInt } from '../shared/input-limits.ts';
import { type CoinPack, coinPackSchema } from './contract.ts';

/**
 * The AI coins' rules (issue 26 point 2; product.md "Money of estimates and of AI coins"): what a
 * generation, a refinement and a picture cost, the free starter coins and how long they last, the packs on
 * sale, the order coins are spent in, expiry and the refund of unused bought coins. Pure: the server's
 * ledger (apps/server/src/modules/ai-coins) applies them under the account's lock.
 */

/** Unused bought coins are refundable within 14 days of their purchase (product.md). */
export const COIN_REFUND_DAYS = 14;

export const COIN_MESSAGES = {
  /** A hold larger than the balance (402). */
  short: (need: number, have: number) =>
    `You need ${need} ${need === 1 ? 'coin' : 'coins'} for this; you have ${have}.`,
  starter: 'Starter coins',
  starterExpired: 'Starter coins expired',
  pack: (coins: number) => `Pack of ${coins} coins`,
  refund: (coins: number) => `Refund of ${coins} unused ${coins === 1 ? 'coin' : 'coins'}`,
  bought: (coins: number) => `${coins} coins added to your balance.`,
  /** An AI account keeps no card: each purchase is paid with a card sent with it (422 on `payment`). */
  newCardOnly: 'Enter a card: an AI design account keeps no saved card.',
  refundWindow: `Bought coins can be refunded within ${COIN_REFUND_DAYS} days of their purchase.`,
  nothingToRefund: 'Every coin of this pack has been used.',
  refundUnderCent: 'What is left of this pack is worth less than a cent.',
  refunded: (cents: number) => `Your unused coins are refunded: $${(cents / 100).toFixed(2)}.`,
} as const;

/** How long the starter coins last, in days; 0: they never expire. */
export const MAX_STARTER_DAYS = 3650;

export const aiCoinSettingsSchema = z.object({
  /** Free coins granted once, at sign-up. */
  starter_coins: z.number().int().min(0),
  /** Days the starter coins last (said when granted); 0: they never expire. */
  starter_days: z.number().int().min(0),
  /** At least 1 each: every generation holds coins (a hold is of 1 coin or more). */
  costs: z.object({
    generation: z.number().int().min(1),
    refinement: z.number().int().min(1),
    picture: z.number().int().min(1),
  }),
  packs: z.array(coinPackSchema),
});
export type AiCoinSettings = z.infer<typeof aiCoinSettingsSchema>;
export type CoinCosts = AiCoinSettings['costs'];

/** Issue 26's defaults until the admin saves others. */
export const DEFAULT_AI_COIN_SETTINGS: AiCoinSettings = {
  starter_coins: 10,
  starter_days: 90,
  costs: { generation: 2, refinement: 1, picture: 1 },
  packs: [
    { id: 'pack-50', coins: 50, price_cents: 499 },
    { id: 'pack-120', coins: 120, price_cents: 999 },
    { id: 'pack-300', coins: 300, price_cents: 1999 },
  ],
};

const coinCount = (label: string, max: number, min = 0) =>
  strictInt(label, { min, max, maxMessage: `The ${label} may not be greater than ${max}.` });

/**
 * The admin's AI coin settings (PUT /api/admin/settings `ai_coins`): integers checked strictly, each pack's id
 * used once (a purchase names its pack), prices from the provider's $0.50 to $1,000.
 */
export const aiCoinSettingsInput = z
  .object({
    starter_coins: coinCount('starter coins', 1000),
    starter_days: coinCount('starter coin days', MAX_STARTER_DAYS),
    costs: z.object({
      generation: coinCount('generation cost', 1000, 1),
      refinement: coinCount('refinement cost', 1000, 1),
      picture: coinCount('picture cost', 1000, 1),
    }),
    packs: z
      .array(
        z.object({
          id: z
            .string({ error: required('pack id') })
            .trim()
            .regex(/^[a-z0-9-]{1,40}$/, 'The pack id may only contain a-z, digits and -, at most 40.'),
          coins: strictInt('pack coins', { min: 1, max: 100_000 }),
          price_cents: strictInt('pack price', {
            min: 50,
            max: 100_000,
            minMessage: 'The pack price must be at least $0.50.',
            maxMessage: 'The pack price may not be greater than $1,000.00.',
          }),
        }),
      )
      .min(1, 'At least one coin pack is required.')
      .max(6, 'At most 6 coin packs.'),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.packs.forEach((pack, i) => {
      if (seen.has(pack.id))
        ctx.addIssue({ code: 'custom', path: ['packs', i, 'id'], message: 'Each pack needs its own id.' });
      seen.add(pack.id);
    });
  })
  .pipe(aiCoinSettingsSchema);

export const findPack = (packs: readonly CoinPack[], id: string) => packs.find((p) => p.id === id) ?? null;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When starter coins granted `at` expire; null when they never do (starter_days 0). */
export const starterExpiry = (at: Date, days: number): Date | null =>
  days > 0 ? new Date(at.getTime() + days * DAY_MS) : null;

/** Until when a purchase's unused coins may be refunded. */
export const refundableUntil = (boughtAt: Date) => new Date(boughtAt.getTime() + COIN_REFUND_DAYS * DAY_MS);

/** The refund of `unused` of a pack's `coins` bought for `priceCents`: pro rata, rounded down to the cent. */
export const refundCents = (priceCents: number, coins: number, unused: number) =>
  unused >= coins ? priceCents : Math.floor((priceCents * unused) / coins);

/** A grant or a purchase, with what is left of it (not spent, held, expired or refunded). */
export type CoinLot = {
  id: number;
  kind: 'grant' | 'purchase';
  remaining: number;
  expiresAt: Date | null;
};

/** A lot is spendable at `now` while it has coins and has not expired. */
export const isSpendable = (lot: CoinLot, now: Date) =>
  lot.remaining > 0 && (lot.expiresAt === null || lot.expiresAt.getTime() > now.getTime());

/**
 * The order coins are spent in: granted coins first, those expiring soonest first (never-expiring grants
 * after them), then bought coins oldest first — so what stays is bought coins, which never expire
 * (California Civil Code §1749.5), and the newest purchase stays refundable longest.
 */
export function spendOrder(lots: readonly CoinLot[]): CoinLot[] {
  const rank = (l: CoinLot) => (l.kind === 'grant' ? 0 : 1);
  const expiry = (l: CoinLot) => l.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY;
  return [...lots].sort((a, b) => rank(a) - rank(b) || expiry(a) - expiry(b) || a.id - b.id);
}

/** Which lots `coins` are taken from, in spend order; null when the spendable lots hold fewer. */
export function drawCoins(
  lots: readonly CoinLot[],
  coins: number,
  now: Date,
): { lotId: number; coins: number }[] | null {
  const draws: { lotId: number; coins: number }[] = [];
  let left = coins;
  for (const lot of spendOrder(lots.filter((l) => isSpendable(l, now)))) {
    if (left === 0) break;
    const take = Math.min(left, lot.remaining);
    draws.push({ lotId: lot.id, coins: take });
    left -= take;
  }
  return left === 0 ? draws : null;
}

/** Granted coins past their expiry with coins left: each lot's remainder is to be written off. */
export const expiredLots = (lots: readonly CoinLot[], now: Date) =>
  lots.filter((l) => l.remaining > 0 && l.expiresAt !== null && l.expiresAt.getTime() <= now.getTime());

/** Of the spendable coins, those that will expire, and when the soonest do (aiCreditsSchema `expiring`). */
export function expiringCoins(lots: readonly CoinLot[], now: Date): { coins: number; at: Date | null } {
  const expiring = lots.filter((l) => isSpendable(l, now) && l.expiresAt !== null);
  const at = expiring.reduce<Date | null>(
    (soonest, l) => (!soonest || l.expiresAt! < soonest ? l.expiresAt : soonest),
    null,
  );
  return { coins: expiring.reduce((sum, l) => sum + l.remaining, 0), at };
}
