import { describe, expect, it } from 'vitest';
import { aiDesignBody } from './ai-account.ts';
import {
  aiCoinSettingsInput,
  COIN_MESSAGES,
  type CoinLot,
  DEFAULT_AI_COIN_SETTINGS,
  drawCoins,
  expiredLots,
  expiringCoins,
  refundCents,
  starterExpiry,
} from './coins.ts';

const now = new Date('2026-03-01T12:00:00Z');
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);
const lot = (
  id: number,
  kind: CoinLot['kind'],
  remaining: number,
  expiresAt: Date | null = null,
): CoinLot => ({
  id,
  kind,
  remaining,
  expiresAt,
});

describe('spending coins', () => {
  it('spends granted coins expiring soonest first, then never-expiring grants, then bought coins oldest first', () => {
    const lots = [
      lot(1, 'purchase', 5),
      lot(2, 'grant', 3, days(30)),
      lot(3, 'grant', 2, days(5)),
      lot(4, 'grant', 1),
      lot(5, 'purchase', 5),
    ];
    expect(drawCoins(lots, 9, now)).toEqual([
      { lotId: 3, coins: 2 },
      { lotId: 2, coins: 3 },
      { lotId: 4, coins: 1 },
      { lotId: 1, coins: 3 },
    ]);
  });

  it('never draws from an expired or empty lot, and answers null when the rest is short', () => {
    const lots = [lot(1, 'grant', 10, days(-1)), lot(2, 'purchase', 0), lot(3, 'purchase', 2)];
    expect(drawCoins(lots, 2, now)).toEqual([{ lotId: 3, coins: 2 }]);
    expect(drawCoins(lots, 3, now)).toBeNull();
  });

  it('writes off what is left of expired grants only, and tells which coins will expire and when', () => {
    const lots = [
      lot(1, 'grant', 4, days(-1)),
      lot(2, 'grant', 3, days(9)),
      lot(3, 'grant', 2, days(2)),
      lot(4, 'purchase', 7),
    ];
    expect(expiredLots(lots, now).map((l) => l.id)).toEqual([1]);
    expect(expiringCoins(lots, now)).toEqual({ coins: 5, at: days(2) });
    expect(expiringCoins([lot(4, 'purchase', 7)], now)).toEqual({ coins: 0, at: null });
  });
});

describe('coin money and words', () => {
  it('refunds unused bought coins pro rata, rounded down, and the whole price when none was used', () => {
    expect(refundCents(999, 120, 120)).toBe(999);
    expect(refundCents(999, 120, 60)).toBe(499);
    expect(refundCents(499, 50, 1)).toBe(9);
  });

  it('says when starter coins expire, or that they never do', () => {
    expect(starterExpiry(now, 90)).toEqual(days(90));
    expect(starterExpiry(now, 0)).toBeNull();
  });

  it('words a shortfall with the counts', () => {
    expect(COIN_MESSAGES.short(2, 1)).toBe('You need 2 coins for this; you have 1.');
    expect(COIN_MESSAGES.short(1, 0)).toBe('You need 1 coin for this; you have 0.');
  });
});

describe('the admin coin settings', () => {
  it('takes the defaults as they are', () => {
    expect(aiCoinSettingsInput.parse(DEFAULT_AI_COIN_SETTINGS)).toEqual(DEFAULT_AI_COIN_SETTINGS);
  });

  it('refuses a pack id used twice, a price under $0.50, a cost that is not an integer or is 0, on their fields', () => {
    const bad = {
      ...DEFAULT_AI_COIN_SETTINGS,
      costs: { ...DEFAULT_AI_COIN_SETTINGS.costs, refinement: 1.5, picture: 0 },
      packs: [
        { id: 'pack-50', coins: 50, price_cents: 49 },
        { id: 'pack-50', coins: 60, price_cents: 599 },
      ],
    };
    const issues = aiCoinSettingsInput.safeParse(bad).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['costs.refinement', 'The refinement cost must be an integer.'],
        ['costs.picture', 'The picture cost must be at least 1.'],
        ['packs.0.price_cents', 'The pack price must be at least $0.50.'],
      ]),
    );
    const dup = {
      ...DEFAULT_AI_COIN_SETTINGS,
      packs: [DEFAULT_AI_COIN_SETTINGS.packs[0], DEFAULT_AI_COIN_SETTINGS.packs[0]],
    };
    expect(aiCoinSettingsInput.safeParse(dup).error?.issues).toMatchObject([
      { path: ['packs', 1, 'id'], message: 'Each pack needs its own id.' },
    ]);
  });
});

describe('POST /api/AI/design bodies', () => {
  const issues = (body: unknown) =>
    aiDesignBody.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('asks which action, then the fields of that action with the registration messages', () => {
    expect(issues({})).toEqual([['action', 'The action must be login or register.']]);
    expect(
      issues({ action: 'register', name: 'Ann', email: 'a', password: 'short', password_confirmation: 'x' }),
    ).toEqual([
      ['name', 'Please enter your full name (first and last name).'],
      ['email', 'The email must be a valid email address.'],
      ['password', 'The password must be at least 8 characters.'],
      ['password_confirmation', 'The password confirmation does not match.'],
    ]);
    expect(issues({ action: 'login' })).toEqual([
      ['email', 'The email field is required.'],
      ['password', 'The password field is required.'],
    ]);
  });
});
