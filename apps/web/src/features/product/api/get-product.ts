import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';
import type { ProductDetail, PublicInfo } from '../../../lib/catalog-types.ts';
import type { ServerRenderMeta } from '../../../lib/page-state.ts';
import { viewerId } from '../../../lib/viewer-id.ts';

/**
 * GET /api/product/{hash}?vsd_id= (records a view for this browser's X-Viewer-Id). Silent: the page shows
 * its own not-found and error states instead of a toast.
 */
export const getProduct = async (hash: string, vsdId: string | undefined, signal?: AbortSignal) =>
  (
    await api.get<ProductDetail>(apiPaths.product(hash), {
      query: { vsd_id: vsdId },
      headers: { 'X-Viewer-Id': viewerId() },
      silent: true,
      signal,
    })
  ).data;

export const productQuery = (hash: string, vsdId: string | undefined) =>
  queryOptions({
    queryKey: ['product', hash, vsdId ?? null] as const,
    queryFn: ({ signal }) => getProduct(hash, vsdId, signal),
    staleTime: 60_000,
    // A page the server drew asks again once hydrated: this browser's view is recorded (the server's
    // read records none) and the price is the latest.
    meta: { refreshAfterHydration: true } satisfies ServerRenderMeta,
  });

export const useProduct = (hash: string, vsdId: string | undefined) => useQuery(productQuery(hash, vsdId));

/** GET /api/public?pid=&cid= (the /product-details page); 404 when neither is found. */
export const getPublicInfo = async (
  ref: { pid: string; cid?: string; vsdId?: string },
  signal?: AbortSignal,
) =>
  (
    await api.get<PublicInfo>(apiPaths.publicInfo, {
      query: { pid: ref.pid, cid: ref.cid, vsd_id: ref.vsdId },
      silent: true,
      signal,
    })
  ).data;

export const usePublicProduct = (ref: { pid: string | null; cid?: string; vsdId?: string }) =>
  useQuery({
    queryKey: ['public-info', ref.pid, ref.cid ?? null, ref.vsdId ?? null] as const,
    queryFn: ({ signal }) => getPublicInfo({ ...ref, pid: ref.pid ?? '' }, signal),
    enabled: Boolean(ref.pid),
    staleTime: 60_000,
  });
