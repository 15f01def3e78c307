import { describe, expect, it } from 'vitest';
import { IdempotencyKeyReused, PaymentDeclined, RefundRejected } from './payment-errors.ts';
import type { CardDetails } from './payment-provider.ts';
import { SandboxPaymentProvider } from './sandbox-provider.ts';

const card = (number: string): CardDetails => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  nameOnCard: 'Pat Doe',
});

async function tokenOf(p: SandboxPaymentProvider, number: string) {
  return (await p.tokenizeCard(card(number))).token;
}

describe('sandbox provider: cards and charges', () => {
  it('tokenizes 4242… into a repeatable tok_sandbox_ token with brand, last 4 and expiry', async () => {
    const p = new SandboxPaymentProvider();
    const saved = await p.tokenizeCard(card('4242 4242 4242 4242'));
    expect(saved).toEqual({
      provider: 'sandbox',
      token: expect.stringMatching(/^tok_sandbox_[0-9a-f]{24}$/),
      brand: 'Visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
    });
    expect((await new SandboxPaymentProvider().tokenizeCard(card('4242424242424242'))).token).toBe(
      saved.token,
    );
  });

  it('refuses to save 4000 0000 0000 0002, as Stripe refuses to attach it', async () => {
    const err = await new SandboxPaymentProvider().tokenizeCard(card('4000000000000002')).catch((e) => e);
    expect(err.statusCode).toBe(422);
    expect(err.fieldErrors).toEqual({ card_number: ['Your card was declined.'] });
  });

  it('charges 4242… and returns a ch_sandbox_ id', async () => {
    const p = new SandboxPaymentProvider();
    const token = await tokenOf(p, '4242424242424242');
    const charge = await p.charge({
      amountCents: 12_345,
      currency: 'usd',
      token,
      idempotencyKey: 'k1',
      description: 'Order 1',
    });
    expect(charge).toEqual({
      id: expect.stringMatching(/^ch_sandbox_[0-9a-f]{16}_12345$/),
      status: 'succeeded',
      amountCents: 12_345,
    });
  });

  it.each([
    ['4000000000009995', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['4000000000000069', 'expired_card', 'Your card has expired.'],
    ['4000000000000341', 'card_declined', 'Your card was declined.'],
    ['4000000000000127', 'incorrect_cvc', "Your card's security code is incorrect."],
    [
      '4000000000000119',
      'processing_error',
      'An error occurred while processing your card. Try again in a little bit.',
    ],
  ])('declines %s at charge time with %s', async (number, code, message) => {
    const p = new SandboxPaymentProvider();
    const token = await tokenOf(p, number);
    const err = await p
      .charge({ amountCents: 5000, currency: 'usd', token, idempotencyKey: `k-${number}`, description: 'x' })
      .catch((e) => e);
    expect(err).toBeInstanceOf(PaymentDeclined);
    expect(err).toMatchObject({
      code,
      customerMessage: message,
      statusCode: 422,
      fieldErrors: { card_number: [message] },
    });
  });

  it('declines a token it never issued and refuses amounts below 50 cents or not whole cents', async () => {
    const p = new SandboxPaymentProvider();
    const token = await tokenOf(p, '4242424242424242');
    await expect(
      p.charge({
        amountCents: 5000,
        currency: 'usd',
        token: 'pm_123',
        idempotencyKey: 'a',
        description: 'x',
      }),
    ).rejects.toBeInstanceOf(PaymentDeclined);
    await expect(
      p.charge({ amountCents: 49, currency: 'usd', token, idempotencyKey: 'b', description: 'x' }),
    ).rejects.toMatchObject({ statusCode: 422, fieldErrors: { amount: [expect.any(String)] } });
    await expect(
      p.charge({ amountCents: 100.5, currency: 'usd', token, idempotencyKey: 'c', description: 'x' }),
    ).rejects.toMatchObject({ statusCode: 422 });
  });
});

describe('sandbox provider: idempotency', () => {
  it('50 concurrent charges with one key give one charge; another amount under the key is refused', async () => {
    const p = new SandboxPaymentProvider();
    const token = await tokenOf(p, '4242424242424242');
    const req = {
      amountCents: 9_999,
      currency: 'usd' as const,
      token,
      idempotencyKey: 'order-77',
      description: 'Order 77',
    };
    const results = await Promise.all(Array.from({ length: 50 }, () => p.charge(req)));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    await expect(p.charge({ ...req, amountCents: 10_000 })).rejects.toBeInstanceOf(IdempotencyKeyReused);
    const other = await p.charge({ ...req, idempotencyKey: 'order-78' });
    expect(other.id).not.toBe(results[0].id);
  });

  it('replays a decline for the same key without a new attempt', async () => {
    const p = new SandboxPaymentProvider();
    const token = await tokenOf(p, '4000000000009995');
    const req = {
      amountCents: 5000,
      currency: 'usd' as const,
      token,
      idempotencyKey: 'd1',
      description: 'x',
    };
    const first = await p.charge(req).catch((e) => e);
    const second = await p.charge(req).catch((e) => e);
    expect(first).toBeInstanceOf(PaymentDeclined);
    expect(second).toBeInstanceOf(PaymentDeclined);
    // The same refusal, with the same provider reference: the key was not tried again.
    expect([second.code, second.providerRef]).toEqual([first.code, first.providerRef]);
    expect(first.providerRef).toMatch(/^ch_sandbox_failed_/);
  });
});

describe('sandbox provider: refunds and transfers', () => {
  async function charged(p: SandboxPaymentProvider, amountCents = 10_000) {
    const token = await tokenOf(p, '4242424242424242');
    return p.charge({
      amountCents,
      currency: 'usd',
      token,
      idempotencyKey: `c-${Math.random()}`,
      description: 'x',
    });
  }

  it('refunds in parts up to the charge and not one cent more', async () => {
    const p = new SandboxPaymentProvider();
    const ch = await charged(p);
    const r1 = await p.refund({ chargeId: ch.id, amountCents: 3_000, idempotencyKey: 'r1' });
    expect(r1).toEqual({ id: expect.stringMatching(/^re_sandbox_/), chargeId: ch.id, amountCents: 3_000 });
    expect(await p.refund({ chargeId: ch.id, amountCents: 3_000, idempotencyKey: 'r1' })).toEqual(r1);
    await p.refund({ chargeId: ch.id, amountCents: 7_000, idempotencyKey: 'r2' });
    const over = await p.refund({ chargeId: ch.id, amountCents: 1, idempotencyKey: 'r3' }).catch((e) => e);
    expect(over).toBeInstanceOf(RefundRejected);
    expect(over).toMatchObject({ code: 'amount_too_large', statusCode: 409 });
  });

  it('20 concurrent full refunds with different keys: exactly one succeeds', async () => {
    const p = new SandboxPaymentProvider();
    const ch = await charged(p, 2_500);
    const settled = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        p.refund({ chargeId: ch.id, amountCents: 2_500, idempotencyKey: `full-${i}` }),
      ),
    );
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(1);
  });

  it('knows a charge’s ceiling after a restart (a new instance) and refuses unknown charges', async () => {
    const ch = await charged(new SandboxPaymentProvider(), 4_000);
    const restarted = new SandboxPaymentProvider();
    await expect(
      restarted.refund({ chargeId: ch.id, amountCents: 4_001, idempotencyKey: 'x' }),
    ).rejects.toMatchObject({ code: 'amount_too_large' });
    expect(
      (await restarted.refund({ chargeId: ch.id, amountCents: 4_000, idempotencyKey: 'y' })).amountCents,
    ).toBe(4_000);
    await expect(
      restarted.refund({ chargeId: 'ch_nope', amountCents: 1, idempotencyKey: 'z' }),
    ).rejects.toMatchObject({ code: 'charge_not_found' });
  });

  it('pays a contractor out to an acct_ account, once per key', async () => {
    const p = new SandboxPaymentProvider();
    const req = { destinationAccount: 'acct_1Contractor', amountCents: 1_234, idempotencyKey: 'payout-1' };
    const t1 = await p.transfer(req);
    expect(t1).toEqual({
      id: expect.stringMatching(/^tr_sandbox_/),
      destinationAccount: 'acct_1Contractor',
      amountCents: 1_234,
    });
    expect(await p.transfer(req)).toEqual(t1);
    await expect(
      p.transfer({ ...req, destinationAccount: 'bank-123', idempotencyKey: 'p2' }),
    ).rejects.toMatchObject({
      statusCode: 422,
      fieldErrors: { destination_account: ['No such connected account.'] },
    });
  });
});
