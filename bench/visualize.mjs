#!/usr/bin/env node
// `node bench/visualize.mjs`: builds the web app (or measures VISUALIZE_WEB_DIST), starts the real server on a
// fresh PGlite database with the demo data, and opens /visualize with a kitchen template in DEMO2026 in
// Chromium drawing WebGL in software (SwiftShader), 5 times. Budgets of issues 10 and 21: the room's first frame
// < 2 s after navigation (median of 5), a frame while the camera is dragged < 150 ms (the median frame of a
// drag, median of 5 drags) and a swapped floor redrawn < 300 ms (median of 5). The first frame is
// measured for a first visit (a fresh browser profile: nothing cached) and for the same visitor coming back;
// "with its materials" is the first frame drawn after the last product's painted maps came from the worker
// (the room at true scale with its joints, grain and veining; until then each product is its flat colour).
// Each run also drags at eye level in a hall bath facing its vanity mirror (a live planar reflection, kept while
// the camera moves) under the same drag budget, and reports the sharp frame drawn once each drag has settled.
// The server runs on PGlite, or on PostgreSQL with VISUALIZE_DATABASE_URL (an empty database it migrates and seeds).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, startProduct } from './support/product-server.mjs';
import { launchSoftwareGl, showroomSelection } from './support/software-gl.mjs';

const budgets = { firstFrameMs: 2000, materialsMs: 2000, dragFrameMs: 150, swapMs: 300 };
const RUNS = 5;
const PLAN = 'kitchen-u-shaped-4267x3658';
const TEMPLATE = 'kitchen-modern-light';
// A bathroom seen at eye level facing its vanity: the mirror over it (a live planar reflection) in view.
const BATH_PLAN = 'bathroom-hall-2438x1524';
const BATH_TEMPLATE = 'bathroom-modern-light';

const temp = mkdtempSync(join(tmpdir(), 'bench-visualize-'));
let webDist = process.env.VISUALIZE_WEB_DIST;
if (!webDist) {
  webDist = join(temp, 'dist');
  const r = spawnSync('npx', ['vite', 'build', '--outDir', webDist, '--emptyOutDir'], {
    cwd: join(root, 'apps/web'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (r.status !== 0) throw new Error('vite build failed');
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * A swap of the floor to the first other product offered, clicked as a person clicks (a trusted click, whose
 * handlers run as the browser's own), timed from the click event until the picture changes. The picture is
 * read after each frame's callbacks (so after the room's own draw in that frame) as three rows of the drawing
 * buffer across the floor: a whole-canvas copy costs ~60 ms in software WebGL, enough to hold back the very
 * frame being timed.
 */
async function timeSwap(page) {
  await page
    .getByRole('navigation', { name: 'Surfaces and fixtures' })
    .getByRole('button', { name: /^Floor / })
    .click();
  const use = page.getByRole('list', { name: 'Products for Floor' }).getByRole('button', { name: /^Use / });
  await use.first().waitFor();
  await page.evaluate(async () => {
    const canvas = document.querySelector('[data-testid="room-canvas"] canvas');
    const gl = canvas.getContext('webgl2');
    const [w, h] = [gl.drawingBufferWidth, gl.drawingBufferHeight];
    const row = new Uint8Array(w * 4);
    const hash = () => {
      let sum = 0;
      for (const height of [0.12, 0.22, 0.32]) {
        gl.readPixels(0, Math.floor(h * height), w, 1, gl.RGBA, gl.UNSIGNED_BYTE, row);
        for (let i = 0; i < row.length; i += 1) sum = (Math.imul(sum, 31) + row[i]) | 0;
      }
      return sum;
    };
    const afterFrame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    await afterFrame();
    const before = hash();
    window.__swapRedrawn = new Promise((resolve) => {
      document.addEventListener(
        'click',
        async (event) => {
          const t0 = event.timeStamp;
          while (performance.now() - t0 < 5000) {
            await afterFrame();
            if (hash() !== before) return resolve(performance.now() - t0);
          }
          resolve(null);
        },
        { capture: true, once: true },
      );
    });
  });
  await use.first().click();
  return page.evaluate(() => window.__swapRedrawn);
}

/**
 * A drag across the room at eye level, as a person drags (trusted mouse moves, one per animation frame): the
 * time between the frames drawn while it moves, from the renderer's own draw calls. Answers the median.
 * `back`: the drag comes back to where it started (the bathroom's mirror is in view again when it settles).
 */
async function timeDrag(page, { back = false } = {}) {
  const box = await page.locator('[data-testid="room-canvas"] canvas').boundingBox();
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.evaluate(() => {
    const canvas = document.querySelector('[data-testid="room-canvas"] canvas');
    const gl = canvas.getContext('webgl2');
    window.__frames = [];
    window.__tasks = [];
    // A frame is drawn when the scene is cleared: the first draw call of each render (a mirror's image,
    // drawn inside a frame, clears its own target too). Once `__sync` is set, each clear's task is also timed
    // to the end of its drawing: a pixel read back after it waits for every command queued (software WebGL
    // draws after the task that asked, so the task's own end says nothing).
    const clear = gl.clear.bind(gl);
    const pixel = new Uint8Array(4);
    gl.clear = (mask) => {
      const t = performance.now();
      window.__frames.push(t);
      if (window.__sync)
        setTimeout(() => {
          gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
          window.__tasks.push([t, performance.now()]);
        }, 0);
      return clear(mask);
    };
  });
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.waitForTimeout(100);
  for (let i = 1; i <= 24; i++) {
    await page.mouse.move(x + (back && i > 12 ? 24 - i : i) * 12, y + (i % 2) * 2);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
  }
  await page.mouse.up();
  const frames = await page.evaluate(() => window.__frames);
  const gaps = frames.slice(1).map((t, i) => t - frames[i]);
  return gaps.length ? median(gaps) : Number.POSITIVE_INFINITY;
}

/**
 * The sharp frame drawn once the drag has settled (motion-quality.ts SETTLE_MS after the last move): from its
 * first clear until its drawing is done, with everything drawn in it (a mirror draws its image then).
 */
async function timeSettled(page) {
  const up = await page.evaluate(() => {
    window.__sync = true;
    return performance.now();
  });
  await page.locator('[data-testid="room-canvas"][data-quality="full"]').waitFor();
  await page.waitForTimeout(600);
  const tasks = await page.evaluate(() => {
    window.__sync = false;
    return window.__tasks;
  });
  // The settled frame is drawn SETTLE_MS (200 ms) after the last move: not a frame still in flight at the release.
  const settled = tasks.filter(([t]) => t > up + 150);
  if (!settled.length) return Number.POSITIVE_INFINITY;
  const [start] = settled[0];
  return Math.max(...settled.filter(([t]) => t - start < 1000).map(([, end]) => end)) - start;
}

let failed = false;
let stop = async () => {};
try {
  const server = await startProduct(
    {
      DATA_DIR: join(temp, 'data'),
      DATABASE_URL: process.env.VISUALIZE_DATABASE_URL ?? '',
      SMTP_URL: '',
      WEB_DIST: webDist,
    },
    { ms: 180_000 },
  );
  stop = server.stop;
  const item = await showroomSelection(server.base);
  const browser = await launchSoftwareGl();
  const firsts = [];
  const withMaterials = [];
  const drags = [];
  const settles = [];
  const bathDrags = [];
  const bathSettles = [];
  const swaps = [];
  const returning = [];
  try {
    // One warm-up visit fills the server's caches as any earlier visitor would; then the measured runs.
    for (let run = 0; run <= RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addInitScript((my) => {
        window.localStorage.setItem('my_item', JSON.stringify(my));
        window.localStorage.setItem('lead_popup_seen', '1');
        // When each frame began: the first draw call of a render clears the canvas.
        window.__clears = [];
        const clear = WebGL2RenderingContext.prototype.clear;
        WebGL2RenderingContext.prototype.clear = function (mask) {
          window.__clears.push(performance.now());
          return clear.call(this, mask);
        };
      }, item);
      const page = await context.newPage();
      await page.goto(`${server.base}/visualize?floorplan=${PLAN}&floorTemplate=${TEMPLATE}`);
      await page.locator('[data-drawn]').waitFor({ timeout: 60_000 });
      const first = await page.evaluate(() => performance.getEntriesByName('room-first-frame')[0].startTime);
      await page.locator('[data-testid="room-canvas"][data-quality="full"]').waitFor();
      await page.waitForTimeout(1500);
      const materials = await page.evaluate(() => {
        const painted = performance.getEntriesByName('surface-maps-painted').map((e) => e.startTime);
        const last = Math.max(...painted);
        return window.__clears.find((t) => t > last) ?? Number.POSITIVE_INFINITY;
      });
      const drag = await timeDrag(page);
      const settle = await timeSettled(page);
      const swap = await timeSwap(page);
      // The same visitor coming back (the browser's cache and compiled code warm, a new draft cleared).
      await page.evaluate(() => window.localStorage.removeItem('visual_design'));
      await page.goto(`${server.base}/visualize?floorplan=${PLAN}&floorTemplate=${TEMPLATE}`);
      await page.locator('[data-drawn]').waitFor({ timeout: 60_000 });
      const again = await page.evaluate(() => performance.getEntriesByName('room-first-frame')[0].startTime);
      // The bathroom with its mirror in view: a drag (the mirror keeps its image) and the frame after it.
      await page.evaluate(() => window.localStorage.removeItem('visual_design'));
      await page.goto(`${server.base}/visualize?floorplan=${BATH_PLAN}&floorTemplate=${BATH_TEMPLATE}`);
      await page.locator('[data-drawn]').waitFor({ timeout: 60_000 });
      await page.locator('[data-testid="room-canvas"][data-quality="full"]').waitFor();
      await page.waitForTimeout(1500);
      const bathDrag = await timeDrag(page, { back: true });
      const bathSettle = await timeSettled(page);
      if (run > 0) {
        firsts.push(first);
        withMaterials.push(materials);
        drags.push(drag);
        settles.push(settle);
        bathDrags.push(bathDrag);
        bathSettles.push(bathSettle);
        swaps.push(swap ?? Number.POSITIVE_INFINITY);
        returning.push(again);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const rows = [
    ['first frame of /visualize (kitchen)', median(firsts), budgets.firstFrameMs, firsts],
    ['first frame with its materials', median(withMaterials), budgets.materialsMs, withMaterials],
    ['a frame while dragging (eye level)', median(drags), budgets.dragFrameMs, drags],
    ['the sharp frame after it', median(settles), null, settles],
    ['a frame while dragging (bath, mirror)', median(bathDrags), budgets.dragFrameMs, bathDrags],
    ['the sharp frame after it (mirror drawn)', median(bathSettles), null, bathSettles],
    ['swap of the floor redrawn', median(swaps), budgets.swapMs, swaps],
    ['first frame, returning visitor', median(returning), budgets.firstFrameMs, returning],
  ];
  console.log(`\nvisualize: ${PLAN} with ${TEMPLATE}, SwiftShader, median of ${RUNS}`);
  for (const [name, value, budget, all] of rows) {
    const ok = budget === null || value < budget;
    if (!ok) failed = true;
    console.log(
      `${budget === null ? '    ' : ok ? 'PASS' : 'FAIL'}  ${name}`.padEnd(44) +
        `${value.toFixed(0).padStart(6)} ms (${budget === null ? 'no budget' : `budget < ${budget} ms`}; runs ${all.map((x) => x.toFixed(0)).join(', ')})`,
    );
  }
} finally {
  await stop();
  rmSync(temp, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
