#!/usr/bin/env node
// `node scripts/render-product-art.mjs [key-prefix...]`: renders every product family's picture with the 3-D
// engine's own fixture models and surface painter (scripts/product-art/studio.ts, bundled here and run in
// Chromium in software WebGL), and writes apps/server/assets/product-art/<family>.webp (the base: product parts
// in a neutral grey) and <family>.mask.webp (red: where the product's colour goes, green: grout). The assets are
// committed; the server tints them per product (decisions/0027), so `npm start` never needs Chromium. Run it
// again after a fixture model or the surface painter changes. A contact sheet of all of them is written to
// $CONTACT_SHEET (default /tmp/product-art-contact.png) to look at before committing.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import sharp from 'sharp';
import { tsImport } from 'tsx/esm/api';
import { root } from '../bench/support/product-server.mjs';
import { launchSoftwareGl } from '../bench/support/software-gl.mjs';

const { FIXTURE_FAMILIES, SURFACE_FAMILIES } = await tsImport(
  '../packages/domain/src/catalog/product-art.ts',
  import.meta.url,
);
const outDir = join(root, 'apps/server/assets/product-art');
mkdirSync(outDir, { recursive: true });
const only = process.argv.slice(2);
const families = [...FIXTURE_FAMILIES, ...SURFACE_FAMILIES].filter(
  (f) => only.length === 0 || only.some((p) => f.key.startsWith(p)),
);

const bundle = await build({
  entryPoints: [join(root, 'scripts/product-art/entry.ts')],
  bundle: true,
  format: 'esm',
  write: false,
  logLevel: 'warning',
  // Vite's `?url` imports (the room's environment file, which the studio does not load: it has its own).
  plugins: [
    {
      name: 'vite-url',
      setup(b) {
        b.onResolve({ filter: /\?url$/ }, (a) => ({ path: a.path, namespace: 'vite-url' }));
        b.onLoad({ filter: /.*/, namespace: 'vite-url' }, () => ({ contents: 'export default "";' }));
      },
    },
  ],
});
const browser = await launchSoftwareGl();
const png = (dataUrl) => Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
const sheet = [];
try {
  const page = await browser.newPage({ viewport: { width: 600, height: 600 } });
  page.on('pageerror', (e) => console.error('studio:', e.message));
  await page.setContent('<!doctype html><body style="margin:0"></body>');
  await page.addScriptTag({ content: bundle.outputFiles[0].text, type: 'module' });
  await page.waitForFunction(() => 'renderFamily' in window, null, { timeout: 60_000 });
  for (const family of families) {
    const started = Date.now();
    const { base, mask } = await page.evaluate((f) => window.renderFamily(f), family);
    const baseFile = join(outDir, `${family.key}.webp`);
    await sharp(png(base)).webp({ quality: 84, effort: 6 }).toFile(baseFile);
    // The mask keeps red and green only; lossless, as its edges are the tint's edges.
    await sharp(png(mask))
      .removeAlpha()
      .webp({ lossless: true, effort: 6 })
      .toFile(join(outDir, `${family.key}.mask.webp`));
    sheet.push({ key: family.key, file: baseFile });
    console.log(`render-product-art: ${family.key} (${Date.now() - started} ms)`);
  }
} finally {
  await browser.close();
}

// The contact sheet: every base at 128 px, 12 a row.
const cell = 128;
const perRow = 12;
const rows = Math.ceil(sheet.length / perRow);
const tiles = await Promise.all(
  sheet.map(async ({ file }, i) => ({
    input: await sharp(file).resize(cell, cell).toBuffer(),
    left: (i % perRow) * cell,
    top: Math.floor(i / perRow) * cell,
  })),
);
const contact = process.env.CONTACT_SHEET || '/tmp/product-art-contact.png';
await sharp({
  create: { width: perRow * cell, height: Math.max(1, rows) * cell, channels: 3, background: '#ffffff' },
})
  .composite(tiles)
  .png()
  .toFile(contact);
console.log(`render-product-art: ${sheet.length} families; contact sheet ${contact}`);
