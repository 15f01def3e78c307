import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { hydratePage } from './app/hydrate-page.tsx';
import { createAppRouter } from './app/router.tsx';
import { readPageState } from './lib/page-state.ts';
import { syncShowroomCookie } from './lib/showroom-selection.ts';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The server draws pages for the showroom this cookie names: it follows my_item however that changed.
syncShowroomCookie();
const router = createAppRouter();
if (root.firstElementChild) {
  // page.html: the server drew the page in it (src/ssr).
  void hydratePage(root, router, readPageState());
} else {
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}
