import { PAGE_STATE_ID } from '@app/domain/seo/page-frame';
import {
  type DehydratedState,
  dehydrate,
  hydrate,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import type { MyItem } from './my-item.ts';

/**
 * What a page drawn by the server (src/ssr) hands to the browser that hydrates it, in the page as
 * `<script type="application/json" id="page-state">` (data, not script: the page's CSP runs none inline): the
 * answers it was drawn from and the showroom it was drawn for.
 */
export type PageState = { queries: DehydratedState; showroom: MyItem | null };

export { PAGE_STATE_ID };

/** Query meta: the browser asks again once the page is its own (the product page: it records the view). */
export type ServerRenderMeta = { ssr?: false; refreshAfterHydration?: true };

type SentError = { status: number; body: unknown };

const sentError = (error: unknown): SentError =>
  error instanceof ApiError ? { status: error.status, body: error.body } : { status: 500, body: null };

/** The answers drawn (successes, and failures as their status and body: a not-found page stays one). */
export function pageStateOf(client: QueryClient, showroom: MyItem | null): PageState {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query: Query) => query.state.status !== 'pending',
  });
  for (const query of state.queries)
    if (query.state.status === 'error')
      query.state = { ...query.state, error: sentError(query.state.error) as unknown as Error };
  return { queries: state, showroom };
}

/** The state as the page carries it: JSON that cannot end its <script> element early. */
export const pageStateJson = (state: PageState) =>
  JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The page's state, if the server drew it; null for a page the browser draws itself. */
export function readPageState(doc: Document = document): PageState | null {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as PageState;
    return state && typeof state === 'object' && state.queries ? state : null;
  } catch {
    return null;
  }
}

/**
 * Puts the server's answers into the browser's query client, as they were when drawn: failures become the
 * ApiError the page's components test for (and are not asked again on mount, which would flash the loading
 * state); queries marked `refreshAfterHydration` are stale at once, so the browser asks for them again.
 */
export function hydratePageState(client: QueryClient, state: PageState) {
  const queries = state.queries.queries.map((query) => {
    const meta = query.meta as ServerRenderMeta | undefined;
    if (query.state.status === 'error') {
      const sent = query.state.error as unknown as SentError;
      client.setQueryDefaults(query.queryKey, { retryOnMount: false });
      return { ...query, state: { ...query.state, error: new ApiError(sent.status, sent.body as never) } };
    }
    if (meta?.refreshAfterHydration) return { ...query, state: { ...query.state, dataUpdatedAt: 1 } };
    return query;
  });
  hydrate(client, { ...state.queries, queries });
}
