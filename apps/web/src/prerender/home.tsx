import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { routes } from '../app/routes.tsx';

/**
 * The home page as a first-time visitor's browser first draws it (no session, no showroom, queries still
 * loading), rendered at build time into home.html (build-plugins/prerender-home.ts) so it paints before the
 * app's code has run; main.tsx hydrates it. The tree is App's with the static router in place of the browser one.
 */
export async function renderHome(origin: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`${origin}/`));
  if (context instanceof Response) throw new Error(`prerender: / answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}
