import type { Address } from '../../lib/api/get-profile.ts';

/** A postal address on two lines, or the empty-state text. */
export function AddressText({ address, empty }: { address: Address | null; empty: string }) {
  if (!address) return <span className="text-slate-500">{empty}</span>;
  return (
    <address className="not-italic">
      {address.street}
      {address.apartment ? `, ${address.apartment}` : ''}
      <br />
      {address.city}, {address.state} {address.zip_code}
    </address>
  );
}
