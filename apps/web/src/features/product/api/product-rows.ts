import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';
import type { ProductCard } from '../../../lib/catalog-types.ts';
import type { ServerRenderMeta } from '../../../lib/page-state.ts';
import { viewerId } from '../../../lib/viewer-id.ts';

/** How many cards each row of the product page shows. */
export const ROW_SIZE = 8;

export type ProductRowKind = 'related' | 'recent' | 'alsoViewed';

const rowRequest: Record<
  ProductRowKind,
  { path: string; body: (hash: string, categoryId: number) => object }
> = {
  // One more than shown, since this product is taken out of the answer.
  related: { path: apiPaths.topProducts, body: (_h, category) => ({ category, limit: ROW_SIZE + 1 }) },
  recent: { path: apiPaths.recentlyViewed, body: () => ({ viewer: viewerId(), limit: ROW_SIZE + 1 }) },
  alsoViewed: { path: apiPaths.customerAlsoViewed, body: (product) => ({ product, limit: ROW_SIZE + 1 }) },
};

/**
 * A row of the product page (POST /api/top_products/, /api/recently_viewed/, /api/customer_also_viewed/),
 * priced in the showroom, without the product on show. Silent: a row that fails is simply not shown.
 */
export function useProductRow(
  kind: ProductRowKind,
  product: { hash: string; categoryId: number },
  vsdId: string | undefined,
) {
  return useQuery({
    queryKey: ['product-row', kind, product.hash, product.categoryId, vsdId ?? null] as const,
    queryFn: async ({ signal }) => {
      const { path, body } = rowRequest[kind];
      const cards = await api.post<ProductCard[]>(
        path,
        { ...body(product.hash, product.categoryId), vsd_id: vsdId },
        { silent: true, signal },
      );
      return cards.data.filter((card) => card.hash !== product.hash).slice(0, ROW_SIZE);
    },
    // Recently viewed changes with every product opened; the other rows can wait a minute.
    staleTime: kind === 'recent' ? 0 : 60_000,
    // This browser's own views: the server, drawing for nobody in particular, leaves the row to it.
    ...(kind === 'recent' ? { meta: { ssr: false } satisfies ServerRenderMeta } : {}),
  });
}
