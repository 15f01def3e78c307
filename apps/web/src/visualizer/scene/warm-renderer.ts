import {
  AgXToneMapping,
  BoxGeometry,
  type CubeTexture,
  DataTexture,
  DirectionalLight,
  HemisphereLight,
  Mesh,
  MeshStandardMaterial,
  PCFShadowMap,
  PerspectiveCamera,
  PointLight,
  Scene,
  SRGBColorSpace,
  WebGLRenderer,
} from 'three';
import { startPainter } from '../materials/surface-painter.ts';
import { loadRoomEnvironment } from './environment/room-environment.ts';
import { LAMPS } from './LightRig.tsx';
import { horizonHaze } from './outdoors/sky.ts';

/** How the room's renderer is made: r3f's defaults, and a drawing buffer kept for screenshots. */
const RENDERER_OPTIONS = {
  powerPreference: 'high-performance',
  antialias: true,
  alpha: true,
  preserveDrawingBuffer: true,
} as const;

/** WebGL drawn on the CPU (no usable GPU: a virtual machine, a blocklisted driver): SwiftShader, llvmpipe… */
const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|software|basic render/i;

/** The room's renderer and whether it draws in software, where each pixel costs CPU time. */
export type RoomRenderer = { gl: WebGLRenderer; software: boolean };

function rendererName(gl: WebGLRenderer) {
  const context = gl.getContext();
  const info = context.getExtension('WEBGL_debug_renderer_info');
  return String(context.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : context.RENDERER));
}

/**
 * A renderer on a canvas of its own: anti-aliased on a GPU; in software WebGL without anti-aliasing (a fifth of
 * each frame's time there) and, in RoomCanvas, at one pixel per CSS pixel. The context is made without
 * anti-aliasing first, as software wants it (a context costs ~0.15 s there and nothing on a GPU), and made
 * again with it when the GPU is real. Throws where there is no WebGL at all.
 */
export function makeRenderer(): RoomRenderer {
  const plain = new WebGLRenderer({
    canvas: document.createElement('canvas'),
    ...RENDERER_OPTIONS,
    antialias: false,
  });
  if (SOFTWARE_RENDERER.test(rendererName(plain))) return { gl: plain, software: true };
  plain.dispose();
  plain.forceContextLoss();
  return {
    gl: new WebGLRenderer({ canvas: document.createElement('canvas'), ...RENDERER_OPTIONS }),
    software: false,
  };
}

/**
 * Compiles the shader programs every room uses (a standard material plain, with a texture, with surface maps,
 * and see-through, in the horizon's haze) by drawing a tiny scene with the room's light rig (LightRig: the environment, a hemisphere,
 * a shadowed sun, LAMPS point lights; AgX on sRGB): a program is told apart by exactly these, so the room's
 * own materials find theirs cached. These materials are never disposed (that would release the programs).
 */
function compileRoomShaders(gl: WebGLRenderer, environment: CubeTexture | null) {
  gl.outputColorSpace = SRGBColorSpace;
  gl.toneMapping = AgXToneMapping;
  gl.shadowMap.enabled = true;
  gl.shadowMap.type = PCFShadowMap;
  gl.setSize(4, 4, false);
  const scene = new Scene();
  scene.environment = environment;
  // The room's scene has the horizon's haze (outdoors/), and a program with fog is another program.
  scene.fog = horizonHaze();
  const sun = new DirectionalLight();
  sun.castShadow = true;
  sun.shadow.mapSize.set(16, 16);
  scene.add(new HemisphereLight(), sun);
  for (let i = 0; i < LAMPS; i += 1) scene.add(new PointLight());
  const map = new DataTexture(new Uint8Array([255, 255, 255, 255]), 1, 1);
  map.colorSpace = SRGBColorSpace;
  map.needsUpdate = true;
  const box = new BoxGeometry();
  for (const material of [
    new MeshStandardMaterial(),
    new MeshStandardMaterial({ map }),
    new MeshStandardMaterial({ map, normalMap: map, roughnessMap: map }),
    new MeshStandardMaterial({ transparent: true, opacity: 0.35, depthWrite: false }),
  ]) {
    const mesh = new Mesh(box, material);
    mesh.castShadow = true;
    mesh.receiveShadow = true;
    scene.add(mesh);
  }
  const camera = new PerspectiveCamera();
  camera.position.z = 4;
  gl.render(scene, camera);
}

let warm: RoomRenderer | null = null;
/** Rooms on screen now: none is warmed meanwhile, it would be a second context that nobody takes. */
let open = 0;

/**
 * Makes the room's renderer ahead of the room, with its shaders compiled once the room's environment has
 * loaded (KHR_parallel_shader_compile is missing in software WebGL, so compiles block: ~1 s there with
 * shadows, off the first frame's path while the design is still on its way). A room that takes the renderer
 * first compiles its own. Nothing happens where there is no WebGL: the room then reports it. The surface
 * painter's worker is started here too, while the main thread is still free to start it.
 */
export function warmRenderer() {
  startPainter();
  if (warm || open > 0 || typeof document === 'undefined') return;
  try {
    const made = makeRenderer();
    warm = made;
    const compile = (environment: CubeTexture | null) => {
      if (warm === made) compileRoomShaders(made.gl, environment);
    };
    // The room's scene has no environment (LightRig: only its metals reflect it), so neither has this one.
    loadRoomEnvironment().then(
      () => compile(null),
      () => compile(null),
    );
  } catch {
    warm = null;
  }
}

/**
 * A room coming on screen takes the warmed renderer, once (r3f disposes of it with the room), or a new one;
 * `close` when it goes. Throws where there is no WebGL.
 */
export function openRoom(): RoomRenderer & { close(): void } {
  const made = warm ?? makeRenderer();
  warm = null;
  open += 1;
  return {
    ...made,
    close: () => {
      open -= 1;
    },
  };
}
