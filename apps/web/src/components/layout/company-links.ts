import {
  COMPANY_PAGES,
  type CompanyPage,
  type PublicSettings,
  type SocialNetwork,
} from '../../lib/settings.ts';

/** Labels of the company's external pages and social networks (spec point 2, header and footer). */
export const COMPANY_LINK_LABELS: Record<CompanyPage, string> = {
  about: 'About',
  our_work: 'Our Work',
  services: 'Services',
  blog: 'Education & Blog',
  faq: 'FAQ',
  contact_us: 'Contact Us',
};

export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X',
  houzz: 'Houzz',
  tiktok: 'TikTok',
};

/**
 * The company's pages in their order, those set to an absolute http(s) URL. The server sends only the
 * contract's pages (domain settings/contract.ts), so no other key is looked for.
 */
export function companyLinkList(links: Partial<PublicSettings['company_links']>) {
  return COMPANY_PAGES.flatMap((key) => {
    const href = links[key] ?? '';
    return /^https?:\/\//i.test(href) ? [{ key, label: COMPANY_LINK_LABELS[key], href }] : [];
  });
}
