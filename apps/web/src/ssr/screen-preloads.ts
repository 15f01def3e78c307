import { readFileSync } from 'node:fs';
import { escapeMarkup } from '@app/domain/seo/text';
import type { RouteObject } from 'react-router';
import { matchRoutes } from 'react-router';
import { screenOf } from '../app/screens.ts';

/** Where the build writes each screen module's chunks (build-plugins/server-render.ts), beside this module. */
export const SCREEN_MODULES_FILE = 'screen-modules.json';

let chunksByScreen: Record<string, string[]> | null = null;

/** The build's map, read once; none (a test run from the sources) means no preloads are listed. */
function screenChunks(): Record<string, string[]> {
  if (chunksByScreen) return chunksByScreen;
  try {
    chunksByScreen = JSON.parse(readFileSync(new URL(`./${SCREEN_MODULES_FILE}`, import.meta.url), 'utf8'));
  } catch {
    chunksByScreen = {};
  }
  return chunksByScreen as Record<string, string[]>;
}

/**
 * The chunks of the screens that draw `pathname`, for the page's boot script to preload a few per task
 * (build-plugins/page-boot.ts) before the app asks for them; Vite's loader then finds them listed and adds
 * nothing in the task that starts the app (issue 23). Empty when the build wrote no map.
 */
export function screenPreloads(routes: RouteObject[], pathname: string, map = screenChunks()): string[] {
  const files = new Set<string>();
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const screen = screenOf(route.lazy);
    for (const file of (screen && map[screen]) || []) files.add(file);
  }
  return [...files];
}

/** The head tag that hands the list to the boot script (no script: the page's CSP allows none inline). */
export const screenPreloadsTag = (files: readonly string[]) =>
  files.length === 0 ? '' : `<meta name="screen-modules" content="${escapeMarkup(files.join(' '))}">`;
