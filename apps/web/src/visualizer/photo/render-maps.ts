import {
  BackSide,
  Color,
  DoubleSide,
  FrontSide,
  type Material,
  Mesh,
  MeshNormalMaterial,
  type Object3D,
  type PerspectiveCamera,
  type Scene,
  ShaderMaterial,
  type Side,
  Vector3,
  type WebGLRenderer,
  WebGLRenderTarget,
} from 'three';
import type { Bounds } from '../scene/framing.ts';
import { edgeMap, stretchDepth } from './edge-map.ts';
import type { RoomMaps } from './take-maps.ts';

/**
 * The depth and edge maps of the current view (issue 26 point 5): what an image model is given of our own
 * render to style, so the room's geometry is ours and only its look is the model's. Two passes with every
 * mesh drawn in a plain material (its own side kept; glass and whatever is hidden left out): linear depth
 * across the room (near is white) and view-space normals; the edges are a Sobel over both (edge-map.ts).
 */
export type MapsJob = {
  gl: WebGLRenderer;
  scene: Scene;
  camera: PerspectiveCamera;
  bounds: Bounds;
  /** The maps' size in pixels (the view's aspect, at most 1024 on its long side). */
  width: number;
  height: number;
};

/** The long side of the maps: enough for a model's 1024 px, small enough for software WebGL. */
export const MAPS_LONG_SIDE = 1024;

/** Linear depth from `near` (white) to `far` (black), instancing and batching included by three's chunks. */
function depthMaterial(near: number, far: number, side: Side) {
  return new ShaderMaterial({
    uniforms: { near: { value: near }, far: { value: far } },
    side,
    vertexShader: `#include <common>
#include <batching_pars_vertex>
varying float vDepth;
void main() {
  #include <batching_vertex>
  #include <begin_vertex>
  #include <project_vertex>
  vDepth = -mvPosition.z;
}`,
    fragmentShader: `uniform float near;
uniform float far;
varying float vDepth;
void main() {
  float d = 1.0 - clamp((vDepth - near) / (far - near), 0.0, 1.0);
  gl_FragColor = vec4(vec3(d), 1.0);
}`,
  });
}

/** How far the room reaches from the camera: the farthest corner of its bounds. */
function depthRange(camera: PerspectiveCamera, bounds: Bounds) {
  const eye = camera.getWorldPosition(new Vector3());
  let far = 0;
  for (const x of [bounds.min[0], bounds.max[0]])
    for (const y of [bounds.min[1], bounds.max[1]])
      for (const z of [bounds.min[2], bounds.max[2]])
        far = Math.max(far, eye.distanceTo(new Vector3(x, y, z)));
  return { near: 0.1, far: Math.max(far, 0.2) };
}

/** See-through things (shower glass, a window's pane) are not geometry a picture should keep. */
const seeThrough = (m: Material) => m.transparent && m.opacity < 0.5;

/**
 * Draws the scene once with each mesh in `materialFor(its side)`, into a target, and reads it back (RGBA,
 * top row first). Everything is put back as it was, whatever happens.
 */
function pass(job: MapsJob, materialFor: (side: Side) => Material): Uint8Array {
  const { gl, scene, camera, width, height } = job;
  const swapped: [Mesh, Material | Material[]][] = [];
  const hidden: Object3D[] = [];
  const background = scene.background;
  const fog = scene.fog;
  const target = new WebGLRenderTarget(width, height);
  const clear = gl.getClearColor(new Color());
  const clearAlpha = gl.getClearAlpha();
  try {
    scene.traverseVisible((o) => {
      if (!(o instanceof Mesh)) return;
      const own = Array.isArray(o.material) ? o.material[0] : o.material;
      if (!own || seeThrough(own)) {
        hidden.push(o);
        return;
      }
      swapped.push([o, o.material]);
      o.material = materialFor(own.side);
    });
    for (const o of hidden) o.visible = false;
    scene.background = null;
    scene.fog = null;
    gl.setClearColor(0x000000, 1);
    gl.setRenderTarget(target);
    gl.clear();
    gl.render(scene, camera);
    const pixels = new Uint8Array(width * height * 4);
    gl.readRenderTargetPixels(target, 0, 0, width, height, pixels);
    return flipRows(pixels, width, height);
  } finally {
    gl.setRenderTarget(null);
    gl.setClearColor(clear, clearAlpha);
    scene.background = background;
    scene.fog = fog;
    for (const [o, material] of swapped) o.material = material;
    for (const o of hidden) o.visible = true;
    target.dispose();
  }
}

/** WebGL reads the bottom row first; a picture starts at the top. */
function flipRows(pixels: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(pixels.length);
  const row = width * 4;
  for (let y = 0; y < height; y++) out.set(pixels.subarray(y * row, y * row + row), (height - 1 - y) * row);
  return out;
}

/** RGBA pixels as a PNG file. */
function png(pixels: Uint8Array | Uint8ClampedArray, width: number, height: number): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')!.putImageData(new ImageData(new Uint8ClampedArray(pixels), width, height), 0, 0);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No PNG'))), 'image/png'),
  );
}

/** One material a side, made once a pass and disposed after (each compiles one small program). */
function bySide(make: (side: Side) => Material) {
  const made = new Map<Side, Material>();
  return {
    of: (side: Side) => {
      const key = side === BackSide || side === DoubleSide ? side : FrontSide;
      let m = made.get(key);
      if (!m) {
        m = make(key);
        made.set(key, m);
      }
      return m;
    },
    dispose: () => {
      for (const m of made.values()) m.dispose();
    },
  };
}

/** The view's depth and edge maps as two PNGs of the same size. */
export async function renderMaps(job: MapsJob): Promise<RoomMaps> {
  const { near, far } = depthRange(job.camera, job.bounds);
  const depthMaterials = bySide((side) => depthMaterial(near, far, side));
  const normalMaterials = bySide((side) => new MeshNormalMaterial({ side }));
  try {
    const depth = pass(job, depthMaterials.of);
    const normals = pass(job, normalMaterials.of);
    const edges = edgeMap(depth, normals, job.width, job.height);
    return {
      depth: await png(stretchDepth(depth), job.width, job.height),
      edges: await png(edges, job.width, job.height),
    };
  } finally {
    depthMaterials.dispose();
    normalMaterials.dispose();
  }
}

/** The maps' size for a view of `width` × `height` CSS pixels: its aspect, MAPS_LONG_SIDE on the long side. */
export function mapsSize(width: number, height: number) {
  const scale = MAPS_LONG_SIDE / Math.max(width, height, 1);
  return { width: Math.max(64, Math.round(width * scale)), height: Math.max(64, Math.round(height * scale)) };
}
