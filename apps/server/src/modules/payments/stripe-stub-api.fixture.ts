import {
  accountLinkObject,
  accountObject,
  cardError,
  customerObject,
  invalidRequest,
  paymentIntentObject,
  paymentMethodObject,
  refundObject,
  type StubAccount,
  type StubCard,
  transferObject,
} from './stripe-stub-objects.fixture.ts';

export type StubReply = { status: number; body: unknown };
type Params = Record<string, string>;
type Intent = { amount: number; chargeId: string; refunded: number };

const luhn = (n: string) =>
  [...n].reverse().reduce((sum, ch, i) => {
    const d = Number(ch) * (i % 2 ? 2 : 1);
    return sum + (d > 9 ? d - 9 : d);
  }, 0) %
    10 ===
  0;

/** Stripe's test cards that attach fine and are declined when charged. */
const DECLINES: Record<string, () => object> = {
  '4000000000009995': () =>
    cardError('card_declined', 'insufficient_funds', 'Your card has insufficient funds.'),
  '4000000000000069': () => cardError('expired_card', 'expired_card', 'Your card has expired.', 'exp_month'),
  '4000000000000341': () => cardError('card_declined', 'generic_decline', 'Your card was declined.'),
};

const missing = (status: number, what: string, value: string | undefined, param?: string): StubReply => ({
  status,
  body: { error: invalidRequest(`No such ${what}: '${value}'`, 'resource_missing', param) },
});

const metadataOf = (p: Params) =>
  Object.fromEntries(
    Object.entries(p)
      .filter(([k]) => k.startsWith('metadata['))
      .map(([k, v]) => [k.slice(9, -1), v]),
  );

/** The stub's objects and the endpoints the stripe provider calls, as plain functions of the params. */
export function createStubApi() {
  const cards = new Map<string, { card: StubCard; customer: string | null; name: string | null }>();
  const intents = new Map<string, Intent>();
  const accounts = new Map<string, StubAccount>();
  /** Every PaymentIntent created, succeeded or refused, for the Search API. */
  const searchable: Array<ReturnType<typeof paymentIntentObject>> = [];
  let seq = 0;
  const id = (prefix: string) => `${prefix}_stub${String(++seq).padStart(6, '0')}`;

  function createPaymentMethod(p: Params): StubReply {
    const card = {
      number: p['card[number]'] ?? '',
      expMonth: Number(p['card[exp_month]']),
      expYear: Number(p['card[exp_year]']),
    };
    if (!/^\d{12,19}$/.test(card.number) || !luhn(card.number)) {
      return {
        status: 402,
        body: { error: cardError('incorrect_number', undefined, 'Your card number is incorrect.', 'number') },
      };
    }
    const pmId = id('pm');
    const name = p['billing_details[name]'] ?? null;
    cards.set(pmId, { card, customer: null, name });
    return { status: 200, body: paymentMethodObject(pmId, card, null, name) };
  }

  function paymentMethod(pmId: string, attach: boolean, p: Params): StubReply {
    const pm = cards.get(pmId);
    if (!pm) return missing(404, 'PaymentMethod', pmId, 'payment_method');
    if (attach) {
      if (pm.card.number === '4000000000000002') {
        return {
          status: 402,
          body: { error: cardError('card_declined', 'generic_decline', 'Your card was declined.') },
        };
      }
      pm.customer = p.customer ?? null;
    }
    return { status: 200, body: paymentMethodObject(pmId, pm.card, pm.customer, pm.name) };
  }

  function createPaymentIntent(p: Params): StubReply {
    const pm = cards.get(p.payment_method ?? '');
    if (!pm) return missing(400, 'PaymentMethod', p.payment_method, 'payment_method');
    const args = {
      id: id('pi'),
      amount: Number(p.amount),
      currency: p.currency ?? 'usd',
      customer: p.customer ?? null,
      paymentMethod: p.payment_method ?? '',
      description: p.description ?? null,
      metadata: metadataOf(p),
    };
    const decline = DECLINES[pm.card.number]?.();
    if (decline) {
      const refused = paymentIntentObject(args, { error: decline });
      searchable.push(refused);
      return { status: 402, body: { error: { ...decline, payment_intent: refused } } };
    }
    const chargeId = id('ch');
    intents.set(args.id, { amount: args.amount, chargeId, refunded: 0 });
    const intent = paymentIntentObject(args, { chargeId });
    searchable.push(intent);
    return { status: 200, body: intent };
  }

  /**
   * GET /v1/payment_intents/search with `query=metadata['key']:'value'` (the only form the provider sends):
   * the PaymentIntents created with that metadata, newest first, at once (Stripe's index lags up to a minute).
   */
  function searchPaymentIntents(p: Params): StubReply {
    const m = /^metadata\['([^']+)'\]:'((?:[^'\\]|\\.)*)'$/.exec(p.query ?? '');
    if (!m)
      return {
        status: 400,
        body: { error: invalidRequest('Unsupported search query.', undefined, 'query') },
      };
    const value = m[2].replace(/\\'/g, "'");
    const data = searchable.filter((pi) => pi.metadata[m[1]] === value).reverse();
    return {
      status: 200,
      body: {
        object: 'search_result',
        data,
        has_more: false,
        next_page: null,
        url: '/v1/payment_intents/search',
      },
    };
  }

  function createRefund(p: Params): StubReply {
    const intentId = p.payment_intent ?? [...intents].find(([, i]) => i.chargeId === p.charge)?.[0];
    const intent = intents.get(intentId ?? '');
    if (!intent) return missing(404, 'payment_intent', intentId ?? p.charge);
    const amount = p.amount ? Number(p.amount) : intent.amount - intent.refunded;
    if (intent.refunded + amount > intent.amount) {
      const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
      const msg = `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(intent.amount - intent.refunded)})`;
      return { status: 400, body: { error: invalidRequest(msg, 'amount_too_large', 'amount') } };
    }
    intent.refunded += amount;
    return {
      status: 200,
      body: refundObject(id('re'), amount, intent.chargeId, intentId ?? '', p.reason ?? null),
    };
  }

  function createTransfer(p: Params): StubReply {
    if (!/^acct_\w+$/.test(p.destination ?? ''))
      return missing(400, 'destination', p.destination, 'destination');
    if (accounts.get(p.destination ?? '')?.onboarded === false) {
      const msg =
        'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments';
      return {
        status: 400,
        body: { error: invalidRequest(msg, 'insufficient_capabilities_for_transfer', 'destination') },
      };
    }
    return {
      status: 200,
      body: transferObject(id('tr'), Number(p.amount), p.destination ?? '', p.description ?? null),
    };
  }

  function createAccount(p: Params): StubReply {
    if (p.type !== 'express' || p['capabilities[transfers][requested]'] !== 'true') {
      return {
        status: 400,
        body: { error: invalidRequest('Express accounts need the transfers capability.') },
      };
    }
    const account = {
      id: id('acct'),
      email: p.email ?? null,
      userId: p['metadata[user_id]'] ?? null,
      onboarded: false,
    };
    accounts.set(account.id, account);
    return { status: 200, body: accountObject(account) };
  }

  function accountLink(p: Params): StubReply {
    if (!accounts.has(p.account ?? '')) return missing(400, 'account', p.account, 'account');
    if (p.type !== 'account_onboarding' || !p.return_url || !p.refresh_url) {
      return { status: 400, body: { error: invalidRequest('Missing return_url, refresh_url or type.') } };
    }
    return { status: 200, body: accountLinkObject(p.account ?? '') };
  }

  function route(method: string, path: string, p: Params): StubReply {
    if (method === 'POST' && path === '/v1/accounts') return createAccount(p);
    const acct = /^\/v1\/accounts\/([^/]+)$/.exec(path);
    if (method === 'GET' && acct) {
      const account = accounts.get(acct[1]);
      return account ? { status: 200, body: accountObject(account) } : missing(404, 'account', acct[1]);
    }
    if (method === 'POST' && path === '/v1/account_links') return accountLink(p);
    if (method === 'POST' && path === '/v1/payment_methods') return createPaymentMethod(p);
    if (method === 'POST' && path === '/v1/customers')
      return { status: 200, body: customerObject(id('cus'), p.name ?? null) };
    const pm = /^\/v1\/payment_methods\/([^/]+)(\/attach)?$/.exec(path);
    if (pm) return paymentMethod(pm[1], method === 'POST' && !!pm[2], p);
    if (method === 'GET' && path === '/v1/payment_intents/search') return searchPaymentIntents(p);
    if (method === 'POST' && path === '/v1/payment_intents') return createPaymentIntent(p);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(p);
    if (method === 'POST' && path === '/v1/transfers') return createTransfer(p);
    return { status: 404, body: { error: invalidRequest(`Unrecognized request URL (${method}: ${path}).`) } };
  }

  return { route, intents, accounts, nextId: () => ++seq };
}
