import { describe, expect, it } from 'vitest';
import { boxRoom } from './box-room.testing.ts';
import { GUTTER, layoutLightmap } from './charts.ts';

const [floor, room] = boxRoom({ window: true });

describe('a mesh’s lightmap layout', () => {
  it('gives each plane of the room one chart, at the texel size, without overlaps', () => {
    const layout = layoutLightmap(room.positions, room.index, 0.1);
    if (!layout) throw new Error('no layout');
    // Ceiling, back, left, right and the front wall (its four pieces around the window share a plane).
    expect(layout.charts).toHaveLength(5);
    const sizes = layout.charts.map((c) => `${c.width}x${c.height}`).sort();
    expect(sizes).toEqual(['30x25', '30x25', '40x25', '40x25', '40x30']);
    for (const [i, a] of layout.charts.entries())
      for (const b of layout.charts.slice(i + 1)) {
        // Apart by at least two gutters: a chart's dilated edge never reaches its neighbour's.
        const apart =
          a.x + a.width + 2 * GUTTER <= b.x ||
          b.x + b.width + 2 * GUTTER <= a.x ||
          a.y + a.height + 2 * GUTTER <= b.y ||
          b.y + b.height + 2 * GUTTER <= a.y;
        expect(apart).toBe(true);
      }
    for (const c of layout.charts) {
      expect(c.x + c.width + GUTTER).toBeLessThanOrEqual(layout.width);
      expect(c.y + c.height + GUTTER).toBeLessThanOrEqual(layout.height);
    }
  });

  it('covers each surface with texels on it, and leaves the window and the gutters uncovered', () => {
    const layout = layoutLightmap(floor.positions, floor.index, 0.1);
    if (!layout) throw new Error('no layout');
    const covered = layout.chartOf.filter((c) => c >= 0).length;
    expect(covered).toBe(40 * 30);
    // Every covered texel lies on the floor, facing up.
    for (let t = 0; t < layout.chartOf.length; t += 1) {
      if (layout.chartOf[t] < 0) continue;
      const [x, y, z, , ny] = layout.texels.subarray(t * 6, t * 6 + 6);
      expect(y).toBeCloseTo(0);
      expect(ny).toBeCloseTo(1);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(4);
      expect(z).toBeLessThanOrEqual(0);
      expect(z).toBeGreaterThanOrEqual(-3);
    }
    const walls = layoutLightmap(room.positions, room.index, 0.1);
    if (!walls) throw new Error('no layout');
    const onWindow = [...walls.chartOf.keys()].filter((t) => {
      const [x, y, z] = walls.texels.subarray(t * 6, t * 6 + 3);
      return walls.chartOf[t] >= 0 && z === 0 && x > 1.56 && x < 2.44 && y > 1.06 && y < 1.94;
    });
    expect(onWindow).toEqual([]);
  });

  it('maps each vertex into its chart, inside the atlas', () => {
    const layout = layoutLightmap(floor.positions, floor.index, 0.1);
    if (!layout) throw new Error('no layout');
    const u = [...layout.uv1].filter((_, i) => i % 2 === 0).map((v) => v * layout.width);
    const chart = layout.charts[0];
    expect(Math.min(...u)).toBeCloseTo(chart.x);
    expect(Math.max(...u)).toBeCloseTo(chart.x + chart.width);
  });

  it('refuses a mesh whose corners are shared by faces on different planes (it only casts shadows)', () => {
    // A tetrahedron with shared vertices: no uv1 can serve two charts.
    const positions = new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1]);
    expect(layoutLightmap(positions, [0, 2, 1, 0, 1, 3, 0, 3, 2, 1, 2, 3], 0.1)).toBeNull();
  });
});
