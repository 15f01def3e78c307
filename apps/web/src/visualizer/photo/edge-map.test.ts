import { describe, expect, it } from 'vitest';
import { edgeMap, stretchDepth } from './edge-map.ts';

/** An RGBA image of w × h whose every pixel is `colour(x, y)`. */
function image(w: number, h: number, colour: (x: number, y: number) => [number, number, number]) {
  const px = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      px.set([...colour(x, y), 255], (y * w + x) * 4);
    }
  return px;
}
const whiteColumns = (edges: Uint8ClampedArray, w: number, row: number) =>
  Array.from({ length: w }, (_, x) => x).filter((x) => edges[(row * w + x) * 4] === 255);

describe('edgeMap', () => {
  const flat = image(8, 4, () => [128, 128, 255]);

  it('marks a silhouette: a step in depth, not a smooth slope', () => {
    const step = image(8, 4, (x) => [x < 4 ? 200 : 60, 0, 0]);
    expect(whiteColumns(edgeMap(step, flat, 8, 4), 8, 1)).toEqual([3, 4]);
    // The floor running away from the camera: 2 levels a pixel is no edge.
    const slope = image(8, 4, (x) => [100 + 2 * x, 0, 0]);
    expect(whiteColumns(edgeMap(slope, flat, 8, 4), 8, 1)).toEqual([]);
  });

  it('marks a crease where the depth is continuous: a wall meeting the floor', () => {
    const depth = image(8, 4, () => [120, 0, 0]);
    const normals = image(8, 4, (x) => (x < 4 ? [128, 255, 128] : [128, 128, 255]));
    const edges = edgeMap(depth, normals, 8, 4);
    expect(whiteColumns(edges, 8, 2)).toEqual([3, 4]);
    // Opaque, black elsewhere.
    expect(Array.from(edges.subarray(0, 4))).toEqual([0, 0, 0, 255]);
  });

  it('stretches the depth to every grey: nearest white, farthest near black, nothing drawn black', () => {
    const depth = image(4, 1, (x) => [[0, 100, 120, 140][x]!, 0, 0]);
    expect(Array.from(stretchDepth(depth).filter((_, i) => i % 4 === 0))).toEqual([0, 1, 128, 255]);
    // A flat depth is left as it is.
    expect(stretchDepth(image(2, 1, () => [90, 90, 90]))[0]).toBe(90);
  });
});
