import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { hydrateHome } from './app/hydrate-home.tsx';
import { createAppRouter } from './app/router.tsx';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const router = createAppRouter();
if (root.firstElementChild) {
  // home.html: the home page is drawn in it (build-plugins/prerender-home.ts).
  void hydrateHome(root, router);
} else {
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}
