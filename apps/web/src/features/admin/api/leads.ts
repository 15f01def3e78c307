import type { ApiErrorBody } from '@app/domain/api/envelope';
import type { AdminLeadsPage } from '@app/domain/leads/admin-leads';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { ApiError, api } from '../../../lib/api-client.ts';
import { pageMeta } from '../../../lib/page-meta.ts';
import { saveBlob } from '../../../lib/private-file.ts';
import { getAuthToken } from '../../../lib/storage.ts';

/** The leads page's filters as the URL holds them ('' is none). */
export type LeadFilterValues = { q: string; lead_type: string; from: string; to: string };

const queryOf = (filters: LeadFilterValues) =>
  Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== ''));

/** GET /api/admin/leads: one page of the matching leads, newest first. */
export const useAdminLeads = (filters: LeadFilterValues, page: number) =>
  useQuery(
    queryOptions({
      queryKey: ['admin', 'leads', filters, page],
      queryFn: async ({ signal }) =>
        (
          await api.get<AdminLeadsPage>(apiPaths.adminLeads, {
            query: { ...queryOf(filters), page },
            signal,
            fieldsShown: ['q', 'lead_type', 'from', 'to'],
          })
        ).data,
      placeholderData: keepPreviousData,
    }),
  );

/** The file name the server gives a download (Content-Disposition), else `fallback`. */
const fileNameOf = (response: Response, fallback: string) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;

/**
 * GET /api/admin/leads.csv with the admin's bearer token: fetched as a blob and saved through an object URL
 * (a bare link would carry no token). A refusal is thrown as an ApiError with the server's field errors.
 */
async function downloadLeadsCsv(filters: LeadFilterValues): Promise<string> {
  const query = new URLSearchParams(queryOf(filters)).toString();
  const token = getAuthToken();
  const response = await fetch(
    `${pageMeta.apiBaseUrl()}${apiPaths.adminLeadsCsv}${query ? `?${query}` : ''}`,
    {
      headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    },
  );
  if (response.status !== 200) {
    const body = (await response.json().catch(() => null)) as ApiErrorBody | null;
    throw new ApiError(response.status, body);
  }
  const name = fileNameOf(response, 'leads.csv');
  saveBlob(await response.blob(), name);
  return name;
}

export const useExportLeads = () => useMutation({ mutationFn: downloadLeadsCsv });
