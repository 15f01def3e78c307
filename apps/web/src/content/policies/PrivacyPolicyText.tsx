import { paths } from '../../config/paths.ts';
import { ContactLine, FullPolicyLink, PolicySection } from './PolicyText.tsx';
import { POLICY, POLICY_DATES } from './policy-figures.ts';

/** The Privacy Policy in short (spec point 2: last updated May 3, 2021, and the topics it covers). */
export function PrivacyPolicyText({
  appName,
  supportEmail,
}: {
  appName: string;
  supportEmail: string | null;
}) {
  return (
    <>
      <p className="mb-4 text-xs text-slate-500">Last updated {POLICY_DATES.privacyUpdated}</p>
      <PolicySection title="What we collect">
        <p>
          Registration data (name, email, phone number, zip code, shipping and billing addresses); your name
          and email when you sign in with Google or Apple; the showroom or professional who referred you;
          payment records (the card itself is held by our payment provider, we keep only its brand, last four
          digits and expiry); messages to support; your location from your addresses and zip code; and cookies
          and analytics about how the site is used.
        </p>
      </PolicySection>
      <PolicySection title="How we use and share it">
        <p>
          To run {appName}: to create your account, connect you with your contractor or designer and the
          vendors that fulfil your order, process payments and deliveries, answer you, and keep the service
          secure. We share what is needed with those clients, contractors and vendors, with our service
          providers (payments, delivery, email, hosting), when the law requires it, and with a buyer in a
          merger or acquisition.
        </p>
        <p>
          We may also sell contact and project-interest information to third parties, such as material
          suppliers. You can opt out of this at any time by writing to{' '}
          <ContactLine supportEmail={supportEmail} />; card data is never sold.
        </p>
      </PolicySection>
      <PolicySection title="Cookies">
        <p>
          We use cookies to keep you signed in, to remember your email when you choose 'Remember me' (never
          your password), to remember your account type for a day, and to measure how the site is used.
        </p>
      </PolicySection>
      <PolicySection title="Security">
        <p>
          Passwords are stored only as strong one-way hashes, sessions use random tokens that are revoked when
          you log out, and full card numbers and security codes are never stored by us.
        </p>
      </PolicySection>
      <PolicySection title="Children and your choices">
        <p>
          The service is not for children under {POLICY.minimumAge}; users under {POLICY.parentalConsentUnder}{' '}
          need a parent's consent. You may ask us to see, correct or delete your information, and you may
          unsubscribe from marketing at any time.
        </p>
        <FullPolicyLink to={paths.privacyPolicy}>Privacy Policy</FullPolicyLink>
      </PolicySection>
    </>
  );
}
