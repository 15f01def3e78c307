import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The modules a file imports, followed through relative imports: their files and bare package names. */
function importGraph(entry: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, spec] of source.matchAll(/^(?:import|export)[^'"]*from '([^']+)'/gm)) {
      if (spec.startsWith('.')) visit(resolve(dirname(file), spec));
      else packages.add(spec);
    }
  };
  visit(entry);
  return { files, packages };
}

/**
 * The theme rule runs on every page and sits in the web app's first chunk (app/branding.ts): it must not pull
 * in zod, which weighs ~25 KB gzip there (bench/pages.mjs caught it at 190 KB against a 180 KB budget).
 */
describe('the theme rule’s imports', () => {
  it('reach no zod', () => {
    const theme = fileURLToPath(new URL('./theme.ts', import.meta.url));
    const { files, packages } = importGraph(theme);
    expect(files.size).toBeGreaterThan(1);
    expect([...packages]).not.toContain('zod');
  });
});
