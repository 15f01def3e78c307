import { MIN_MARKUP_PERCENT } from '@app/domain';
import { paths } from '../../config/paths.ts';
import { ContactLine, FullPolicyLink, PolicySection } from './PolicyText.tsx';
import { POLICY } from './policy-figures.ts';

/** The Terms of Use in short, consistent with spec points 1 and 9; the full text lives at /terms_of_service. */
export function TermsOfUseText({ appName, supportEmail }: { appName: string; supportEmail: string | null }) {
  return (
    <>
      <PolicySection title="Summary of material terms">
        <p>
          {appName} is a marketplace where homeowners buy remodelling materials from many vendors through
          their contractor's or designer's virtual showroom, in one order. By creating an account you accept
          these terms, our Privacy Policy and the terms and procedures for orders, delivery and returns.
        </p>
      </PolicySection>
      <PolicySection title="Who may use the service">
        <p>
          You must be at least {POLICY.minimumAge} years old to use the service. If you are under{' '}
          {POLICY.parentalConsentUnder}, you may use it only with the consent and supervision of a parent or
          legal guardian, who accepts these terms on your behalf.
        </p>
      </PolicySection>
      <PolicySection title="Your account">
        <p>
          A homeowner account needs your name, email address, password, phone number and zip code. Keep them
          accurate and keep your password to yourself: you are responsible for what happens under your
          account. Tell us at once if you think someone else has used it.
        </p>
      </PolicySection>
      <PolicySection title="Prices, fees and payment">
        <p>
          Prices are set by vendors plus the showroom owner's markup (at least {MIN_MARKUP_PERCENT}%), are
          shown and charged in US dollars, and are charged when you place the order. Card details go directly
          to our payment provider; we keep only the card brand, its last four digits and its expiry date.
          Professional subscriptions renew automatically until cancelled.
        </p>
      </PolicySection>
      <PolicySection title="Orders, delivery and returns">
        <p>
          Orders are processed within {POLICY.processingHours} hours and delivered within {POLICY.delivery}.
          You may cancel an order or change its shipping address within {POLICY.cancelWindowMinutes} minutes
          of placing it. Report an incomplete order within {POLICY.incompleteReport} of delivery. Items may be
          returned within {POLICY.returnWindowDays} days of delivery; return shipping is at your cost and is
          deducted as a restocking fee that is never more than the return shipping. Refunds reach you within{' '}
          {POLICY.refundBusinessDays}.
        </p>
      </PolicySection>
      <PolicySection title="Acceptable use and your content">
        <p>
          Do not misuse the service: no unlawful, misleading or infringing content, no attempts to access
          other accounts or to disrupt the platform, and no scraping. You keep the rights to photos and plans
          you upload and allow us to use them to provide the service to you and the professionals you work
          with.
        </p>
      </PolicySection>
      <PolicySection title="Liability">
        <p>
          The service and third-party materials are provided as they are. To the extent the law allows, our
          total liability is limited to the greater of the fees you paid us or {POLICY.liabilityCapUsd} US
          dollars, and any claim must be brought within one year of the event that caused it.
        </p>
      </PolicySection>
      <PolicySection title="Termination and disputes">
        <p>
          You may close your account at any time; we may suspend accounts that break these terms. These terms
          are governed by the laws of the State of California. Questions:{' '}
          <ContactLine supportEmail={supportEmail} />.
        </p>
        <FullPolicyLink to={paths.termsOfService}>Terms of Service</FullPolicyLink>
      </PolicySection>
    </>
  );
}
