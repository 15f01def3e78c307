import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { requestLeadPopup } from '../../lib/lead-popup-request.ts';
import { SOCIAL_NETWORKS, useSettings } from '../../lib/settings.ts';
import { ExternalLink } from '../ui/ExternalLink.tsx';
import { focusRing } from '../ui/focus-ring.ts';
import { companyLinkList, SOCIAL_LABELS } from './company-links.ts';
import { LogoMark } from './icons.tsx';
import { MAIN_LINKS } from './nav-links.ts';
import { SOCIAL_ICONS } from './social-icons.tsx';

/** A page of this site (`to`) or of the company's own site (`href`, opens in a new tab). */
type FooterLink = { label: string } & ({ to: string } | { href: string });

const SHOP_LINKS: FooterLink[] = [
  ...MAIN_LINKS,
  { to: paths.ourBrands, label: 'Our Brands' },
  { to: paths.proAccount, label: 'Pro Account' },
  { to: paths.registerContractor, label: 'Sign Up as a Pro' },
  // Vendors join and sign in on pages of their own (issue 12, decisions/0011).
  { to: paths.registerVendor, label: 'Sell with Us' },
  { to: paths.vendorLogin, label: 'Vendor Sign In' },
];

const HELP_LINKS: FooterLink[] = [
  { to: paths.aboutUs, label: 'About Us' },
  { to: paths.contact, label: 'Contact' },
  { to: paths.faq, label: 'FAQ' },
  { to: paths.yourOrders, label: 'Your Orders' },
  { to: paths.returnPolicy, label: 'Return Policy' },
];

const LEGAL_LINKS: FooterLink[] = [
  { to: paths.termsOfService, label: 'Terms of Service' },
  { to: paths.privacyPolicy, label: 'Privacy Policy' },
  { to: paths.cookiesPolicy, label: 'Cookies Policy' },
];

const linkClasses = `rounded text-sm text-slate-300 hover:text-white hover:underline ${focusRing}`;

/**
 * Site footer (spec point 2): page links, the company's external pages, social links, copyright, and the
 * slide-up 'Save up to 30%' lead pop-up (its button here, the pop-up itself handed in by the layout, which
 * composes it from features/leads; the Contact page asks for it too). A portal's (`variant="portal"`: pro,
 * vendor, admin) is the copyright line only: no shop links, no lead pop-up.
 */
export function Footer({
  variant = 'shop',
  leadPopup,
}: {
  variant?: 'shop' | 'portal';
  leadPopup?: ReactNode;
}) {
  const { appName, companyLinks, socialLinks } = useSettings();
  if (variant === 'portal') return <Copyright appName={appName} />;
  const company = companyLinkList(companyLinks).map(({ href, label }) => ({ href, label }));
  const social = SOCIAL_NETWORKS.filter((network) => /^https?:\/\//i.test(socialLinks[network] ?? ''));

  return (
    <footer className="mt-12 bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 md:grid-cols-3 lg:grid-cols-5">
        <div className="col-span-2 md:col-span-3 lg:col-span-2">
          <Link
            to={paths.home}
            className={`inline-flex items-center gap-2 text-lg font-bold text-white ${focusRing}`}
          >
            <LogoMark className="size-8 text-brand-300" />
            {appName}
          </Link>
          <p className="mt-3 max-w-sm text-sm text-slate-400">
            Design your room in 3-D with your contractor, get the exact list of materials, and check out once
            for everything.
          </p>
          <button
            type="button"
            onClick={requestLeadPopup}
            className={`mt-4 inline-flex items-center rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-500 ${focusRing}`}
          >
            Save up to 30%
          </button>
          {social.length > 0 && (
            <ul className="mt-5 flex gap-2" aria-label="Social media">
              {social.map((network) => (
                <li key={network}>
                  <a
                    href={socialLinks[network]}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${SOCIAL_LABELS[network]} (opens in a new tab)`}
                    className={`flex size-9 items-center justify-center rounded-full bg-white/10 text-white hover:bg-brand-600 ${focusRing}`}
                  >
                    {SOCIAL_ICONS[network]}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <FooterColumn title="Shop" links={SHOP_LINKS} />
        <FooterColumn title="Help" links={HELP_LINKS} />
        <FooterColumn title="Company" links={[...company, ...LEGAL_LINKS]} />
      </div>
      <Copyright appName={appName} bare />
      {leadPopup}
    </footer>
  );
}

function FooterColumn({ title, links }: { title: string; links: ReadonlyArray<FooterLink> }) {
  const id = `footer-${title.toLowerCase()}`;
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold uppercase tracking-wider text-white">
        {title}
      </h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.label}>
            {'to' in link ? (
              <Link to={link.to} className={linkClasses}>
                {link.label}
              </Link>
            ) : (
              <ExternalLink href={link.href} className={linkClasses}>
                {link.label}
              </ExternalLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The copyright line: under the shop's footer, or a portal's whole footer. */
function Copyright({ appName, bare }: { appName: string; bare?: boolean }) {
  const line = (
    <div className="border-t border-white/10">
      <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-slate-400 sm:px-6">
        © {new Date().getFullYear()} {appName}. All rights reserved.
      </p>
    </div>
  );
  return bare ? line : <footer className="mt-12 bg-slate-900 text-slate-200">{line}</footer>;
}
