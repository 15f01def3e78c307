import { type AiCredits, type AiUser, aiCreditsSchema, aiUserSchema } from '@app/domain/ai-design/contract';

/** An AI design account as GET /api/AI/get_user answers it; verified, 40 coins, not linked. */
export const aiUserOf = (over: Partial<AiUser> = {}): AiUser =>
  aiUserSchema.parse({
    id: 7,
    name: 'Ann Lee',
    email: 'ann@ai.example.test',
    email_verified: true,
    coins: 40,
    linked: false,
    ...over,
  });

/** The AI token a test signs in with (longer than 10 characters, spec point 9). */
export const AI_TOKEN = 'ai_tok_0123456789abcdef0123456789';

/**
 * 40 coins, 30 of them starter coins expiring on 31 Dec 2026; three packs: 100 for $9.99, 300 for $24.99
 * (chosen at first), 1,000 for $69.99. Parsed by the domain's schema, so it cannot drift.
 */
export const aiCreditsOf = (over: Partial<AiCredits> = {}): AiCredits =>
  aiCreditsSchema.parse({
    balance: 40,
    expiring: { coins: 30, at: '2026-12-31T23:59:59.000Z' },
    costs: { generation: 10, refinement: 4, picture: 2 },
    packs: [
      { id: 'small', coins: 100, price_cents: 999 },
      { id: 'medium', coins: 300, price_cents: 2499 },
      { id: 'large', coins: 1000, price_cents: 6999 },
    ],
    history: [
      {
        id: 1,
        kind: 'grant',
        coins: 30,
        balance: 30,
        note: 'Starter coins',
        expires_at: '2026-12-31T23:59:59.000Z',
        created_at: '2026-11-20T10:00:00.000Z',
      },
      {
        id: 2,
        kind: 'purchase',
        coins: 10,
        balance: 40,
        note: 'Pack of 10 coins',
        expires_at: null,
        created_at: '2026-11-21T10:00:00.000Z',
      },
    ],
    ...over,
  });
