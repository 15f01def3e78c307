import { seededFrom, shade, svgDoc } from '../shared/svg.ts';
import type { Texture } from './texture.ts';

const SIZE = 600;

function tiles(t: Texture, rand: () => number, scale: number) {
  const w = Math.max(40, Math.min(300, t.tile_width_in * 12 * scale));
  const h = Math.max(40, Math.min(300, t.tile_height_in * 12 * scale));
  const grout = Math.max(1, t.grout_width_in * 24);
  let out = `<rect width="${SIZE}" height="${SIZE}" fill="${t.grout_color}"/>`;
  for (let y = 0, row = 0; y < SIZE; y += h, row++) {
    const offset = row % 2 && t.pattern === 'plank' ? w / 2 : 0;
    for (let x = -offset; x < SIZE; x += w) {
      const tone = shade(t.base_color, (rand() - 0.5) * 0.12);
      out += `<rect x="${x + grout / 2}" y="${y + grout / 2}" width="${w - grout}" height="${h - grout}" fill="${tone}"/>`;
    }
  }
  return out;
}

function planks(t: Texture, rand: () => number) {
  const h = 60;
  let out = `<rect width="${SIZE}" height="${SIZE}" fill="${shade(t.base_color, -0.25)}"/>`;
  for (let y = 0; y < SIZE; y += h) {
    let x = -rand() * 300;
    while (x < SIZE) {
      const len = 220 + rand() * 260;
      const tone = shade(t.base_color, (rand() - 0.5) * 0.2);
      out += `<rect x="${x}" y="${y + 1}" width="${len - 2}" height="${h - 2}" fill="${tone}"/>`;
      for (let g = 0; g < 3; g++) {
        const gy = y + 8 + rand() * (h - 16);
        out += `<path d="M${x} ${gy} q ${len / 2} ${(rand() - 0.5) * 10} ${len - 2} 0" stroke="${shade(tone, -0.15)}" stroke-width="1.5" fill="none" opacity=".6"/>`;
      }
      x += len;
    }
  }
  return out;
}

function marble(t: Texture, rand: () => number) {
  let out = `<rect width="${SIZE}" height="${SIZE}" fill="${t.base_color}"/>`;
  for (let v = 0; v < 9; v++) {
    // Veins drift smoothly across the slab rather than zig-zagging.
    let x = rand() * SIZE;
    let d = `M${x} -10 Q${x + 40} 40 ${x} 90`;
    for (let y = 170; y <= SIZE + 80; y += 80) {
      x += (rand() - 0.5) * 140;
      d += ` T${x} ${y}`;
    }
    out += `<path d="${d}" stroke="${t.accent_color}" stroke-width="${1 + rand() * 3}" fill="none" opacity="${0.25 + rand() * 0.45}"/>`;
  }
  return out;
}

function stone(t: Texture, rand: () => number) {
  let out = `<rect width="${SIZE}" height="${SIZE}" fill="${shade(t.base_color, -0.3)}"/>`;
  for (let y = 0; y < SIZE; y += 50) {
    let x = -rand() * 80;
    while (x < SIZE) {
      const w = 60 + rand() * 140;
      out += `<rect x="${x + 3}" y="${y + 3}" width="${w - 6}" height="44" rx="6" fill="${shade(t.base_color, (rand() - 0.5) * 0.3)}"/>`;
      x += w;
    }
  }
  return out;
}

function turf(t: Texture, rand: () => number) {
  let out = `<rect width="${SIZE}" height="${SIZE}" fill="${shade(t.base_color, -0.2)}"/>`;
  for (let i = 0; i < 700; i++) {
    const x = rand() * SIZE;
    const y = rand() * SIZE;
    out += `<path d="M${x} ${y} l ${(rand() - 0.5) * 8} -${10 + rand() * 14}" stroke="${shade(t.base_color, (rand() - 0.3) * 0.4)}" stroke-width="2"/>`;
  }
  return out;
}

function fixture(t: Texture, rand: () => number) {
  const metal = t.base_color;
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f8fafc"/><stop offset="1" stop-color="#e2e8f0"/></linearGradient><linearGradient id="m" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade(metal, -0.25)}"/><stop offset=".5" stop-color="${shade(metal, 0.35)}"/><stop offset="1" stop-color="${shade(metal, -0.3)}"/></linearGradient></defs>
<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
<ellipse cx="300" cy="520" rx="${150 + rand() * 40}" ry="18" fill="#cbd5e1"/>
<rect x="${230 + rand() * 20}" y="160" width="${120 + rand() * 30}" height="350" rx="40" fill="url(#m)"/>
<circle cx="300" cy="150" r="${50 + rand() * 20}" fill="url(#m)"/>`;
}

/**
 * A mirror (texture.mirror): its outline at its proportions on a light wall, the glass a cool grey with a
 * diagonal sheen, framed in the product's colour (a wood frame broader than a metal one) or, frameless, with
 * a pale bevelled edge.
 */
function mirror(t: Texture) {
  const look = t.mirror!;
  const ratio = t.tile_height_in / Math.max(1, t.tile_width_in);
  const [h, w] = ratio >= 1 ? [440, 440 / ratio] : [440 * ratio, 440];
  const [x0, y0] = [(SIZE - w) / 2, (SIZE - h) / 2 - 10];
  const frame = look.frame === 'bevel' ? 10 : Math.max(8, Math.min(40, look.frame_in * 10));
  const stroke = look.frame === 'bevel' ? '#dfe7e6' : t.base_color;
  const r = w / 2;
  const outline =
    look.shape === 'round'
      ? `<ellipse cx="${SIZE / 2}" cy="${y0 + h / 2}" rx="${w / 2}" ry="${h / 2}"`
      : look.shape === 'arch' && h > r
        ? `<path d="M${x0} ${y0 + h} V${y0 + r} A${r} ${r} 0 0 1 ${x0 + w} ${y0 + r} V${y0 + h} Z"`
        : `<rect x="${x0}" y="${y0}" width="${w}" height="${h}"`;
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f5f5f4"/><stop offset="1" stop-color="#e7e5e4"/></linearGradient><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#b9c6c8"/><stop offset=".42" stop-color="#dde6e7"/><stop offset=".5" stop-color="#f4f8f8"/><stop offset=".58" stop-color="#d5dfe0"/><stop offset="1" stop-color="#9fb0b3"/></linearGradient></defs>
<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
${outline} fill="url(#g)" stroke="${shade(stroke, -0.05)}" stroke-width="${frame}"/>
${outline} fill="none" stroke="${shade(stroke, 0.25)}" stroke-width="2" transform="translate(-${frame / 4} -${frame / 4})"/>`;
}

const DRAW = {
  tile: tiles,
  mosaic: tiles,
  solid: tiles,
  plank: planks,
  marble,
  stone,
  turf,
  fixture,
  metal: fixture,
};

/**
 * A swatch of the product's texture: what the 3-D room will render, drawn flat. View 1 and 2 zoom in. One
 * drawing for the server's /media swatches and the vendor form's live preview. Pure: text in, SVG text out.
 */
export function productSwatchSvg(name: string, texture: Texture, view: number) {
  const rand = seededFrom(`${name}:${view}`);
  const draw = texture.mirror ? mirror : (DRAW[texture.pattern] ?? tiles);
  const body =
    draw === tiles ? tiles(texture, rand, view === 0 ? 1 : view === 1 ? 1.6 : 2.4) : draw(texture, rand, 1);
  return svgDoc(SIZE, SIZE, body, name);
}
