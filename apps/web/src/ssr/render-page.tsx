import { AsyncLocalStorage } from 'node:async_hooks';
import { emptyCart } from '@app/domain/cart/empty-cart';
import { headTagsHtml } from '@app/domain/seo/head';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { mergeMeta } from '../app/route-meta.ts';
import { routes } from '../app/routes.tsx';
import { setApiTransport } from '../lib/api-client.ts';
import { cartKey } from '../lib/cart/cart.ts';
import { pageStateJson, pageStateOf } from '../lib/page-state.ts';
import { pageHeadOf } from './page-heads.ts';
import { renderedShowroom } from './rendered-showroom.ts';
import { screenPreloads, screenPreloadsTag } from './screen-preloads.ts';
import { ServerQueryClient, settleQueries } from './settle-queries.ts';

/**
 * A page request as the server hands it over: path and query, its public origin, the showroom cookie, and
 * whether the browser may have a cart (domain cart/cart-cookie.ts; without one, /cart is drawn empty).
 */
export type PageRequest = {
  url: string;
  origin: string;
  showroomCookie: string | null;
  mayHaveCart?: boolean;
};

/** A page drawn: its status, the tags for <head>, the markup for #root and the state hydration starts from. */
export type DrawnPage = { status: number; head: string; body: string; state: string };

/** Not a page the server draws (the client-only screens, a redirect): the server sends the app's shell. */
export type NotDrawn = { redirect: string | null; status: number };

const handler = createStaticHandler(routes);

/** How a render reaches the API: the server answers its own routes in-process (apps/server/src/ssr). */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

/** Each render's transport, for the queries it runs (several pages render at once in one server). */
const transports = new AsyncLocalStorage<ApiTransport>();
// Outside a render (a test importing this module beside the app's own), calls go out as they do in a browser.
setApiTransport((url, init) => (transports.getStore() ?? fetch)(url, init));

/** Whether the server draws this path (its route's meta says `serverDrawn`), answers 404, or leaves it to the app. */
export function pageKind(pathname: string): 'drawn' | 'unknown' | 'app' {
  const matches = matchRoutes(routes, pathname);
  if (!matches || matches.at(-1)?.route.path === '*') return 'unknown';
  return mergeMeta(matches.map((match) => match.route.handle)).serverDrawn ? 'drawn' : 'app';
}

/**
 * Draws a storefront page with the app's route table, components and queries (issue 23): the route's lazy
 * screen is loaded, the page is rendered until every query it asks for has its answer (settleQueries), then
 * its head (title, description, canonical, previews, JSON-LD) is made from those answers. Routes whose meta
 * does not say `serverDrawn` are left to the browser.
 */
export function renderPage(page: PageRequest, api: ApiTransport): Promise<DrawnPage | NotDrawn> {
  return transports.run(api, () => draw(page));
}

async function draw(page: PageRequest): Promise<DrawnPage | NotDrawn> {
  const context = await handler.query(new Request(new URL(page.url, page.origin)));
  if (context instanceof Response)
    return { redirect: context.headers.get('location'), status: context.status };
  const meta = mergeMeta(context.matches.map((match) => match.route.handle));
  if (!meta.serverDrawn || context.errors) return { redirect: null, status: 200 };

  const params = context.matches.at(-1)?.params ?? {};
  // A browser with neither a cart id nor a session has the empty cart (what its own read would answer).
  const client = new ServerQueryClient(page.mayHaveCart === false ? [[cartKey, emptyCart()]] : []);
  const showroom = await renderedShowroom(page.showroomCookie, params);
  const router = createStaticRouter(handler.dataRoutes, context);
  const body = await settleQueries(client, () =>
    renderToString(
      <StrictMode>
        <AppProviders client={client} rendered={{ showroom }}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    ),
  );
  const url = new URL(page.url, page.origin);
  const { status, head } = pageHeadOf({ meta, params, url, client, showroom });
  const preloads = screenPreloadsTag(screenPreloads(routes, url.pathname));
  return {
    status,
    head: headTagsHtml(head) + preloads,
    body,
    state: pageStateJson(pageStateOf(client, showroom)),
  };
}
