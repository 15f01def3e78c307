import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../config/paths.ts';
import { api } from './api-client.ts';
import { pageMeta } from './page-meta.ts';

/** GET /api/setting (docs/api-accounts.md): public settings the header, footer and pages read. */
export type PublicSettings = {
  app_name: string;
  support_email: string;
  social_links: Partial<Record<SocialNetwork, string>>;
  company_links: Partial<Record<CompanyPage, string>>;
  time_zone: string;
  pagination_size: number;
  image_base_url: string;
  api_base_url: string;
};

export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'x', 'houzz', 'tiktok'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The company's external pages (spec point 2, footer). */
export const COMPANY_PAGES = ['about', 'our_work', 'services', 'blog', 'faq', 'contact_us'] as const;
export type CompanyPage = (typeof COMPANY_PAGES)[number];

export const settingsQuery = {
  queryKey: ['setting'] as const,
  queryFn: async () => (await api.get<PublicSettings>(apiPaths.setting, { silent: true })).data,
  staleTime: 10 * 60_000,
};

/** Settings with safe fallbacks, so the shell renders before (or without) the answer. */
export function useSettings() {
  const query = useQuery(settingsQuery);
  const data = query.data;
  return {
    isLoading: query.isLoading,
    appName: data?.app_name || pageMeta.appName(),
    supportEmail: data?.support_email || null,
    socialLinks: data?.social_links ?? {},
    companyLinks: data?.company_links ?? {},
  };
}
