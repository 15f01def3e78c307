import {
  DataTexture,
  EquirectangularReflectionMapping,
  Fog,
  LinearFilter,
  RGBAFormat,
  SRGBColorSpace,
  UnsignedByteType,
} from 'three';

/** Sky colours (sRGB) from the zenith down to the horizon's haze, and the far ground the lawn fades into. */
export const SKY = { zenith: '#6f9fd8', horizon: '#dce8f2', farGround: '#b7c2a8' } as const;
/** Rows in the sky's texture: one per 1.4° of elevation, a smooth gradient once filtered. */
const ROWS = 128;

const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
const mix = (a: number[], b: number[], t: number) => a.map((v, i) => Math.round(v + (b[i]! - v) * t));

/** The sky's colour at an elevation (radians, −π/2 … π/2), sRGB bytes. */
export function skyColour(elevation: number): number[] {
  const [zenith, horizon, ground] = [rgb(SKY.zenith), rgb(SKY.horizon), rgb(SKY.farGround)];
  if (elevation < 0) return mix(horizon, ground, Math.min(1, -elevation / 0.08));
  // Most of the blue arrives in the first 40° above the horizon, as a clear afternoon sky does.
  return mix(horizon, zenith, Math.min(1, (elevation / (Math.PI / 2)) ** 0.6));
}

/**
 * The backdrop seen past the room: an equirectangular gradient (a clear sky, a pale haze at the horizon, a
 * far ground below it), what a window or an open patio shows instead of the page's grey. Stored in sRGB, so
 * three draws it as is, untouched by the room's tone mapping.
 */
export function skyTexture() {
  const data = new Uint8Array(ROWS * 4);
  for (let row = 0; row < ROWS; row += 1) {
    const elevation = (row / (ROWS - 1) - 0.5) * Math.PI;
    data.set([...skyColour(elevation), 255], row * 4);
  }
  const texture = new DataTexture(data, 1, ROWS, RGBAFormat, UnsignedByteType);
  texture.mapping = EquirectangularReflectionMapping;
  texture.colorSpace = SRGBColorSpace;
  texture.magFilter = LinearFilter;
  texture.minFilter = LinearFilter;
  texture.needsUpdate = true;
  return texture;
}

/** The haze the lawn fades into towards the horizon: far beyond any room, so a room is never fogged. */
export const horizonHaze = () => new Fog(SKY.horizon, 40, 160);
