import type { ChargeRequest, PaymentProvider } from './payment-provider.ts';

export type Fault = 'none' | 'before' | 'after' | 'refunds down';

/**
 * The provider as a crash sees it: `before` fails a charge before it reaches the provider (nothing
 * charged), `after` charges and then loses the answer (charged, the server never hears of it);
 * `refunds down` refuses every refund as an outage would.
 */
export function faultyProvider(real: PaymentProvider) {
  const faults = { mode: 'none' as Fault };
  const provider: PaymentProvider = Object.create(real);
  provider.charge = async (req: ChargeRequest) => {
    if (faults.mode === 'before') throw new Error('connect ECONNREFUSED');
    const charge = await real.charge(req);
    if (faults.mode === 'after') throw new Error('socket hang up');
    return charge;
  };
  provider.refund = async (req) => {
    if (faults.mode === 'refunds down') throw new Error('503 Service Unavailable');
    return real.refund(req);
  };
  return { provider, faults };
}

/** Puts a faulty provider in front of the app's own (its routes charge through it): the faults to set. */
export function installFaultyProvider(app: { payments: PaymentProvider }) {
  const faulty = faultyProvider(app.payments);
  app.payments = faulty.provider;
  return faulty.faults;
}
