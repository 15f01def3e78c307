import type { CompanyPage, SocialNetwork } from '../../lib/settings.ts';

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

const humanise = (key: string) => key.replace(/[_-]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/** Known pages in their order first, then anything else the server sends; only absolute http(s) URLs. */
export function companyLinkList(links: Record<string, string | undefined>) {
  const known = Object.keys(COMPANY_LINK_LABELS);
  const keys = [
    ...known.filter((k) => links[k]),
    ...Object.keys(links).filter((k) => !known.includes(k) && links[k]),
  ];
  return keys
    .map((key) => ({
      key,
      label: COMPANY_LINK_LABELS[key as CompanyPage] ?? humanise(key),
      href: links[key] as string,
    }))
    .filter((link) => /^https?:\/\//i.test(link.href));
}
