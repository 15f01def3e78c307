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
export const RENDERER_OPTIONS = {
  powerPreference: 'high-performance',
  antialias: true,
  alpha: true,
  preserveDrawingBuffer: true,
} as const;

let warm: WebGLRenderer | null = null;
/** Rooms on screen now: none is warmed meanwhile, it would be a second context that nobody takes. */
let open = 0;

/**
 * Makes the room's renderer ahead of the room: the WebGL context, and the shader programs every room uses
 * (a standard material plain, with a texture, and see-through), compiled by drawing a tiny scene with the
 * room's lights and colour settings (RoomCanvas's, and r3f's tone mapping). In software WebGL these cost
 * ~0.4 s; started while the design is still on its way, they are off the first frame's path. The programs
 * stay cached in the renderer for the room's own materials, which is why the warm-up's materials are never
 * disposed (that would release them). Nothing happens where there is no WebGL: the room then reports it.
 */
export function warmRenderer() {
  if (warm || open > 0 || typeof document === 'undefined') return;
  try {
    const gl = new WebGLRenderer({ canvas: document.createElement('canvas'), ...RENDERER_OPTIONS });
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
    warm = gl;
  } catch {
    warm = null;
  }
}

/**
 * A room coming on screen takes the warmed renderer, once (r3f disposes of it with the room), or null if
 * there is none; `close` when it goes.
 */
export function openRoom(): { renderer: WebGLRenderer | null; close(): void } {
  const renderer = warm;
  warm = null;
  open += 1;
  return {
    renderer,
    close: () => {
      open -= 1;
    },
  };
}
