import { paths } from '../../config/paths.ts';
import { ContactLine, PolicyLink } from './PolicyText.tsx';
import type { PolicyPart } from './policy-document.ts';
import { POLICY, type PolicyContext } from './policy-figures.ts';

/** The full Privacy Policy (spec point 2: what is collected, use and sharing, security). */
export const privacySections = ({ appName, supportEmail }: PolicyContext): PolicyPart[] => [
  {
    id: 'collect',
    title: 'Information we collect',
    body: (
      <>
        <p>We collect the information you give us and information created as you use {appName}:</p>
        <ul>
          <li>
            <strong>Registration data:</strong> full name, email address, password (stored only as a one-way
            hash), phone number, zip code, shipping and billing addresses; for pros, the company name and
            licence number.
          </li>
          <li>
            <strong>Social sign-on:</strong> your name and email address from Google or Apple when you sign in
            with them.
          </li>
          <li>
            <strong>Referrals:</strong> the showroom ID or professional that brought you to us, and the people
            you invite.
          </li>
          <li>
            <strong>Payments:</strong> order and payout records. Card numbers are held by our payment
            provider; we keep only the card brand, last four digits and expiry date.
          </li>
          <li>
            <strong>Support:</strong> messages, chats and files you send to us, your contractor or a vendor.
          </li>
          <li>
            <strong>Location:</strong> derived from your addresses and zip code, used for delivery and sales
            tax.
          </li>
          <li>
            <strong>Cookies and analytics:</strong> the pages you visit, products you view and the device you
            use; see the <PolicyLink to={paths.cookiesPolicy}>Cookies Policy</PolicyLink>.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'use',
    title: 'How we use information',
    body: (
      <>
        <p>We use your information to:</p>
        <ul>
          <li>create and secure your account and verify pro licences;</li>
          <li>run showrooms, the 3-D visualizer, checklists and chat between clients and pros;</li>
          <li>process orders, payments, deliveries, returns and payouts;</li>
          <li>answer support requests and send service messages;</li>
          <li>send offers and news you can unsubscribe from at any time;</li>
          <li>measure and improve the Service and prevent fraud;</li>
          <li>
            <strong>sell information to third parties</strong>, such as contact details and project interests
            to material suppliers and home-service companies. Card data is never sold. You can opt out of this
            sale at any time by writing to <ContactLine supportEmail={supportEmail} />.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'share',
    title: 'How we share information',
    body: (
      <ul>
        <li>
          <strong>Clients and contractors:</strong> a showroom owner sees the orders and projects of clients
          who shop in the showroom; a client sees the pro's company details.
        </li>
        <li>
          <strong>Vendors:</strong> the items, quantities and shipping address they need to fulfil an order.
        </li>
        <li>
          <strong>Service providers:</strong> payment, delivery, email, hosting and analytics providers acting
          for us under contract.
        </li>
        <li>
          <strong>The law:</strong> when required by law, court order or to protect rights and safety.
        </li>
        <li>
          <strong>Mergers:</strong> a buyer or successor if our business is merged, acquired or sold.
        </li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Passwords are stored only as strong one-way hashes, sessions use random tokens revoked when you log
        out, traffic is encrypted, and full card numbers and security codes never reach our servers. No system
        is perfectly secure; tell us at once if you suspect misuse of your account.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'Retention',
    body: (
      <p>
        We keep account data while your account is open, and order and payment records for as long as tax and
        accounting law requires. Deleted content may remain in backups for a limited time.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        The Service is not intended for children under {POLICY.minimumAge}, and we do not knowingly collect
        their information. Users under {POLICY.parentalConsentUnder} need a parent's or guardian's consent.
      </p>
    ),
  },
  {
    id: 'choices',
    title: 'Your choices and rights',
    body: (
      <p>
        You may see, correct or delete your information, opt out of the sale of your information, and
        unsubscribe from marketing. California residents have these rights under the CCPA and may not be
        discriminated against for using them. Write to <ContactLine supportEmail={supportEmail} />.
      </p>
    ),
  },
];
