import {
  CubeTexture,
  DataTexture,
  DataUtils,
  HalfFloatType,
  LinearFilter,
  LinearMipmapLinearFilter,
  LinearSRGBColorSpace,
  RGBAFormat,
} from 'three';
import url from './room-environment.bin?url';

/** One level of the cube: six faces of half-float RGBA texels. */
type Level = { size: number; faces: Uint16Array[] };

/**
 * The file scripts/bake-environment.mjs writes: `RGBE1 <size> <levels>\n` then, per level and cube face,
 * RGBE texels. Each face comes out mirrored left to right with +x and −x swapped: three reads a cube texture
 * that was uploaded (not rendered into) through an x-mirror (WebGLMaterials), and these texels were read back
 * from the render target PMREMGenerator drew.
 */
function decode(bytes: Uint8Array): Level[] {
  const newline = bytes.indexOf(10);
  const [magic, first, count] = new TextDecoder().decode(bytes.subarray(0, newline)).split(' ');
  if (magic !== 'RGBE1') throw new Error('Not a room environment file');
  const levels: Level[] = [];
  let at = newline + 1;
  for (let l = 0, size = Number(first); l < Number(count); l += 1, size /= 2) {
    const faces: Uint16Array[] = [];
    for (let f = 0; f < 6; f += 1) {
      const face = new Uint16Array(size * size * 4);
      for (let y = 0; y < size; y += 1)
        for (let x = 0; x < size; x += 1, at += 4) {
          const e = bytes[at + 3]!;
          const scale = e === 0 ? 0 : 2 ** (e - 136);
          const to = (y * size + (size - 1 - x)) * 4;
          for (let c = 0; c < 3; c += 1) face[to + c] = DataUtils.toHalfFloat(bytes[at + c]! * scale);
          face[to + 3] = DataUtils.toHalfFloat(1);
        }
      faces.push(face);
    }
    [faces[0], faces[1]] = [faces[1]!, faces[0]!];
    levels.push({ size, faces });
  }
  return levels;
}

const faceTexture = (data: Uint16Array, size: number) =>
  new DataTexture(data, size, size, RGBAFormat, HalfFloatType);

/** The levels as a cube texture with its mip chain, flagged as already pre-filtered (three uses it as is). */
export function environmentTexture(levels: Level[]) {
  const [base, ...mips] = levels;
  const texture = new CubeTexture(base!.faces.map((f) => faceTexture(f, base!.size)));
  // A cube's mip level is a cube of its own; three names the shaders' environment size after its width.
  // (three 0.18x made a texture's width and height getters, so they are defined on each level, not assigned:
  // assigning threw, and the room was drawn with no environment at all.)
  texture.mipmaps = mips.map((level) =>
    Object.defineProperties(new CubeTexture(level.faces.map((f) => faceTexture(f, level.size))), {
      width: { value: level.size },
      height: { value: level.size },
    }),
  );
  texture.type = HalfFloatType;
  texture.format = RGBAFormat;
  texture.colorSpace = LinearSRGBColorSpace;
  texture.generateMipmaps = false;
  texture.minFilter = LinearMipmapLinearFilter;
  texture.magFilter = LinearFilter;
  texture.isPMREMTexture = true;
  texture.needsUpdate = true;
  return texture;
}

let loading: Promise<CubeTexture> | null = null;
let loaded: CubeTexture | null = null;

/** The environment once it has loaded (RoomCanvas waits for it before the first frame), else null. */
export const loadedRoomEnvironment = () => loaded;

/**
 * The room's image-based light (reflections and soft fill from every side), fetched and decoded once per
 * page: ~150 KB, a few tens of milliseconds, against ~2.6 s to filter it here in software WebGL.
 */
export function loadRoomEnvironment(): Promise<CubeTexture> {
  loading ??= (async () => {
    const response = await fetch(url);
    if (!response.ok || !response.body) throw new Error(`The room's light did not load (${response.status})`);
    const inflated = response.body.pipeThrough(new DecompressionStream('deflate'));
    loaded = environmentTexture(decode(new Uint8Array(await new Response(inflated).arrayBuffer())));
    return loaded;
  })();
  // A failed load may be tried again by the next room.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
