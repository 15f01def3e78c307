import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { loggerOptions } from '../../lib/logger.ts';
import type { CardDetails, PaymentProvider } from './payment-provider.ts';
import { SandboxPaymentProvider } from './sandbox-provider.ts';
import { StripePaymentProvider } from './stripe-provider.ts';
import { type StripeStub, startStripeStub } from './stripe-stub.fixture.ts';

const NUMBER = '4000000000009995';
const DECLINED_AT_SAVE = '4000000000000002';
const CVC = '737';
const card = (number: string): CardDetails => ({
  number,
  expMonth: 9,
  expYear: 2032,
  cvc: CVC,
  nameOnCard: 'Pat Doe',
});

/** Everything an error could carry into a log or a response. */
const everything = (e: Error) =>
  [String(e), e.stack ?? '', JSON.stringify(e), JSON.stringify({ ...e })].join('\n');

function expectNoCard(text: string) {
  expect(text).not.toContain(NUMBER);
  expect(text).not.toContain(DECLINED_AT_SAVE);
  expect(text).not.toMatch(new RegExp(`\\b${CVC}\\b`));
}

describe('no card number or CVV in errors or logs', () => {
  let stub: StripeStub;
  let providers: PaymentProvider[];
  beforeAll(async () => {
    stub = await startStripeStub('sk_test_privacy');
    providers = [
      new SandboxPaymentProvider(),
      new StripePaymentProvider({
        secretKey: 'sk_test_privacy',
        webhookSecret: 'whsec_x',
        apiBase: stub.url,
      }),
    ];
  });
  afterAll(() => stub.close());

  it.each([0, 1])('a declined charge and a refused card carry no card data (provider %i)', async (i) => {
    const p = providers[i];
    const { token } = await p.tokenizeCard(card(NUMBER));
    const declined = await p
      .charge({ amountCents: 5000, currency: 'usd', token, idempotencyKey: `priv-${i}`, description: 'x' })
      .catch((e) => e);
    expect(declined.code).toBe('insufficient_funds');
    expectNoCard(everything(declined));
    const refused = await p.tokenizeCard(card(DECLINED_AT_SAVE)).catch((e) => e);
    expect(refused.fieldErrors).toEqual({ card_number: ['Your card was declined.'] });
    expectNoCard(everything(refused));
  });

  it('the app logger redacts card fields by every name we use (card_number, cvv, number, cvc)', async () => {
    let out = '';
    const stream = new Writable({
      write(chunk, _enc, done) {
        out += chunk.toString();
        done();
      },
    });
    const base = loggerOptions({ ...loadConfig({}), logLevel: 'info' });
    const app = Fastify({ logger: { ...(base as object), stream } });
    const declined = await providers[0]
      .charge({
        amountCents: 5000,
        currency: 'usd',
        token: (await providers[0].tokenizeCard(card(NUMBER))).token,
        idempotencyKey: 'log',
        description: 'x',
      })
      .catch((e) => e);
    app.log.info(
      { body: { card_number: NUMBER, cvv: CVC }, card: { number: NUMBER, cvc: CVC }, err: declined },
      'charge refused',
    );
    await app.close();
    expect(out).toContain('charge refused');
    expect(out).toContain('[redacted]');
    expectNoCard(out);
  });
});
