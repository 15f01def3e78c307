import type { OrderView } from '@app/domain/orders/contract';
import {
  priceSamples,
  SAMPLE_LIMITS,
  type SampleOrderRequest,
  type SampleQuote,
} from '@app/domain/orders/samples';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../config/paths.ts';
import { api } from './api-client.ts';
import type { ServerRenderMeta } from './page-state.ts';

/**
 * Samples of an estimate's or a room's tiles and slabs (issue 25 point 7, docs/api-samples.md): the quote
 * before ordering, and the order. Shared by the project's Estimates tab and the 3-D room.
 */

export const sampleQuoteKey = (products: readonly string[], state: string | null) =>
  ['sample-quote', products, state] as const;

function parts(products: readonly string[]) {
  const unique = [...new Set(products)];
  const chunks: string[][] = [];
  for (let i = 0; i < unique.length; i += SAMPLE_LIMITS.products)
    chunks.push(unique.slice(i, i + SAMPLE_LIMITS.products));
  return chunks;
}

/** Quotes asked in parts put together: the lines in the order asked, the money as one quote of them all. */
function together(quotes: SampleQuote[]): SampleQuote {
  const [first] = quotes as [SampleQuote, ...SampleQuote[]];
  const lines = quotes.flatMap((q) => q.lines);
  const money = priceSamples(
    lines.map((l) => l.price_cents),
    first.tax_bps,
  );
  return {
    ...first,
    lines,
    unavailable: quotes.flatMap((q) => q.unavailable),
    subtotal_cents: money.subtotalCents,
    tax_cents: money.taxCents,
    shipping_cents: money.shippingCents,
    total_cents: money.totalCents,
  };
}

/**
 * GET /api/sample_orders/quote?products=a,b&state=NY: what the samples would cost shipped to `state` (else the
 * saved address's). One request names at most SAMPLE_LIMITS.products products, so a longer list (an estimate
 * of many materials) is asked in parts; the dialog lets no more than that many be ordered at once.
 */
export async function sampleQuote(products: readonly string[], state: string | null, signal?: AbortSignal) {
  const quotes = await Promise.all(
    parts(products).map(
      async (chunk) =>
        (
          await api.get<SampleQuote>(apiPaths.sampleOrderQuote, {
            query: { products: chunk.join(','), state },
            signal,
            silent: true,
          })
        ).data,
    ),
  );
  return quotes.length === 1 ? quotes[0]! : together(quotes);
}

/** The quote of these products; another state keeps the last quote on screen while it is asked. */
export const useSampleQuote = (products: readonly string[], state: string | null) =>
  useQuery({
    queryKey: sampleQuoteKey(products, state),
    queryFn: ({ signal }) => sampleQuote(products, state, signal),
    enabled: products.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
    // The homeowner's own address and card: the browser asks (src/ssr draws for nobody in particular).
    meta: { ssr: false } satisfies ServerRenderMeta,
  });

/**
 * POST /api/sample_orders under the attempt's Idempotency-Key (the same on a retry after no answer or a 503:
 * never a second charge). Every 422 field is shown by the dialog, so no toast on top.
 */
export const placeSampleOrder = (body: SampleOrderRequest, key: string) =>
  api.post<OrderView>(apiPaths.sampleOrders, body, {
    headers: { 'Idempotency-Key': key },
    fieldsShown: 'all',
  });
