import type { ProductTexture } from '@app/domain/catalog/contract';
import { LAYING_PATTERNS } from '@app/domain/room/document';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cellUnits } from './cell-layout.ts';
import { paintCell } from './paint-cell.ts';
import { parseColor, shade } from './raster.ts';
import { SharedResources } from './shared-resources.ts';
import { CELL_MAX_PX, cellInches, textureRepeat } from './texture-cell.ts';

const texture = (over: Partial<ProductTexture> = {}): ProductTexture => ({
  base_color: '#b4aa9b',
  accent_color: '#4b5563',
  pattern: 'tile',
  tile_width_in: 12,
  tile_height_in: 24,
  grout_color: '#101010',
  grout_width_in: 0.125,
  roughness: 0.5,
  ...over,
});
const M = 0.0254;

describe('textureRepeat', () => {
  it('repeats a 12 × 24 in tile once per tile and joint, in metres', () => {
    expect(textureRepeat(texture(), 'straight')).toEqual({
      x: 1 / (12.125 * M),
      y: 1 / (24.125 * M),
      rotation: 0,
    });
  });

  it('doubles the cell for a brick bond and for herringbone, and turns it for diagonal', () => {
    expect(textureRepeat(texture(), 'brick')).toMatchObject({ x: 1 / (12.125 * M), y: 1 / (2 * 24.125 * M) });
    expect(textureRepeat(texture(), 'herringbone')).toMatchObject({
      x: 1 / (2 * 24.125 * M),
      y: 1 / (2 * 24.125 * M),
    });
    expect(textureRepeat(texture(), 'diagonal')).toEqual({
      ...textureRepeat(texture(), 'straight'),
      rotation: Math.PI / 4,
    });
  });

  it('runs planks along their length in three staggered rows, and gives turf a fixed foot', () => {
    const plank = texture({ pattern: 'plank', tile_width_in: 7, tile_height_in: 48, grout_width_in: 0 });
    expect(textureRepeat(plank, 'straight')).toMatchObject({ x: 1 / (48 * M), y: 1 / (21 * M) });
    const turf = texture({ pattern: 'turf', tile_width_in: 180, tile_height_in: 1200 });
    expect(textureRepeat(turf, 'herringbone')).toEqual({ x: 1 / (12 * M), y: 1 / (12 * M), rotation: 0 });
  });
});

describe('cellUnits', () => {
  /** How many units cover each sample point of the cell (the raster wraps, so units are taken modulo it). */
  function coverCounts(t: ProductTexture, pattern: (typeof LAYING_PATTERNS)[number]) {
    const cell = cellInches(t, pattern);
    const units = cellUnits(t, pattern);
    const counts: number[] = [];
    for (let i = 0; i < 40; i += 1)
      for (let j = 0; j < 40; j += 1) {
        const [x, y] = [((i + 0.37) / 40) * cell.width, ((j + 0.61) / 40) * cell.height];
        const inside = (u: number, from: number, size: number, period: number) =>
          (((u - from) % period) + period) % period < size;
        counts.push(
          units.filter((u) => inside(x, u.x, u.w, cell.width) && inside(y, u.y, u.h, cell.height)).length,
        );
      }
    return counts;
  }

  it.each(LAYING_PATTERNS)('covers the %s cell with units exactly once', (pattern) => {
    for (const t of [texture(), texture({ pattern: 'plank', tile_width_in: 6, tile_height_in: 36 })])
      expect(new Set(coverCounts(t, pattern))).toEqual(new Set([1]));
  });
});

describe('paintCell', () => {
  it('paints a cell no larger than the limit, with grout between tiles', () => {
    const cell = paintCell(texture(), 'straight')!.color;
    expect(Math.max(cell.width, cell.height)).toBeLessThanOrEqual(CELL_MAX_PX);
    // The corner pixel is grout (in the joint's shadow); the middle is tile.
    expect([...cell.data.slice(0, 3)]).toEqual([...shade(parseColor('#101010'), -0.2)]);
    const mid = (Math.floor(cell.height / 2) * cell.width + Math.floor(cell.width / 2)) * 4;
    expect(cell.data[mid]).toBeGreaterThan(100);
  });

  it('paints nothing for plain finishes, and every other pattern the same way each time', () => {
    expect(paintCell(texture({ pattern: 'fixture' }), 'straight')).toBeNull();
    for (const pattern of ['marble', 'stone', 'mosaic', 'plank', 'turf']) {
      const t = texture({ pattern });
      const [a, b] = [paintCell(t, 'brick')!, paintCell(t, 'brick')!];
      // Compared by hand: a deep equal of 256 KB of pixels is slow in the matcher.
      expect(a.color.data.every((v, i) => v === b.color.data[i])).toBe(true);
      expect(a.relief.elevation.every((v, i) => v === b.relief.elevation[i])).toBe(true);
    }
  });
});

describe('SharedResources', () => {
  afterEach(() => vi.useRealTimers());

  it('shares one resource per key and disposes it a while after its last user lets go', () => {
    vi.useFakeTimers();
    const dispose = vi.fn();
    const cache = new SharedResources<{ dispose(): void }>(1000);
    const a = cache.get('k', () => ({ dispose }));
    expect(cache.get('k', () => ({ dispose: vi.fn() }))).toBe(a);
    cache.retain('k');
    cache.retain('k');
    cache.release('k');
    vi.advanceTimersByTime(2000);
    expect(dispose).not.toHaveBeenCalled();
    cache.release('k');
    vi.advanceTimersByTime(2000);
    expect(dispose).toHaveBeenCalledOnce();
    expect(cache.has('k')).toBe(false);
  });
});
