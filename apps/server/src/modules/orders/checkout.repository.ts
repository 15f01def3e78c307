import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { memoStatement } from '../../db/prepared.ts';
import { runStatement } from '../../db/statements.ts';
import type { Address } from '../accounts/addresses.repository.ts';
import { SHIPPING_CHARGE_SETTING, shippingCentsOf } from '../settings/settings.service.ts';
import { type PricedProject, SALES_TAX_SETTING, taxBpsOf } from './order-pricing.ts';

export type CheckoutInput = {
  userId: number;
  key: string;
  requestHash: string;
  /** The project to order (body `project`); the caller's latest cart when absent. */
  project?: number;
  /** The payment provider whose saved default card is read. */
  provider: string;
  /** The ship-to state sent with the order; the saved shipping address's state otherwise. */
  state: string | null;
};

/** Everything a placement reads before pricing, from one statement (see openCheckout). */
export type Checkout = {
  /** The claimed Idempotency-Key's row id; null when the key was already there (a replay). */
  keyId: number | null;
  /** The project, locked; null when the caller has none or it is not theirs (or the key was not claimed). */
  project: (PricedProject & { isCart: boolean }) | null;
  cardToken: string | null;
  /** An earlier placement of the caller's is still waiting on the provider's answer (its cart is reserved). */
  unconfirmed: boolean;
  /** The saved shipping address; null when there is none. */
  address: Address | null;
  /** The ship-to state's sales tax rate and the shipping charge (settings). */
  taxBps: number;
  shippingCents: number;
};

type CheckoutRow = {
  key_id: number | null;
  project_id: number | null;
  is_cart: boolean | null;
  showroom_user_id: number | null;
  vsd_id: string | null;
  card_token: string | null;
  unconfirmed: boolean | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  apartment: string | null;
  tax_bps: unknown;
  shipping_charge: unknown;
};

/**
 * The key is claimed first (a concurrent placement with the same key waits here until the other commits,
 * then claims nothing); only a claimed key goes on to lock the project (`exists (select from claimed)`), so
 * the locks are always taken in that order. The project is the one named, else the caller's latest cart,
 * checked again under the lock (its is_cart flag as it is once the lock is held: an ordered one is no cart).
 */
const checkoutStatement = memoStatement(
  (input: CheckoutInput) => (input.project == null ? 'latest' : 'named'),
  (input) => ({
    userId: input.userId,
    key: input.key,
    requestHash: input.requestHash,
    project: input.project,
    provider: input.provider,
    state: input.state,
  }),
  (input, v) => sql`with claimed as (
      insert into idempotency_keys (user_id, key, request_hash) values (${v.userId}, ${v.key}, ${v.requestHash})
      on conflict (user_id, key) do nothing returning id
    ),
    cart as (
      select id, is_cart, showroom_user_id, vsd_id from projects
      where id = ${
        input.project == null
          ? sql`(select id from projects where user_id = ${v.userId} and is_cart
              order by updated_at desc, id desc limit 1)`
          : v.project
      } and user_id = ${v.userId} and exists (select from claimed)
      for update
    ),
    ship as (
      select street, city, state, zip_code, apartment from addresses
      where user_id = ${v.userId} and kind = 'shipping'
    )
    select (select id from claimed) as key_id,
      cart.id as project_id, cart.is_cart, cart.showroom_user_id, cart.vsd_id,
      (select provider_token from payment_methods
        where user_id = ${v.userId} and is_default and provider = ${v.provider}
        order by id desc limit 1) as card_token,
      exists (select from payment_attempts
        where user_id = ${v.userId} and status = 'pending') as unconfirmed,
      ship.street, ship.city, ship.state, ship.zip_code, ship.apartment,
      (select value -> upper(coalesce(${v.state}, ship.state)) from settings
        where key = ${SALES_TAX_SETTING}) as tax_bps,
      (select value from settings where key = ${SHIPPING_CHARGE_SETTING}) as shipping_charge
    from (values (1)) as one
    left join cart on true
    left join ship on true`,
);

/**
 * Opens a placement inside its transaction in one round trip: claims the Idempotency-Key, locks the
 * project, and reads the saved card, the saved shipping address, the ship-to state's tax rate and the
 * shipping charge.
 */
export async function openCheckout(tx: Database, input: CheckoutInput): Promise<Checkout> {
  const [row] = await runStatement<CheckoutRow>(tx, checkoutStatement(input));
  return {
    keyId: row.key_id == null ? null : Number(row.key_id),
    project:
      row.project_id == null
        ? null
        : {
            id: Number(row.project_id),
            isCart: row.is_cart === true,
            showroomUserId: row.showroom_user_id == null ? null : Number(row.showroom_user_id),
            vsdId: row.vsd_id,
          },
    cardToken: row.card_token,
    unconfirmed: row.unconfirmed === true,
    address:
      row.street == null
        ? null
        : {
            street: row.street,
            city: row.city ?? '',
            state: row.state ?? '',
            zipCode: row.zip_code ?? '',
            apartment: row.apartment ?? '',
          },
    taxBps: taxBpsOf(row.tax_bps),
    shippingCents: shippingCentsOf(row.shipping_charge),
  };
}
