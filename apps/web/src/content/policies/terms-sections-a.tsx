import { paths } from '../../config/paths.ts';
import { ContactLine, PolicyLink } from './PolicyText.tsx';
import type { PolicyPart } from './policy-document.ts';
import { POLICY, type PolicyContext } from './policy-figures.ts';

/** End User License Agreement and Terms of Service, sections 1–11 (spec point 2). */
export const termsSectionsA = ({ appName, supportEmail }: PolicyContext): PolicyPart[] => [
  {
    id: 'summary',
    title: 'Summary of material terms',
    body: (
      <>
        <p>
          This End User License Agreement and Terms of Service (the “Agreement”) is a contract between you and
          the operator of {appName}, a contractor company based in California (“we”, “us”). It governs your
          use of the {appName} website, virtual showrooms, 3-D visualizer and mobile applications (the
          “Service”). The most important points are:
        </p>
        <ul>
          <li>
            You must be at least {POLICY.minimumAge} years old; users under {POLICY.parentalConsentUnder} need
            the consent of a parent or legal guardian.
          </li>
          <li>Professional subscriptions renew automatically until you cancel them.</li>
          <li>
            Items may be returned within {POLICY.returnWindowDays} days of delivery; return shipping is at
            your cost and is deducted as a restocking fee no greater than the return shipping.
          </li>
          <li>
            Our liability is limited to the greater of the fees you paid us or {POLICY.liabilityCapUsd} US
            dollars, and claims must be brought within {POLICY.claimWindow}.
          </li>
          <li>Disputes are resolved by binding individual arbitration under California law.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'general',
    title: 'General',
    body: (
      <>
        <p>
          By creating an account, placing an order or otherwise using the Service you accept this Agreement
          and our <PolicyLink to={paths.privacyPolicy}>Privacy Policy</PolicyLink> and{' '}
          <PolicyLink to={paths.cookiesPolicy}>Cookies Policy</PolicyLink>. If you do not agree, do not use
          the Service.
        </p>
        <p>
          We may change this Agreement from time to time. We will post the new version on this page and, for
          material changes, tell registered users by email or in the Service. Continuing to use the Service
          after a change takes effect means you accept it.
        </p>
      </>
    ),
  },
  {
    id: 'licence',
    title: 'Licence scope',
    body: (
      <p>
        Subject to this Agreement, we grant you a limited, personal, non-exclusive, non-transferable and
        revocable licence to access and use the Service for planning, designing and buying home remodelling
        materials. You may not copy, resell, decompile, reverse engineer or create derivative works of the
        Service, its floor plans, templates or product data, except as the law expressly allows.
      </p>
    ),
  },
  {
    id: 'registration',
    title: 'Registration',
    body: (
      <>
        <p>
          Homeowners register with their full name, email address, password, phone number and zip code, and
          may add a shipping address and a payment card. Contractors and designers register as pros and must
          give a valid licence number; we verify it within {POLICY.licenceReviewHours} hours before the
          showroom opens to clients. Vendors are registered by us.
        </p>
        <p>
          You must be at least {POLICY.minimumAge} years old. If you are under {POLICY.parentalConsentUnder},
          a parent or legal guardian must consent to this Agreement on your behalf and supervise your use.
          Keep your details accurate and your password secret; you are responsible for all activity under your
          account.
        </p>
      </>
    ),
  },
  {
    id: 'user-content',
    title: 'User content',
    body: (
      <p>
        Photos of your space, floor plans, checklists, messages and reviews you upload remain yours. You grant
        us a worldwide, royalty-free licence to host, copy, display and process them only as needed to run the
        Service for you and the professionals and vendors you work with. You confirm you have the right to
        upload them and that they do not infringe anyone else's rights.
      </p>
    ),
  },
  {
    id: 'fees',
    title: 'Fees and payment',
    body: (
      <>
        <p>
          Product prices are the vendor's price plus our platform fee and the showroom owner's markup, which
          is never less than {POLICY.minMarkupPercent}%. A coupon can never exceed the markup. Prices, taxes
          and any shipping charge are shown before you pay, and all transactions are in US dollars.
        </p>
        <p>
          Pro subscriptions (including the Premium plan at ${POLICY.premiumPlanUsd}) are billed in advance and
          <strong> renew automatically</strong> at the end of each period until you cancel them in your
          account. Cancelling stops the next renewal; fees already paid are not refunded except as the law
          requires.
        </p>
        <p>
          Contractors receive their markup as profit through our payment provider. Profit becomes available
          after {POLICY.pendingProfitBusinessDays} business days. If returns make a contractor's balance
          negative, the contractor must pay the amount owed within {POLICY.negativeBalanceDays} days.
        </p>
      </>
    ),
  },
  {
    id: 'additional-services',
    title: 'Additional services',
    body: (
      <p>
        Some features, such as custom room design by a designer, branded showroom themes and AI 3-D design
        credits, are offered separately and may have their own prices and terms, shown before you buy them.
        Those terms add to this Agreement.
      </p>
    ),
  },
  {
    id: 'third-party-materials',
    title: 'Third-party materials',
    body: (
      <p>
        Products are made and sold by independent vendors, and installation is performed by independent
        contractors. Product descriptions, images and dimensions come from vendors; colours on screen and in
        the 3-D visualizer are approximations. Check samples and dimensions with your contractor before you
        order. We are not responsible for third-party websites or services linked from the Service.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>upload unlawful, misleading, defamatory or infringing content;</li>
          <li>impersonate anyone or misrepresent your licence or business;</li>
          <li>access other accounts, probe or disrupt the Service, or bypass its security;</li>
          <li>scrape, crawl or copy product data or prices by automated means;</li>
          <li>use the Service to send spam or to contact clients outside the purpose of a project.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'data-consent',
    title: 'Data consent',
    body: (
      <p>
        You consent to our collecting and using your information as described in the{' '}
        <PolicyLink to={paths.privacyPolicy}>Privacy Policy</PolicyLink>, including sharing it with the
        contractors, designers and vendors involved in your project and with the providers who process
        payments and deliveries for us. You may withdraw consent to marketing at any time by writing to{' '}
        <ContactLine supportEmail={supportEmail} />.
      </p>
    ),
  },
  {
    id: 'ownership',
    title: 'Ownership',
    body: (
      <p>
        The Service, its software, design, floor plans, templates, 3-D models, the {appName} name and logos
        are owned by us or our licensors and protected by intellectual property laws. Vendor names and logos
        belong to their owners. Nothing in this Agreement transfers ownership to you.
      </p>
    ),
  },
];
