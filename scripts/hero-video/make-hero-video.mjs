#!/usr/bin/env node
// `node scripts/hero-video/make-hero-video.mjs`: renders the home hero's background video from the room art
// the server draws for /media/inspired (apps/server/src/modules/media/art.ts, imported here through tsx, so
// no server has to run) and writes apps/web/public/video/hero.webm (VP9), hero.mp4 (H.264) and
// hero-poster.webp (the first frame). The outputs are committed: CI and the build do not need this script
// nor ffmpeg. To regenerate: `apt-get install -y ffmpeg`, then run it (it also needs /usr/bin/chromium, or
// CHROMIUM_PATH). Frames: each scene is a still rendered by Chromium (playwright-core), then ffmpeg slowly
// pans/zooms it (zoompan) and crossfades (xfade) to the next; 960×540, 24 fps, no audio. Each video is kept
// ≤ 400 KB and the poster ≤ 40 KB (the encoder's quality is lowered until it fits).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { tsImport } from 'tsx/esm/api';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = join(root, 'apps/web/public/video');
const { roomSvg } = await tsImport('../../apps/server/src/modules/media/art.ts', import.meta.url);

const FPS = 24;
const SCENE_S = 2.5; // each scene on screen, crossfades included
const FADE_S = 0.625;
const MAX_VIDEO_BYTES = 400 * 1024;
const MAX_POSTER_BYTES = 40 * 1024;
/** Scene art and its camera move: zoom in/out around a point, or a pan at a fixed zoom. */
const SCENES = [
  { tab: 'kitchen', n: 1, move: 'zoom-in' },
  { tab: 'bathroom', n: 2, move: 'pan-right' },
  { tab: 'living-room', n: 3, move: 'zoom-out' },
  { tab: 'landscaping-outdoor', n: 4, move: 'pan-left' },
  { tab: 'kitchen', n: 5, move: 'zoom-in' },
];

const frames = Math.round(SCENE_S * FPS);
/** zoompan expressions for a move over `frames` output frames (`on` counts them from 0). */
function zoompan(move) {
  const t = `(on/${frames - 1})`;
  const centre = { x: 'iw/2-(iw/zoom/2)', y: 'ih/2-(ih/zoom/2)' };
  const moves = {
    'zoom-in': { z: `1+0.18*${t}`, ...centre },
    'zoom-out': { z: `1.18-0.18*${t}`, ...centre },
    'pan-right': { z: '1.15', x: `(iw-iw/zoom)*${t}`, y: centre.y },
    'pan-left': { z: '1.15', x: `(iw-iw/zoom)*(1-${t})`, y: centre.y },
  };
  const { z, x, y } = moves[move];
  return `zoompan=z='${z}':x='${x}':y='${y}':d=${frames}:s=960x540:fps=${FPS}`;
}

function ffmpeg(args) {
  const r = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
  if (r.error) throw new Error(`ffmpeg is missing (apt-get install -y ffmpeg): ${r.error.message}`);
  if (r.status !== 0) throw new Error(`ffmpeg ${args.join(' ')} failed`);
}

async function renderStills(dir) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 2 });
  const files = [];
  for (const [i, { tab, n }] of SCENES.entries()) {
    const svg = roomSvg(tab, n).replace(/ width="\d+" height="\d+"/, ' preserveAspectRatio="xMidYMid slice"');
    await page.setContent(
      `<style>html,body{margin:0;height:100%;overflow:hidden}svg{display:block;width:100vw;height:100vh}</style>${svg}`,
    );
    const file = join(dir, `scene-${i}.png`);
    await page.screenshot({ path: file });
    files.push(file);
  }
  await browser.close();
  return files;
}

/** The filter graph: each still panned/zoomed, then crossfaded into the next. */
function graph(count) {
  const parts = SCENES.slice(0, count).map(
    ({ move }, i) => `[${i}:v]${zoompan(move)},format=yuv420p,setsar=1,settb=1/${FPS}[s${i}]`,
  );
  let last = 's0';
  for (let i = 1; i < count; i++) {
    const offset = (i * (SCENE_S - FADE_S)).toFixed(3);
    parts.push(`[${last}][s${i}]xfade=transition=fade:duration=${FADE_S}:offset=${offset}[x${i}]`);
    last = `x${i}`;
  }
  return { filter: parts.join(';'), out: `[${last}]` };
}

const size = (file) => statSync(file).size;

/** Encodes with rising crf until the file fits the budget. */
function encode(master, file, codecArgs, crf, maxCrf) {
  for (let q = crf; q <= maxCrf; q += 3) {
    ffmpeg(['-i', master, '-an', ...codecArgs(q), file]);
    console.log(`  ${file.replace(`${root}/`, '')}: crf ${q}, ${(size(file) / 1024).toFixed(1)} KB`);
    if (size(file) <= MAX_VIDEO_BYTES) return;
  }
  throw new Error(`${file} stays above ${MAX_VIDEO_BYTES} bytes`);
}

const temp = mkdtempSync(join(tmpdir(), 'hero-video-'));
try {
  mkdirSync(outDir, { recursive: true });
  const stills = await renderStills(temp);
  const { filter, out } = graph(stills.length);
  const master = join(temp, 'master.mkv');
  // A lossless intermediate, so both delivery encodes start from the same frames.
  ffmpeg([
    ...stills.flatMap((f) => ['-i', f]),
    '-filter_complex',
    filter,
    '-map',
    out,
    '-c:v',
    'ffv1',
    master,
  ]);

  encode(
    master,
    join(outDir, 'hero.webm'),
    (q) => ['-c:v', 'libvpx-vp9', '-crf', String(q), '-b:v', '0', '-row-mt', '1', '-pix_fmt', 'yuv420p'],
    40,
    60,
  );
  encode(
    master,
    join(outDir, 'hero.mp4'),
    (q) => [
      ...['-c:v', 'libx264', '-preset', 'veryslow', '-crf', String(q), '-pix_fmt', 'yuv420p'],
      ...['-profile:v', 'high', '-movflags', '+faststart'],
    ],
    28,
    45,
  );
  // Imported by HeroVideo.tsx: under 4 KB the build writes it into the page (the first paint needs no request).
  const poster = join(root, 'apps/web/src/features/home/assets/hero-poster.webp');
  for (let q = 70; ; q -= 10) {
    ffmpeg(['-i', master, '-frames:v', '1', '-c:v', 'libwebp', '-quality', String(q), poster]);
    console.log(`  ${poster.replace(`${root}/`, '')}: quality ${q}, ${(size(poster) / 1024).toFixed(1)} KB`);
    if (size(poster) <= MAX_POSTER_BYTES) break;
    if (q <= 20) throw new Error(`${poster} stays above ${MAX_POSTER_BYTES} bytes`);
  }
} finally {
  rmSync(temp, { recursive: true, force: true });
}
