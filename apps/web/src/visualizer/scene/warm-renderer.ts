import {
  ACESFilmicToneMapping,
  BoxGeometry,
  DataTexture,
  DirectionalLight,
  HemisphereLight,
  Mesh,
  MeshStandardMaterial,
  PerspectiveCamera,
  Scene,
  SRGBColorSpace,
  WebGLRenderer,
} from 'three';

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
 * Compiles the shader programs every room uses (a standard material plain, with a texture, and see-through)
 * by drawing a tiny scene with the room's lights and colour settings (RoomCanvas's, and r3f's tone mapping).
 * The programs stay cached in the renderer for the room's own materials, which is why these materials are
 * never disposed (that would release them).
 */
function compileRoomShaders(gl: WebGLRenderer) {
  gl.outputColorSpace = SRGBColorSpace;
  gl.toneMapping = ACESFilmicToneMapping;
  gl.setSize(4, 4, false);
  const scene = new Scene();
  scene.add(new HemisphereLight(), new DirectionalLight());
  const map = new DataTexture(new Uint8Array([255, 255, 255, 255]), 1, 1);
  map.colorSpace = SRGBColorSpace;
  map.needsUpdate = true;
  const box = new BoxGeometry();
  for (const material of [
    new MeshStandardMaterial(),
    new MeshStandardMaterial({ map }),
    new MeshStandardMaterial({ transparent: true, opacity: 0.35, depthWrite: false }),
  ])
    scene.add(new Mesh(box, material));
  const camera = new PerspectiveCamera();
  camera.position.z = 4;
  gl.render(scene, camera);
}

let warm: RoomRenderer | null = null;
/** Rooms on screen now: none is warmed meanwhile, it would be a second context that nobody takes. */
let open = 0;

/**
 * Makes the room's renderer ahead of the room, with its shaders compiled: in software WebGL these cost
 * ~0.4 s, and started while the design is still on its way they are off the first frame's path. Nothing
 * happens where there is no WebGL: the room then reports it.
 */
export function warmRenderer() {
  if (warm || open > 0 || typeof document === 'undefined') return;
  try {
    const made = makeRenderer();
    compileRoomShaders(made.gl);
    warm = made;
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
