#!/usr/bin/env node
// `node scripts/render-template-previews.mjs [kind...]`: the template picker's previews (issue 21 A8), rendered
// with the 3-D engine: for each kind of room and each style, the kind's preview plan dressed with the
// style's light template, opened in /visualize in DEMO2026, drawn by Chromium in software WebGL, the canvas's
// middle saved as apps/web/public/templates/<kind>-<style>.jpg (360 × 225). One still per style and kind (60):
// a template's palette is shown beside it. Committed; run again after the scene, the templates or the demo
// catalogue change. BASE=http://127.0.0.1:PORT renders from a running product (seeded, serving a build);
// otherwise one is started. Needs /usr/bin/chromium (or CHROMIUM_PATH).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { tsImport } from 'tsx/esm/api';
import { root } from '../bench/support/product-server.mjs';
import { openRoomSession } from '../bench/support/room-session.mjs';

const { FLOOR_PLANS } = await tsImport('../packages/domain/src/room/floor-plans.ts', import.meta.url);
const { STYLES } = await tsImport('../packages/domain/src/catalog/styles.ts', import.meta.url);
const { templatePreviewName } = await tsImport(
  '../packages/domain/src/room/template-previews.ts',
  import.meta.url,
);
const outDir = join(root, 'apps/web/public/templates');
mkdirSync(outDir, { recursive: true });
const only = process.argv.slice(2);
/** The plan each kind's previews are drawn in: the one that shows most of what its templates choose. */
const PREVIEW_PLANS = {
  // A hall bath: its tub and tiled surround, toilet, vanity and mirror all in the view from the door.
  bathroom: 'bathroom-hall-2438x1524',
  kitchen: 'kitchen-peninsula-5486x4877',
  living: 'living-5486x6096',
  dining: 'dining-3658x4267',
  laundry: 'laundry-2438x2743',
  // A pool: its deck, coping and water (a patio shows only the deck, a lawn only the turf).
  outdoor: 'outdoor-pool-4267x8534',
};
const plans = FLOOR_PLANS.filter(
  (p) => PREVIEW_PLANS[p.kind] === p.id && (only.length === 0 || only.includes(p.kind)),
);

const session = await openRoomSession({ width: 1280, height: 1000 });
const { page } = session;
try {
  for (const plan of plans) {
    for (const style of STYLES) {
      const started = Date.now();
      await session.open(plan.id, `${plan.kind}-${style.toLowerCase()}-light`);
      // A page screenshot clipped to the canvas: an element's waits for it to be still, which a settling
      // camera in software GL may not be within the timeout.
      const clip = await session.canvas.boundingBox();
      await page.waitForTimeout(1500);
      const shot = await page.screenshot({ clip, type: 'png', timeout: 120_000 });
      // The room's middle at 8:5, without the margin the editor's camera keeps.
      const { width, height } = await sharp(shot).metadata();
      const w = Math.round(Math.min(width * 0.8, height * 0.8 * 1.6));
      const h = Math.round(w / 1.6);
      const file = join(outDir, templatePreviewName(plan.kind, style));
      await sharp(shot)
        .extract({
          left: Math.round((width - w) / 2),
          top: Math.round((height - h) / 2),
          width: w,
          height: h,
        })
        .resize(360, 225)
        .jpeg({ quality: 72, mozjpeg: true })
        .toFile(file);
      console.log(`render-template-previews: ${file} (${Date.now() - started} ms)`);
    }
  }
} finally {
  await session.close();
}
