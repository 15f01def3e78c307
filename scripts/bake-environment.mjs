#!/usr/bin/env node
// `node scripts/bake-environment.mjs`: pre-filters three.js's RoomEnvironment (a bright studio room: the
// room's reflections and bounce light) through PMREMGenerator once, in Chromium drawing WebGL in software,
// and writes the filtered cube map to apps/web/src/visualizer/scene/environment/room-environment.bin.
// Filtering it in the visitor's browser costs ~2.6 s in software WebGL; loading this file costs a few ms.
//
// The file: a header line `RGBE1 <size> <levels>\n`, then per level (size, size/2, … px), per cube face
// (+x, -x, +y, -y, +z, -z), the face's texels as RGBE (a shared exponent: 4 bytes for an HDR colour), all of it
// deflated. The first PMREM level (256 px, a mirror's sharpness) is left out: no surface in a room is a
// perfect mirror, and it is three quarters of the texels. One more level of 4 px (the 8 px face averaged)
// ends the chain, because three reads the roughest level the shaders use from the mip count.
import { createReadStream, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { launchSoftwareGl } from '../bench/support/software-gl.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'apps/web/src/visualizer/scene/environment/room-environment.bin');

const PAGE = `<!doctype html><script type="importmap">{"imports":{"three":"/node_modules/three/build/three.module.js","three/addons/":"/node_modules/three/examples/jsm/"}}</script>
<script type="module">
import { WebGLRenderer, PMREMGenerator } from 'three';
import { RoomEnvironment } from 'three/addons/environments/RoomEnvironment.js';
const renderer = new WebGLRenderer();
const pmrem = new PMREMGenerator(renderer);
const target = pmrem.fromScene(new RoomEnvironment(), 0.04);
const gl = renderer.getContext();
const levels = [];
for (let level = 1; level < target.texture.mipmaps.length; level++) {
  const size = target.width >> level;
  const faces = [];
  for (let face = 0; face < 6; face++) {
    renderer.setRenderTarget(target, face, level);
    const texels = new Float32Array(size * size * 4);
    gl.readPixels(0, 0, size, size, gl.RGBA, gl.FLOAT, texels);
    faces.push(Array.from(texels));
  }
  levels.push({ size, faces });
}
window.baked = levels;
console.log('baked', levels.length);
</script>`;

const TYPES = { '.js': 'text/javascript', '.html': 'text/html' };
const server = createServer((req, res) => {
  if (req.url === '/') return res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
  const file = join(root, decodeURIComponent(req.url.split('?')[0]));
  if (!file.startsWith(join(root, 'node_modules/three/'))) return res.writeHead(404).end();
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
}).listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));

/** One linear HDR colour as RGBE bytes (Greg Ward's shared exponent). */
function rgbe(r, g, b, bytes, at) {
  const m = Math.max(r, g, b);
  if (m < 1e-32) {
    bytes.fill(0, at, at + 4);
    return;
  }
  const e = Math.ceil(Math.log2(m) + 1e-9);
  const scale = 256 / 2 ** e;
  bytes[at] = Math.min(255, Math.round(r * scale));
  bytes[at + 1] = Math.min(255, Math.round(g * scale));
  bytes[at + 2] = Math.min(255, Math.round(b * scale));
  bytes[at + 3] = e + 128;
}

const browser = await launchSoftwareGl();
try {
  const page = await browser.newPage();
  page.on('pageerror', (e) => console.error(e));
  page.on('console', (m) => console.log('page:', m.text()));
  await page.goto(`http://127.0.0.1:${server.address().port}/`, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.baked, null, { timeout: 120_000 });
  const levels = await page.evaluate(() => window.baked);
  // The last level averaged 2 × 2 once more.
  const last = levels.at(-1);
  const half = last.size / 2;
  levels.push({
    size: half,
    faces: last.faces.map((f) => {
      const next = [];
      for (let y = 0; y < half; y++)
        for (let x = 0; x < half; x++)
          for (let c = 0; c < 4; c++) {
            const at = (dy, dx) => f[((2 * y + dy) * last.size + 2 * x + dx) * 4 + c];
            next.push((at(0, 0) + at(0, 1) + at(1, 0) + at(1, 1)) / 4);
          }
      return next;
    }),
  });
  const texels = levels.reduce((n, l) => n + 6 * l.size * l.size, 0);
  const bytes = new Uint8Array(texels * 4);
  let at = 0;
  for (const level of levels)
    for (const face of level.faces)
      for (let i = 0; i < face.length; i += 4, at += 4) rgbe(face[i], face[i + 1], face[i + 2], bytes, at);
  const header = new TextEncoder().encode(`RGBE1 ${levels[0].size} ${levels.length}\n`);
  const file = deflateSync(Buffer.concat([header, bytes]), { level: 9 });
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, file);
  console.log(`${out}: ${levels.length} levels from ${levels[0].size} px, ${file.length} bytes`);
} finally {
  await browser.close();
  server.close();
}
