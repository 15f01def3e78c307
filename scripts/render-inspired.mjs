#!/usr/bin/env node
// `node scripts/render-inspired.mjs`: renders the home page's Inspired Designs with the 3-D engine itself —
// each plan and template of INSPIRED_ROOMS (packages/domain/src/room/showcase.ts) opened in /visualize in
// DEMO2026, drawn by Chromium in software WebGL, the canvas saved as apps/web/public/inspired/<tab>-<n>.jpg.
// The images are committed (the build and CI do not run this); run it again after the scene or the demo
// catalogue changes. Needs a built web app (npm run build -w @app/web) and /usr/bin/chromium (or
// CHROMIUM_PATH).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { root, startProduct } from '../bench/support/product-server.mjs';
import { launchSoftwareGl, showroomSelection } from '../bench/support/software-gl.mjs';

const { INSPIRED_ROOMS } = await tsImport('../packages/domain/src/room/showcase.ts', import.meta.url);
const outDir = join(root, 'apps/web/public/inspired');
mkdirSync(outDir, { recursive: true });

const temp = mkdtempSync(join(tmpdir(), 'render-inspired-'));
const server = await startProduct(
  { DATA_DIR: join(temp, 'data'), DATABASE_URL: '', SMTP_URL: '', WEB_DIST: join(root, 'apps/web/dist') },
  { ms: 180_000 },
);
const browser = await launchSoftwareGl();
try {
  const item = await showroomSelection(server.base);
  // 1600 × 1200: the canvas is ~1200 × 660; its middle (the room, without the empty margin the editor's camera
  // keeps) is saved, ~900 × 530, near the home slide's 8:5.
  const context = await browser.newContext({ viewport: { width: 1600, height: 1200 } });
  await context.addInitScript((my) => {
    window.localStorage.setItem('my_item', JSON.stringify(my));
    window.localStorage.setItem('lead_popup_seen', '1');
  }, item);
  const page = await context.newPage();
  for (const [tab, rooms] of Object.entries(INSPIRED_ROOMS)) {
    for (const [i, room] of rooms.entries()) {
      await page.evaluate(() => window.localStorage.removeItem('visual_design')).catch(() => {});
      await page.goto(
        `${server.base}/visualize?floorplan=${room.floorplan}&floorTemplate=${room.floorTemplate}`,
      );
      await page.locator('[data-drawn]').waitFor({ timeout: 60_000 });
      // The products' looks arrive with the checklist; let the scene redraw with them.
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(400);
      const file = join(outDir, `${tab}-${i + 1}.jpg`);
      await page
        .locator('[data-testid="room-canvas"] canvas')
        .screenshot({ path: file, type: 'jpeg', quality: 72 });
      console.log(`render-inspired: ${file}`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(temp, { recursive: true, force: true });
}
