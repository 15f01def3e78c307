import type { MirrorLook } from '@app/domain/catalog/texture';
import { useEffect, useMemo } from 'react';
import { type Object3D, type ShaderMaterial, Shape, ShapeGeometry, SRGBColorSpace } from 'three';
import { Reflector } from 'three/examples/jsm/objects/Reflector.js';
import { glassFront, glassInset, mirrorOutline } from './fixtures/mirror.ts';
import { raycastWhenShown } from './pickable.ts';

/**
 * The mirror image's longer side in pixels while the room is looked at: a live planar reflection draws the
 * room a second time, which software WebGL pays for in CPU time, so it is drawn small (the glass is rarely
 * more than a third of the view) and only when the picture is drawn sharp (see `liveDraw`).
 */
export const MIRROR_LIVE_PX = 320;
/** The mirror image's longer side in the Photo (render-photo.ts), drawn once per photo. */
export const MIRROR_PHOTO_PX = 1280;

/** What render-photo.ts asks of a mirror: draw at the photo's resolution (true), then back to live (false). */
export type PhotoMirror = (photo: boolean) => void;

/**
 * Silvered glass: the room as the reflection image holds it, a touch darker and greener than what it
 * reflects (a mirror returns ~90% of the light, the glass's iron tints it). The image is drawn as the screen
 * is (tone mapped, sRGB: see render-photo.ts `asScreen`), so it is laid on as it is.
 */
const MIRROR_SHADER = {
  name: 'MirrorGlassShader',
  uniforms: {
    color: { value: null },
    tDiffuse: { value: null },
    textureMatrix: { value: null },
  },
  vertexShader: /* glsl */ `
    uniform mat4 textureMatrix;
    varying vec4 vUv;
    void main() {
      vUv = textureMatrix * vec4(position, 1.0);
      gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0);
    }`,
  fragmentShader: /* glsl */ `
    uniform sampler2D tDiffuse;
    varying vec4 vUv;
    void main() {
      gl_FragColor = vec4(texture2DProj(tDiffuse, vUv).rgb * vec3(0.88, 0.91, 0.9), 1.0);
    }`,
};

/** The image size for a glass of w × h metres whose longer side gets `px` pixels. */
const imageSize = (w: number, h: number, px: number) =>
  w >= h ? [px, Math.max(16, Math.round((px * h) / w))] : [Math.max(16, Math.round((px * w) / h)), px];

/**
 * When a live mirror draws its image: only in a frame drawn sharp. In software WebGL a moving camera draws at
 * a reduced pixel ratio (motion-quality.ts MOVING_DPR, below 1) and the mirror then keeps the image of the
 * last sharp frame, so a drag pays nothing for it; the frame drawn once the camera has settled, and any frame
 * an edit of the room asks for, draws it anew. On a GPU every frame is sharp and the mirror follows the camera.
 */
function liveDraw(reflector: Reflector) {
  const draw = reflector.onBeforeRender.bind(reflector);
  const gated: Object3D['onBeforeRender'] = (renderer, ...rest) => {
    if (renderer.getPixelRatio() < 1) return;
    draw(renderer, ...rest);
  };
  return gated;
}

type Props = {
  /** The mirror's size in metres and its look. */
  w: number;
  h: number;
  d: number;
  look: MirrorLook;
  /** The fixture's pick data and name (a click on the glass selects the mirror). */
  name: string;
  userData: Record<string, unknown>;
};

/**
 * A mirror's glass (issue 21 A3): a planar reflection of the room (three's Reflector, as the glossy floors
 * use), shaped as the mirror's outline inside its frame, in the fixture's frame (its front towards -z). It
 * draws its image at MIRROR_LIVE_PX when a sharp frame is drawn (liveDraw) and at MIRROR_PHOTO_PX for the
 * Photo (`userData.photoMirror`, called by render-photo.ts).
 */
export function MirrorGlass({ w, h, d, look, name, userData }: Props) {
  const mirror = useMemo(() => {
    const shape = new Shape(mirrorOutline(look.shape, w, h, glassInset(look, w, h)));
    const geometry = new ShapeGeometry(shape, 12);
    const [lw, lh] = imageSize(w, h, MIRROR_LIVE_PX);
    const reflector = new Reflector(geometry, {
      textureWidth: lw,
      textureHeight: lh,
      multisample: 0,
      shader: MIRROR_SHADER,
    });
    const image = reflector.getRenderTarget();
    // Drawn as the screen is, with the programs the live view has compiled (render-photo.ts asScreen).
    (image as { isXRRenderTarget?: boolean }).isXRRenderTarget = true;
    image.texture.colorSpace = SRGBColorSpace;
    const material = reflector.material as ShaderMaterial;
    material.toneMapped = false;
    const live = liveDraw(reflector);
    const draw = reflector.onBeforeRender;
    reflector.onBeforeRender = live;
    const photoMirror: PhotoMirror = (photo) => {
      const [pw, ph] = imageSize(w, h, photo ? MIRROR_PHOTO_PX : MIRROR_LIVE_PX);
      image.setSize(pw, ph);
      reflector.onBeforeRender = photo ? draw : live;
    };
    reflector.userData = { ...userData, photoMirror };
    reflector.name = `${name}-glass`;
    reflector.raycast = raycastWhenShown;
    return reflector;
  }, [w, h, look, name, userData]);
  useEffect(
    () => () => {
      mirror.geometry.dispose();
      mirror.dispose();
    },
    [mirror],
  );
  // The shape is drawn facing +z; the mirror's front is -z.
  return <primitive object={mirror} rotation={[0, Math.PI, 0]} position={[0, 0, glassFront(look, d)]} />;
}
