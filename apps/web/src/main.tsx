import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { hydratePage, Interactive } from './app/hydrate-page.tsx';
import { createAppRouter, loadRouteCode } from './app/router.tsx';
import { readPageState } from './lib/page-state.ts';
import { syncShowroomCookie } from './lib/showroom-selection.ts';
import { syncCartCookie } from './lib/storage.ts';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The server draws pages for the showroom this cookie names, and /cart by whether this browser may have a
// cart: they follow my_item, cart_id and the session however those changed.
syncShowroomCookie();
syncCartCookie();
if (root.firstElementChild) {
  // page.html: the server drew the page in it (src/ssr). Each step is a task of its own, so none holds a
  // phone's main thread for long: the modules (this one), the page's screen code, then the router and hydration.
  const hydrate = () => void hydratePage(root, createAppRouter(), readPageState());
  // A screen that failed to load is the router's to report (its chunk-error page).
  const screens = () => loadRouteCode(window.location.pathname).catch(() => undefined);
  setTimeout(() => void screens().then(() => setTimeout(hydrate)));
} else {
  createRoot(root).render(
    <Interactive container={root}>
      <StrictMode>
        <App router={createAppRouter()} />
      </StrictMode>
    </Interactive>,
  );
}
