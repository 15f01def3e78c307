import type { AuditPage } from '@app/domain/audit/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

/** The audit page's filters as the URL holds them ('' is none). */
export type AuditFilterValues = {
  entity: string;
  entity_id: string;
  actor: string;
  actor_id: string;
  action: string;
  from: string;
  to: string;
};

export const AUDIT_FILTER_FIELDS = [
  'entity',
  'entity_id',
  'actor',
  'actor_id',
  'action',
  'from',
  'to',
] as const;

/** GET /api/admin/audit: one page of the log, newest first. */
export const useAuditLog = (filters: AuditFilterValues, page: number) =>
  useQuery(
    queryOptions({
      queryKey: ['admin', 'audit', filters, page],
      queryFn: async ({ signal }) =>
        (
          await api.get<AuditPage>(apiPaths.adminAudit, {
            query: { ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '')), page },
            signal,
            fieldsShown: AUDIT_FILTER_FIELDS,
          })
        ).data,
      placeholderData: keepPreviousData,
    }),
  );
