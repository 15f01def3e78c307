import type { ProClient, ProClientsPage } from '@app/domain/pros/clients';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /api/pro/clients?page=: one page of the showroom's clients. */
export const useProClients = (page: number) =>
  useQuery(
    queryOptions({
      queryKey: ['pro', 'clients', page],
      queryFn: async ({ signal }) =>
        (await api.get<ProClientsPage>(apiPaths.proClients, { query: { page }, signal })).data,
      placeholderData: keepPreviousData,
    }),
  );

/** GET /api/pro/clients/{id}: one client with their projects, carts and orders in the showroom. */
export const useProClient = (id: number) =>
  useQuery(
    queryOptions({
      queryKey: ['pro', 'client', id],
      queryFn: async ({ signal }) => (await api.get<ProClient>(apiPaths.proClient(id), { signal })).data,
    }),
  );
