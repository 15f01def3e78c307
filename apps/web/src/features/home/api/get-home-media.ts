import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';
import type { HomeMedia } from '../../../lib/catalog-types.ts';

/** GET /api/home_media: the 'Inspired Designs' tabs (7 images each) and the brand logos. */
export const getHomeMedia = async (signal?: AbortSignal) =>
  (await api.get<HomeMedia>(apiPaths.homeMedia, { silent: true, signal })).data;

export const homeMediaQuery = () =>
  queryOptions({
    queryKey: ['home-media'] as const,
    queryFn: ({ signal }) => getHomeMedia(signal),
    staleTime: 10 * 60_000,
  });

export const useHomeMedia = () => useQuery(homeMediaQuery());
