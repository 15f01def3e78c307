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
