import type { ComponentType } from 'react';
import { lazyScreen } from './lazy-screen.ts';

/**
 * Every screen a route can show, by its module's path from this folder. Named by path (not an inline
 * `import()`) so a route says which module it draws: the server lists that module's chunks in the page it
 * draws (`meta[name=screen-modules]`, src/ssr/screen-preloads.ts) and the page's boot script preloads them a
 * few per task, instead of Vite's loader adding them all in the task that starts the app (issue 23).
 */
const screenModules = import.meta.glob<{ default: ComponentType }>([
  '../features/*/routes/*.tsx',
  './screens/*.tsx',
  '!**/*.test.tsx',
]);

/** A route's `lazy` that loads the screen module at `path` (e.g. '../features/cart/routes/CartPage.tsx'). */
export function screen(path: string) {
  const load = screenModules[path];
  if (!load) throw new Error(`screen: no module ${path} (a route names a file that is not a screen)`);
  return Object.assign(lazyScreen(load), { screen: path });
}

/** The screen module a route's `lazy` loads, when it was made by screen(). */
export const screenOf = (lazy: unknown): string | null =>
  typeof lazy === 'function' && 'screen' in lazy && typeof lazy.screen === 'string' ? lazy.screen : null;
