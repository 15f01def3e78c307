import type { PublicSettings } from '@app/domain/settings/contract';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../config/paths.ts';
import { api } from './api-client.ts';
import { pageMeta } from './page-meta.ts';

/**
 * GET /api/setting (docs/api-accounts.md): public settings the header, footer and pages read. The answer's
 * shape is the domain's contract (packages/domain/src/settings/contract.ts): every key is always sent, a link
 * not set is ''.
 */
export type { PublicSettings };

export const SOCIAL_NETWORKS = [
  'instagram',
  'facebook',
  'x',
  'houzz',
  'tiktok',
] as const satisfies ReadonlyArray<keyof PublicSettings['social_links']>;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The company's external pages (spec point 2, footer). */
export const COMPANY_PAGES = [
  'about',
  'our_work',
  'services',
  'blog',
  'faq',
  'contact_us',
] as const satisfies ReadonlyArray<keyof PublicSettings['company_links']>;
export type CompanyPage = (typeof COMPANY_PAGES)[number];

export const settingsQuery = {
  queryKey: ['setting'] as const,
  queryFn: async () => (await api.get<PublicSettings>(apiPaths.setting, { silent: true })).data,
  staleTime: 10 * 60_000,
};

/** Before the answer (or without one): no links. */
const NO_SOCIAL_LINKS: Partial<PublicSettings['social_links']> = {};
const NO_COMPANY_LINKS: Partial<PublicSettings['company_links']> = {};

/** Settings with safe fallbacks, so the shell renders before (or without) the answer. */
export function useSettings() {
  const query = useQuery(settingsQuery);
  const data = query.data;
  return {
    isLoading: query.isLoading,
    appName: data?.app_name || pageMeta.appName(),
    supportEmail: data?.support_email || null,
    socialLinks: data?.social_links ?? NO_SOCIAL_LINKS,
    companyLinks: data?.company_links ?? NO_COMPANY_LINKS,
  };
}
