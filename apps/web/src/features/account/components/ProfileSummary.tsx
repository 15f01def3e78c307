import { DEFAULT_COUNTRY_CODE, formatUsPhone } from '@app/domain';
import type { ReactNode } from 'react';
import { AddressText } from '../../../components/address/AddressText.tsx';
import type { Profile } from '../../../lib/api/get-profile.ts';
import { SavedCardText } from './SavedCardText.tsx';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-slate-100 py-3 last:border-b-0 md:grid-cols-[12rem_1fr] md:gap-4">
      <dt className="text-sm font-medium text-slate-500">{term}</dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}

const phoneText = (countryCode: string, phone: string) =>
  phone ? `${countryCode} ${countryCode === DEFAULT_COUNTRY_CODE ? formatUsPhone(phone) : phone}` : '';

/** What the account holds, read-only. */
export function ProfileSummary({ profile }: { profile: Profile }) {
  const { user } = profile;
  return (
    <dl>
      <Row term="Name">{user.full_name || <span className="text-slate-500">Not given</span>}</Row>
      <Row term="Email">
        <span className="break-all">{user.email}</span>
      </Row>
      <Row term="Phone">
        {phoneText(user.country_code, user.phone_number) || <span className="text-slate-500">Not given</span>}
      </Row>
      <Row term="Zip code">{user.zip_code || <span className="text-slate-500">Not given</span>}</Row>
      <Row term="Shipping address">
        <AddressText address={profile.shipping_address} empty="No shipping address yet." />
      </Row>
      <Row term="Billing address">
        <AddressText address={profile.billing_address} empty="No billing address yet." />
      </Row>
      <Row term="Saved card">
        <SavedCardText card={profile.payment_details} />
      </Row>
    </dl>
  );
}
