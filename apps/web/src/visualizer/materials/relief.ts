/**
 * The shape of a surface's face beside its colour: an elevation per pixel (inches, 0 = the face, negative =
 * recessed, as a grout joint is) and a roughness per pixel (0 = mirror, 1 = chalk). Wraps at its edges like the
 * colour raster, so the normal map made from it tiles without seams.
 */
export class Relief {
  readonly elevation: Float32Array;
  readonly roughness: Float32Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.elevation = new Float32Array(width * height);
    this.roughness = new Float32Array(width * height);
  }

  /** The same rounding as Raster.rect, so a unit's face and its colour cover the same pixels. */
  rect(x: number, y: number, w: number, h: number, elevation: number, roughness: number) {
    const [x0, y0] = [Math.round(x), Math.round(y)];
    const x1 = Math.min(x0 + this.width, Math.max(x0 + 1, Math.round(x + w)));
    const y1 = Math.min(y0 + this.height, Math.max(y0 + 1, Math.round(y + h)));
    for (let py = y0; py < y1; py += 1) {
      const row = this.wrapY(py) * this.width;
      for (let px = x0; px < x1; px += 1) {
        const i = row + this.wrapX(px);
        this.elevation[i] = elevation;
        this.roughness[i] = roughness;
      }
    }
  }

  fill(elevation: number, roughness: number) {
    this.elevation.fill(elevation);
    this.roughness.fill(roughness);
  }

  /** The index of a (wrapped) pixel. */
  at(x: number, y: number) {
    return this.wrapY(Math.floor(y)) * this.width + this.wrapX(Math.floor(x));
  }

  /** Whether a pixel is on a unit's face (not down in a joint). */
  onFace(x: number, y: number) {
    return this.elevation[this.at(x, y)] > -FACE_DEPTH_TOLERANCE;
  }

  private wrapX(x: number) {
    return ((x % this.width) + this.width) % this.width;
  }

  private wrapY(y: number) {
    return ((y % this.height) + this.height) % this.height;
  }
}

/** Texture on a face (a textured finish, a tilted paver) stays above this; a joint (JOINT_DEPTH_IN) is deeper. */
const FACE_DEPTH_TOLERANCE = 0.03;
/** How far a joint sits below the faces either side of it: about 2 mm. */
export const JOINT_DEPTH_IN = 0.08;

/**
 * A tangent-space normal map (three.js's convention: red +u, green +v, blue out of the face) from the
 * elevation's slope by central differences, so a joint's walls face into it and a tile's edge reads eased.
 */
export function normalPixels(relief: Relief, pxPerIn: number): Uint8ClampedArray {
  const { width, height, elevation } = relief;
  const out = new Uint8ClampedArray(width * height * 4);
  // Elevation is in inches and a pixel is 1 / pxPerIn inches; each difference spans two pixels.
  const k = pxPerIn / 2;
  for (let y = 0; y < height; y += 1) {
    const up = ((y + 1) % height) * width;
    const down = ((y - 1 + height) % height) * width;
    const row = y * width;
    for (let x = 0; x < width; x += 1) {
      const right = (x + 1) % width;
      const left = (x - 1 + width) % width;
      const dx = (elevation[row + right] - elevation[row + left]) * k;
      const dy = (elevation[up + x] - elevation[down + x]) * k;
      const inv = 1 / Math.sqrt(dx * dx + dy * dy + 1);
      const i = (row + x) * 4;
      out[i] = Math.round((-dx * inv * 0.5 + 0.5) * 255);
      out[i + 1] = Math.round((-dy * inv * 0.5 + 0.5) * 255);
      out[i + 2] = Math.round((inv * 0.5 + 0.5) * 255);
      out[i + 3] = 255;
    }
  }
  return out;
}

/** A roughness map: three.js reads roughness from green; grey keeps it readable by eye. */
export function roughnessPixels(relief: Relief): Uint8ClampedArray {
  const out = new Uint8ClampedArray(relief.width * relief.height * 4);
  const { roughness } = relief;
  for (let p = 0; p < roughness.length; p += 1) {
    const v = Math.round(Math.min(1, Math.max(0.02, roughness[p])) * 255);
    out[p * 4] = v;
    out[p * 4 + 1] = v;
    out[p * 4 + 2] = v;
    out[p * 4 + 3] = 255;
  }
  return out;
}

/**
 * Smooth noise in [-1, 1] that tiles: random values on a `cellsX` × `cellsY` lattice, blended between lattice
 * points with a smoothstep. A lattice a few pixels apart reads as a surface's grain, not as per-pixel glitter.
 */
export function tilingNoise(
  width: number,
  height: number,
  cellsX: number,
  cellsY: number,
  rand: () => number,
) {
  const [nx, ny] = [Math.max(1, Math.round(cellsX)), Math.max(1, Math.round(cellsY))];
  const lattice = Float32Array.from({ length: nx * ny }, () => rand() * 2 - 1);
  const out = new Float32Array(width * height);
  const ease = (t: number) => t * t * (3 - 2 * t);
  for (let y = 0; y < height; y += 1) {
    const gy = (y / height) * ny;
    const [j0, ty] = [Math.floor(gy), ease(gy - Math.floor(gy))];
    const [r0, r1] = [(j0 % ny) * nx, ((j0 + 1) % ny) * nx];
    for (let x = 0; x < width; x += 1) {
      const gx = (x / width) * nx;
      const [i0, tx] = [Math.floor(gx), ease(gx - Math.floor(gx))];
      const i1 = (i0 + 1) % nx;
      const top = lattice[r0 + i0] + (lattice[r0 + i1] - lattice[r0 + i0]) * tx;
      const bottom = lattice[r1 + i0] + (lattice[r1 + i1] - lattice[r1 + i0]) * tx;
      out[y * width + x] = top + (bottom - top) * ty;
    }
  }
  return out;
}
