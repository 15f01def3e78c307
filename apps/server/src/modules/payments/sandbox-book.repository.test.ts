import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/harness.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { postEntries, UnbalancedEntries } from '../ledger/ledger.repository.ts';
import { PaymentDeclined, RefundRejected } from './payment-errors.ts';
import { DatabaseBook } from './sandbox-book.repository.ts';
import { SandboxPaymentProvider } from './sandbox-provider.ts';

const card = (number: string) => ({ number, expMonth: 12, expYear: 2034, cvc: '123', nameOnCard: 'Pat Doe' });

/** The sandbox with its book in the database: what a provider keeps, a restart keeps. */
describe('sandbox provider on the database', () => {
  let h: DatabaseHandle;
  const provider = () => new SandboxPaymentProvider({ book: new DatabaseBook(h.db) });
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  it('after a restart (a new instance) it answers the same charge under its key, and finds it', async () => {
    const token = (await provider().tokenizeCard(card('4242424242424242'))).token;
    const req = {
      amountCents: 12_345,
      currency: 'usd' as const,
      token,
      idempotencyKey: 'k-1',
      description: 'x',
    };
    const first = await provider().charge(req);
    const restarted = provider();
    expect(await restarted.charge(req)).toEqual(first);
    expect(await restarted.findCharge('k-1')).toEqual(first);
    expect(await restarted.findCharge('never-sent')).toBeNull();
    await expect(restarted.charge({ ...req, amountCents: 1_000 })).rejects.toMatchObject({ statusCode: 409 });
  });

  it('keeps a decline under its key: found again as the same refusal', async () => {
    const token = (await provider().tokenizeCard(card('4000000000009995'))).token;
    const req = {
      amountCents: 5_000,
      currency: 'usd' as const,
      token,
      idempotencyKey: 'k-2',
      description: 'x',
    };
    const first = await provider()
      .charge(req)
      .catch((e) => e);
    expect(first).toBeInstanceOf(PaymentDeclined);
    const found = await provider()
      .findCharge('k-2')
      .catch((e) => e);
    expect([found.code, found.providerRef]).toEqual([first.code, first.providerRef]);
  });

  it('remembers refunds across restarts: the ceiling holds and a key refunds once', async () => {
    const token = (await provider().tokenizeCard(card('4242424242424242'))).token;
    const ch = await provider().charge({
      amountCents: 4_000,
      currency: 'usd',
      token,
      idempotencyKey: 'k-3',
      description: 'x',
    });
    const r1 = await provider().refund({ chargeId: ch.id, amountCents: 3_000, idempotencyKey: 'r-1' });
    expect(await provider().refund({ chargeId: ch.id, amountCents: 3_000, idempotencyKey: 'r-1' })).toEqual(
      r1,
    );
    const over = await provider()
      .refund({ chargeId: ch.id, amountCents: 1_001, idempotencyKey: 'r-2' })
      .catch((e) => e);
    expect(over).toBeInstanceOf(RefundRejected);
    expect(
      (await provider().refund({ chargeId: ch.id, amountCents: 1_000, idempotencyKey: 'r-3' })).amountCents,
    ).toBe(1_000);
  });

  it('10 concurrent full refunds of one charge under different keys: exactly one', async () => {
    const token = (await provider().tokenizeCard(card('4242424242424242'))).token;
    const ch = await provider().charge({
      amountCents: 2_500,
      currency: 'usd',
      token,
      idempotencyKey: 'k-4',
      description: 'x',
    });
    const settled = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        provider().refund({ chargeId: ch.id, amountCents: 2_500, idempotencyKey: `full-${i}` }),
      ),
    );
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(1);
  });

  it('transfers and connected accounts once per key, across restarts', async () => {
    const req = { destinationAccount: 'acct_1Pro', amountCents: 1_234, idempotencyKey: 'payout-1' };
    expect(await provider().transfer(req)).toEqual(await provider().transfer(req));
    const account = { userId: 5, email: 'pro@example.test', idempotencyKey: 'connect:5' };
    expect(await provider().createConnectedAccount(account)).toEqual(
      await provider().createConnectedAccount(account),
    );
  });

  it('the ledger refuses a movement that does not sum to zero, and writes none of it', async () => {
    const entry = { kind: 'payout' as const, accountId: 1, brandId: null, availableAt: null, itemRef: null };
    await expect(
      postEntries(h.db, { payoutId: 1 }, [
        { ...entry, accountType: 'contractor', amountCents: -500 },
        { ...entry, accountType: 'connected_account', amountCents: 499 },
      ]),
    ).rejects.toBeInstanceOf(UnbalancedEntries);
  });
});
