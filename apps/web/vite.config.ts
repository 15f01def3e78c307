import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './build-plugins/precompress.ts';
import { serverRender } from './build-plugins/server-render.ts';
import { contentSecurityPolicy } from './src/config/csp.ts';

/** Adds the CSP meta to the built index.html only: the dev server needs an inline script for React refresh. */
const cspMeta = (): Plugin => ({
  name: 'csp-meta',
  apply: 'build',
  transformIndexHtml: () => [
    {
      tag: 'meta',
      attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy({ forMeta: true }) },
      injectTo: 'head-prepend',
    },
  ],
});

const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    cspMeta(),
    // Storefront pages arrive drawn (issue 23): the server renders them with this module into page.html.
    serverRender('src/ssr/render-page.tsx'),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': api, '/dev': api, '/media': api },
  },
  preview: {
    port: 4173,
    proxy: { '/api': api, '/dev': api, '/media': api },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // packages/domain is pure (rules, schemas, constants): a module of it whose exports are unused is dropped,
      // so importing one constant from the '@app/domain' barrel does not ship zod, libphonenumber and
      // card-validator in the home page's initial JS. Other modules keep the default (their package.json).
      treeshake: { moduleSideEffects: (id) => (id.includes('/packages/domain/src/') ? false : undefined) },
      // React DOM and the router in chunks of their own: a page the server drew evaluates them one task
      // each before the app (build-plugins/page-boot.ts) instead of in one long evaluation.
      output: {
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
            { name: 'react-router', test: /node_modules[\\/]react-router[\\/]/ },
          ],
        },
      },
    },
  },
});
