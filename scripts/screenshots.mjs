#!/usr/bin/env node
// `npm run screenshots` (after `npm run build -w @app/web`, whose apps/web/dist the server serves): starts the
// real product on a fresh PGlite data directory with the demo data (~60 s the first time), opens /visualize
// in DEMO2026 in Chromium drawing WebGL in software (SwiftShader), and photographs four rooms at eye level
// at 1280 × 800 into docs/screenshots/: a bathroom, an L-shaped kitchen, a living room and a patio. Each is
// taken once the full-quality frame is on screen and, where the room bakes its light (lighting/), once the
// bake has landed (or after 60 s). SCREENSHOTS_BASE=http://… photographs a product already running instead.
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, startProduct } from '../bench/support/product-server.mjs';
import { launchSoftwareGl, showroomSelection } from '../bench/support/software-gl.mjs';

// The server's image library: a palette PNG keeps each picture well under 400 KB for the repository.
const sharp = createRequire(join(root, 'apps/server/package.json'))('sharp');

const SHOTS = [
  { file: 'bathroom', plan: 'bathroom-primary-3048x3658', template: 'bathroom-modern-light' },
  { file: 'kitchen-l', plan: 'kitchen-l-shaped-3658x3658', template: 'kitchen-transitional-warm' },
  { file: 'living-room', plan: 'living-4267x4877', template: 'living-mid-century-warm' },
  { file: 'patio', plan: 'outdoor-patio-4877x6096', template: 'outdoor-modern-light' },
];
const SIZE = { width: 1280, height: 800 };
// SCREENSHOTS_OUT=dir writes elsewhere (to compare before committing); SCREENSHOTS_ONLY=bathroom,patio takes a few.
const out = process.env.SCREENSHOTS_OUT ?? join(root, 'docs/screenshots');
const only = process.env.SCREENSHOTS_ONLY?.split(',');
/** The room's box made to fill the window, so the canvas is the picture's full 1280 × 800. */
const FULL_WINDOW = '[data-testid="room-canvas"]{position:fixed!important;inset:0;z-index:2147483647}';

const temp = mkdtempSync(join(tmpdir(), 'screenshots-'));
let stop = async () => {};
try {
  let base = process.env.SCREENSHOTS_BASE;
  if (!base) {
    const server = await startProduct(
      { DATA_DIR: join(temp, 'data'), DATABASE_URL: '', SMTP_URL: '' },
      { ms: 240_000 },
    );
    ({ base, stop } = server);
  }
  const item = await showroomSelection(base);
  const browser = await launchSoftwareGl();
  mkdirSync(out, { recursive: true });
  try {
    for (const shot of SHOTS.filter((s) => !only || only.includes(s.file))) {
      const context = await browser.newContext({ viewport: SIZE });
      await context.addInitScript(
        ({ my, css }) => {
          window.localStorage.setItem('my_item', JSON.stringify(my));
          window.localStorage.setItem('lead_popup_seen', '1');
          document.addEventListener('DOMContentLoaded', () => {
            const style = document.createElement('style');
            style.textContent = css;
            document.head.append(style);
          });
        },
        { my: item, css: FULL_WINDOW },
      );
      const page = await context.newPage();
      await page.goto(`${base}/visualize?floorplan=${shot.plan}&floorTemplate=${shot.template}`);
      await page.locator('[data-drawn]').waitFor({ timeout: 90_000 });
      await page.locator('[data-testid="room-canvas"][data-view="eye"][data-quality="full"]').waitFor();
      // The baked light, where the room bakes it: its first passes land within seconds, the rest refine.
      await page
        .locator('[data-testid="room-canvas"][data-baked]')
        .waitFor({ timeout: 60_000 })
        .catch(() => {});
      // The products' surface maps are painted in a worker (each lands as a 'surface-maps-painted' mark): wait
      // until none has landed for 3 s (at most 30 s), then let the frame after them draw.
      const painted = () => page.evaluate(() => performance.getEntriesByName('surface-maps-painted').length);
      for (
        let [count, still, waited] = [await painted(), 0, 0];
        still < 3000 && waited < 30_000;
        waited += 500
      ) {
        await page.waitForTimeout(500);
        const now = await painted();
        [count, still] = [now, now === count ? still + 500 : 0];
      }
      await page.waitForTimeout(1500);
      const path = join(out, `${shot.file}.png`);
      // The canvas's own pixels (it keeps its drawing buffer): no wait for the page's compositor, which a busy
      // software-WebGL page can hold up past Playwright's screenshot timeout.
      const png = await page.evaluate(
        () =>
          document.querySelector('[data-testid="room-canvas"] canvas').toDataURL('image/png').split(',')[1],
      );
      await sharp(Buffer.from(png, 'base64')).png({ palette: true, quality: 95, effort: 8 }).toFile(path);
      console.log(`${path}: ${Math.round(statSync(path).size / 1024)} KB`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
} finally {
  await stop();
  rmSync(temp, { recursive: true, force: true });
}
