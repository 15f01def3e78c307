import { ContactLine } from './PolicyText.tsx';
import type { PolicyPart } from './policy-document.ts';
import type { PolicyContext } from './policy-figures.ts';

/** The Cookies Policy (spec point 2: effective March 9, 2022); lifetimes from spec point 9. */
export const cookiesSections = ({ appName, supportEmail }: PolicyContext): PolicyPart[] => [
  {
    id: 'what',
    title: 'What cookies are',
    body: (
      <p>
        Cookies are small text files a website stores in your browser. {appName} also uses your browser's
        local storage in the same way. They let the site remember you between pages and visits.
      </p>
    ),
  },
  {
    id: 'which',
    title: 'Cookies we use',
    body: (
      <ul>
        <li>
          <strong>Strictly necessary:</strong> your sign-in session, your cart, the showroom you are shopping
          in, and your account type (kept for 1 day). The site cannot work without them.
        </li>
        <li>
          <strong>Preferences:</strong> your email address when you choose “Remember me” (kept for 340 days;
          never your password) and the administrator's verification (kept for 340 days).
        </li>
        <li>
          <strong>Analytics:</strong> which pages and products are viewed, so we can show recently viewed
          items and improve the site.
        </li>
        <li>
          <strong>Marketing:</strong> whether you have seen or closed our offers, such as the “Save up to 30%”
          pop-up.
        </li>
      </ul>
    ),
  },
  {
    id: 'control',
    title: 'How to control cookies',
    body: (
      <p>
        You can block or delete cookies in your browser's settings. If you block strictly necessary cookies,
        you will not be able to sign in or check out. Deleting cookies also signs you out and empties a guest
        cart.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and contact',
    body: (
      <p>
        We will post any change to this policy on this page with a new effective date. Questions:{' '}
        <ContactLine supportEmail={supportEmail} />.
      </p>
    ),
  },
];
