import type { Database } from '../../db/client.ts';
import { type Address, type AddressKind, saveAddress } from './addresses.repository.ts';

/** The address fields of the registration and profile forms (spec: /api/register, PUT /api/profile). */
export type AddressFields = {
  shipping_street?: string | null;
  shipping_city?: string | null;
  shipping_state?: string | null;
  shipping_zip_code?: string | null;
  shipping_apartment?: string | null;
  pay_street?: string | null;
  pay_city?: string | null;
  pay_state?: string | null;
  pay_zip_code?: string | null;
};

type Given = string | null | undefined;

/** An address when its street, city, state and ZIP are all given; the state in capitals. */
function complete(street: Given, city: Given, state: Given, zipCode: Given, apartment: Given) {
  if (!street || !city || !state || !zipCode) return null;
  return { street, city, state: state.toUpperCase(), zipCode, apartment: apartment ?? '' };
}

/** The addresses a form fills in (the billing address has no apartment). */
export function addressesOfForm(input: AddressFields): [AddressKind, Address][] {
  const shipping = complete(
    input.shipping_street,
    input.shipping_city,
    input.shipping_state,
    input.shipping_zip_code,
    input.shipping_apartment,
  );
  const billing = complete(input.pay_street, input.pay_city, input.pay_state, input.pay_zip_code, '');
  const found: [AddressKind, Address][] = [];
  if (shipping) found.push(['shipping', shipping]);
  if (billing) found.push(['billing', billing]);
  return found;
}

/** Saves the shipping and billing addresses the form filled in (each replaces the one saved before). */
export async function saveFormAddresses(tx: Database, userId: number, input: AddressFields) {
  for (const [kind, address] of addressesOfForm(input)) await saveAddress(tx, userId, kind, address);
}
