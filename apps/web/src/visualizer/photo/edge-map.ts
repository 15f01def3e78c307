/**
 * The edge map of a view (issue 26 point 5: what an image model is told of the room's lines): a Sobel
 * filter over the depth pass (silhouettes: one thing in front of another) and over the normals pass (creases:
 * a wall meeting the floor, a cabinet's faces), white where either is strong, black elsewhere. Pure: the
 * passes come in as RGBA bytes, read from the GPU bottom row first or not, the answer keeps their order.
 */

/** A depth step of this much (of 255 across the room's depth) in a 3 × 3 window is an edge. */
export const DEPTH_EDGE = 24;
/** A turn of the surface this sharp (normal bytes, summed over the channels) is an edge: about 30°. */
export const NORMAL_EDGE = 160;

/** The Sobel gradient's magnitude at (x, y) of channel `c` of an RGBA image, edges clamped. */
function sobel(px: Uint8Array | Uint8ClampedArray, w: number, h: number, x: number, y: number, c: number) {
  const at = (dx: number, dy: number) => {
    const xx = Math.min(w - 1, Math.max(0, x + dx));
    const yy = Math.min(h - 1, Math.max(0, y + dy));
    return px[(yy * w + xx) * 4 + c]!;
  };
  const gx = at(1, -1) + 2 * at(1, 0) + at(1, 1) - at(-1, -1) - 2 * at(-1, 0) - at(-1, 1);
  const gy = at(-1, 1) + 2 * at(0, 1) + at(1, 1) - at(-1, -1) - 2 * at(0, -1) - at(1, -1);
  return Math.hypot(gx, gy) / 4;
}

/** The edges of a view from its depth and normals passes (RGBA, width × height each), as RGBA. */
export function edgeMap(
  depth: Uint8Array | Uint8ClampedArray,
  normals: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
): Uint8ClampedArray {
  const out = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const turn =
        sobel(normals, width, height, x, y, 0) +
        sobel(normals, width, height, x, y, 1) +
        sobel(normals, width, height, x, y, 2);
      const edge = sobel(depth, width, height, x, y, 0) >= DEPTH_EDGE || turn >= NORMAL_EDGE;
      const v = edge ? 255 : 0;
      out[i] = v;
      out[i + 1] = v;
      out[i + 2] = v;
      out[i + 3] = 255;
    }
  return out;
}

/**
 * The depth pass with its levels stretched to the full range (RGBA, in place on a copy): the nearest thing
 * drawn white, the farthest black, so a small room uses every grey a model can tell apart. Pixels where
 * nothing was drawn (0: beyond the room) stay black.
 */
export function stretchDepth(depth: Uint8Array | Uint8ClampedArray): Uint8ClampedArray {
  let lo = 255;
  let hi = 0;
  for (let i = 0; i < depth.length; i += 4) {
    const v = depth[i]!;
    if (v === 0) continue;
    lo = Math.min(lo, v);
    hi = Math.max(hi, v);
  }
  const out = new Uint8ClampedArray(depth);
  if (hi <= lo) return out;
  for (let i = 0; i < out.length; i += 4) {
    const v = out[i]!;
    const s = v === 0 ? 0 : Math.round(((v - lo) / (hi - lo)) * 254) + 1;
    out[i] = s;
    out[i + 1] = s;
    out[i + 2] = s;
  }
  return out;
}
