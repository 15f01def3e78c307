#!/usr/bin/env node
// `node scripts/render-inspired.mjs`: renders the home page's Inspired Designs with the 3-D engine itself —
// each plan and template of INSPIRED_ROOMS (packages/domain/src/room/showcase.ts) opened in /visualize in
// DEMO2026, drawn by Chromium in software WebGL, the canvas saved as apps/web/public/inspired/<tab>-<n>.jpg.
// The images are committed (the build and CI do not run this); run it again after the scene or the demo
// catalogue changes. Needs a built web app (npm run build -w @app/web) and /usr/bin/chromium (or
// CHROMIUM_PATH). BASE=http://127.0.0.1:PORT renders from a running product (seeded, serving a build).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { root } from '../bench/support/product-server.mjs';
import { openRoomSession } from '../bench/support/room-session.mjs';

const { INSPIRED_ROOMS } = await tsImport('../packages/domain/src/room/showcase.ts', import.meta.url);
const outDir = join(root, 'apps/web/public/inspired');
mkdirSync(outDir, { recursive: true });

// 1600 × 1200: the canvas is ~1200 × 660; its middle (the room, without the empty margin the editor's camera
// keeps) is saved, ~900 × 530, near the home slide's 8:5.
const session = await openRoomSession({ width: 1600, height: 1200 });
try {
  for (const [tab, rooms] of Object.entries(INSPIRED_ROOMS)) {
    for (const [i, room] of rooms.entries()) {
      await session.open(room.floorplan, room.floorTemplate);
      const file = join(outDir, `${tab}-${i + 1}.jpg`);
      await session.canvas.screenshot({ path: file, type: 'jpeg', quality: 72 });
      console.log(`render-inspired: ${file}`);
    }
  }
} finally {
  await session.close();
}
