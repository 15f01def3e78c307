import type { ProductTexture } from '@app/domain/catalog/contract';
import { describe, expect, it } from 'vitest';
import { finishOf } from './finish.ts';
import { paintCell, surfaceMaps } from './paint-cell.ts';
import { parseColor, shade } from './raster.ts';
import { cellInches } from './texture-cell.ts';

const texture = (over: Partial<ProductTexture> = {}): ProductTexture => ({
  base_color: '#c8c0b4',
  accent_color: '#303030',
  pattern: 'tile',
  tile_width_in: 12,
  tile_height_in: 24,
  grout_color: '#6b7280',
  grout_width_in: 0.25,
  roughness: 0.1,
  ...over,
});

/** A normal map pixel as a vector in [-1, 1]. */
const normalAt = (normal: Uint8ClampedArray, width: number, x: number, y: number) => {
  const i = (y * width + x) * 4;
  return [normal[i], normal[i + 1], normal[i + 2]].map((v) => v / 127.5 - 1);
};

describe('surface maps of a tile', () => {
  // A 12 × 24 in tile with a 1/4 in joint: the cell is the tile and its joint, the joint across the cell's
  // edges (columns 0.. and ..width-1, rows likewise).
  const maps = surfaceMaps(texture(), 'straight')!;
  const { width, height, normal, roughness, color } = maps;
  const row = Math.floor(height / 2);
  const jointPx = Math.round((0.25 * width) / 12.25);

  it('draws the joint in the product grout colour in its own shadow (a fifth darker), rougher than the face', () => {
    expect([...color.slice(row * width * 4, row * width * 4 + 3)]).toEqual([
      ...shade(parseColor('#6b7280'), -0.2),
    ]);
    const face = (row * width + Math.floor(width / 2)) * 4;
    expect(roughness[row * width * 4 + 1]).toBeGreaterThan(200);
    expect(roughness[face + 1]).toBeLessThan(60);
  });

  it('sinks the joint: its walls face out of the groove, towards its middle, and the face is flat', () => {
    // Walking right from the tile's middle: the joint's first column leans to +u (the groove's far side),
    // its last column to -u: each wall faces the groove's middle and up, out of the joint.
    const isJoint = (x: number) => roughness[(row * width + (x % width)) * 4 + 1] > 200;
    let first = Math.floor(width / 2);
    while (!isJoint(first)) first += 1;
    let last = first;
    while (isJoint(last + 1)) last += 1;
    expect(last - first + 1).toBe(jointPx);
    const [near, far] = [
      normalAt(normal, width, first % width, row),
      normalAt(normal, width, last % width, row),
    ];
    expect(near[0]).toBeGreaterThan(0.2);
    expect(far[0]).toBeLessThan(-0.2);
    expect(near[2]).toBeGreaterThan(0.5);
    // Across the horizontal joint (row 0) the same along v.
    const column = Math.floor(width / 2);
    const rowJoint = (y: number) => roughness[(y * width + column) * 4 + 1] > 200;
    let top = Math.floor(height / 2);
    while (!rowJoint(top % height)) top += 1;
    expect(normalAt(normal, width, column, top % height)[1]).toBeGreaterThan(0.2);
    // A polished face has no relief of its own.
    const [nx, ny, nz] = normalAt(normal, width, Math.floor(width / 2), row);
    expect(Math.abs(nx)).toBeLessThan(0.02);
    expect(Math.abs(ny)).toBeLessThan(0.02);
    expect(nz).toBeGreaterThan(0.99);
  });

  it('gives a textured finish a face that varies, read from the roughness when no finish is named', () => {
    expect(finishOf(0.1)).toBe('polished');
    expect(finishOf(0.9)).toBe('textured');
    const rough = surfaceMaps(texture({ roughness: 0.9 }), 'straight')!;
    const tilts = new Set<number>();
    for (let x = 10; x < rough.width - 10; x += 1) tilts.add(rough.normal[(row * rough.width + x) * 4]);
    expect(tilts.size).toBeGreaterThan(3);
  });
});

describe('planks', () => {
  it('ends each plank at its real length and staggers the ends a third along, row by row', () => {
    const plank = texture({ pattern: 'plank', tile_width_in: 7, tile_height_in: 48, grout_width_in: 0 });
    const { relief, pxPerIn } = paintCell(plank, 'straight')!;
    // The cell is one plank long: 48 in at its pixel scale.
    expect(cellInches(plank, 'straight').width).toBe(48);
    expect(relief.width).toBe(Math.round(48 * pxPerIn));
    const ends = [0, 1, 2].map((r) => {
      const y = Math.round((r + 0.5) * 7 * pxPerIn);
      const joints: number[] = [];
      for (let x = 0; x < relief.width; x += 1)
        if (relief.elevation[y * relief.width + x] < -0.05) joints.push(x);
      return joints;
    });
    // One end joint per row per plank length, each row's a third of a plank on from the row before.
    expect(ends.map((j) => j.length)).toEqual([1, 1, 1]);
    ends.forEach(([x], r) => {
      expect(Math.abs(x - (r * relief.width) / 3)).toBeLessThanOrEqual(1.5);
    });
  });
});

describe('marble', () => {
  it('continues a vein across the joint into the next piece', () => {
    const marble = texture({
      pattern: 'marble',
      tile_width_in: 24,
      tile_height_in: 24,
      grout_width_in: 0.0625,
    });
    const { color, relief, pxPerIn } = paintCell(marble, 'straight')!;
    const base = parseColor(marble.base_color)[0];
    const veinness = (x: number, y: number) => (base - color.data[(y * color.width + x) * 4]) / (base - 0x30);
    // The horizontal joint wraps around row 0 (a pixel or two, recessed across the whole row): the piece above
    // ends at the last row out of it and the one below starts at the first row out of it.
    const inJoint = (y: number) => {
      let sunk = 0;
      for (let x = 0; x < relief.width; x += 1)
        if (relief.elevation[y * relief.width + x]! < -0.05) sunk += 1;
      return sunk > relief.width / 2;
    };
    let below = 0;
    while (inJoint(below)) below += 1;
    let above = color.height - 1;
    while (inJoint(above)) above -= 1;
    expect(below + (color.height - 1 - above)).toBeLessThanOrEqual(3);
    let crossings = 0;
    let continued = 0;
    for (let x = 0; x < color.width; x += 1) {
      if (veinness(x, above) < 0.3) continue;
      crossings += 1;
      // Within 1/6 in to either side (2 px at 12 px an inch): a vein leans, and the joint between is a pixel or two.
      const reach = Math.round(pxPerIn / 6);
      let near = false;
      for (let d = -reach; d <= reach && !near; d += 1)
        near = veinness((x + d + color.width) % color.width, below) > 0.15;
      if (near) continued += 1;
    }
    expect(crossings).toBeGreaterThanOrEqual(3);
    expect(continued / crossings).toBeGreaterThan(0.85);
  });
});

describe('pavers and turf', () => {
  it('lays pavers with a joint even when the product names no grout, and gives turf fibres', () => {
    const paver = texture({ pattern: 'stone', grout_width_in: 0, roughness: 0.8 });
    expect(cellInches(paver, 'straight').width).toBe(12.125);
    const { relief } = paintCell(paver, 'straight')!;
    expect(relief.elevation[Math.floor(relief.height / 2) * relief.width]).toBeLessThan(-0.05);
    const turf = surfaceMaps(texture({ pattern: 'turf' }), 'straight')!;
    const tilts = new Set<number>();
    for (let x = 0; x < 50; x += 1) tilts.add(turf.normal[x * 4]);
    expect(tilts.size).toBeGreaterThan(10);
  });
});
