import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
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
  plugins: [react(), tailwindcss(), cspMeta()],
  server: {
    port: 5173,
    proxy: { '/api': api, '/dev': api },
  },
  preview: {
    port: 4173,
    proxy: { '/api': api, '/dev': api },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
});
