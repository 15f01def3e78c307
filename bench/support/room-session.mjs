// Rooms opened in /visualize for the scripts that render stills of them (template previews, Inspired Designs):
// a product to render from and a Chromium page drawing WebGL in software, in the DEMO2026 showroom.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { root, startProduct } from './product-server.mjs';
import { launchSoftwareGl, showroomSelection } from './software-gl.mjs';

const { PASSES } = await tsImport('../../apps/web/src/visualizer/lighting/bake-protocol.ts', import.meta.url);

/**
 * BASE=http://127.0.0.1:PORT renders from a running product (seeded, serving a build); otherwise one is started
 * on a fresh PGlite database serving apps/web/dist. `open(plan, template)` shows a room as a photo waits for it:
 * drawn, its products' looks in (they arrive with the design and the checklist), and the baked light's last
 * pass landed. `close()` ends the browser and any product started.
 */
export async function openRoomSession(viewport) {
  const temp = process.env.BASE ? null : mkdtempSync(join(tmpdir(), 'room-session-'));
  const server = temp
    ? await startProduct(
        {
          DATA_DIR: join(temp, 'data'),
          DATABASE_URL: '',
          SMTP_URL: '',
          WEB_DIST: join(root, 'apps/web/dist'),
        },
        { ms: 240_000 },
      )
    : { base: process.env.BASE, stop: async () => {} };
  const browser = await launchSoftwareGl();
  const item = await showroomSelection(server.base);
  const context = await browser.newContext({ viewport });
  await context.addInitScript((my) => {
    window.localStorage.setItem('my_item', JSON.stringify(my));
    window.localStorage.setItem('lead_popup_seen', '1');
  }, item);
  const page = await context.newPage();
  const canvas = page.locator('[data-testid="room-canvas"] canvas');
  return {
    page,
    canvas,
    async open(plan, template) {
      await page.evaluate(() => window.localStorage.removeItem('visual_design')).catch(() => {});
      await page.goto(`${server.base}/visualize?floorplan=${plan}&floorTemplate=${template}`);
      await page.locator('[data-drawn]').waitFor({ timeout: 120_000 });
      await page.waitForLoadState('networkidle');
      await page
        .locator(`[data-testid="room-canvas"][data-bake-passes="${PASSES.length}"]`)
        .waitFor({ state: 'attached', timeout: 120_000 });
      await page.waitForTimeout(400);
    },
    async close() {
      await browser.close();
      await server.stop();
      if (temp) rmSync(temp, { recursive: true, force: true });
    },
  };
}
