import path from 'node:path';
import type { Rolldown } from 'vite';

/** A chunk's file and every chunk it imports statically (what the browser must fetch before it runs). */
export function staticGraph(
  bundle: Rolldown.OutputBundle,
  fileName: string,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const file of chunk.imports) staticGraph(bundle, file, seen);
  return seen;
}

/**
 * Each screen module's chunks (its dynamic chunk and what that imports), keyed by the module's path from
 * `appDir` as src/app/screens.ts names it ('../features/cart/routes/CartPage.tsx'), less the chunks the
 * entry already loads, as URLs under `base`.
 */
export function screenModules(
  bundle: Rolldown.OutputBundle,
  entryFile: string,
  appDir: string,
  base: string,
): Record<string, string[]> {
  const loaded = staticGraph(bundle, entryFile);
  const map: Record<string, string[]> = {};
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !chunk.isDynamicEntry || !chunk.facadeModuleId) continue;
    const relative = path.relative(appDir, chunk.facadeModuleId).split(path.sep).join('/');
    const key = relative.startsWith('.') ? relative : `./${relative}`;
    map[key] = [...staticGraph(bundle, chunk.fileName)].filter((f) => !loaded.has(f)).map((f) => base + f);
  }
  return map;
}
