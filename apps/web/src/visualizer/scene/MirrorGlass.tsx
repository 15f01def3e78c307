import type { MirrorLook } from '@app/domain/catalog/texture';
import { useEffect, useMemo } from 'react';
import {
  type Object3D,
  type RenderTarget,
  type ShaderMaterial,
  Shape,
  ShapeGeometry,
  SRGBColorSpace,
  Vector2,
} from 'three';
import { Reflector } from 'three/examples/jsm/objects/Reflector.js';
import { glassFront, glassInset, mirrorOutline } from './fixtures/mirror.ts';
import { raycastWhenShown } from './pickable.ts';

/**
 * The mirror image's size against the picture it is seen in. three's Reflector draws the room as the mirror
 * shows it from the viewer's eye, over the whole view, and the glass shows its part of that image; a live
 * planar reflection draws the room a second time, which software WebGL pays for in CPU time, so while the room
 * is looked at it is drawn at half the view's resolution (a quarter of its pixels), and only when the picture
 * is drawn sharp (see `liveDraw`); the Photo draws it at the photo's own resolution, once.
 */
export const MIRROR_LIVE_SCALE = 0.5;
export const MIRROR_PHOTO_SCALE = 1;

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

const drawn = new Vector2();
type Draw = Object3D['onBeforeRender'];

/**
 * How a mirror draws its image (`draw`, three's Reflector's own, into `image`), sized to `scale` of the
 * picture being drawn (the target the renderer draws into: a Photo's frame; else the canvas):
 * - `live`: at MIRROR_LIVE_SCALE, and only in a frame drawn sharp. In software WebGL a moving camera draws
 *   at a reduced pixel ratio (motion-quality.ts MOVING_DPR, below 1) and the mirror then keeps the image of
 *   the last sharp frame, so a drag pays nothing for it; the frame drawn once the camera has settled, and the
 *   sharp frame an edit of the room is drawn in, draw it anew. On a GPU every frame is sharp and the mirror
 *   follows the camera.
 * - `photo`: at the photo's resolution, in every frame it is asked to (render-photo.ts keeps the first).
 */
export function mirrorDraws(image: Pick<RenderTarget, 'width' | 'height' | 'setSize'>, draw: Draw) {
  const atScale =
    (scale: number): Draw =>
    (renderer, ...rest) => {
      const target = renderer.getRenderTarget();
      if (target) drawn.set(target.width, target.height);
      else renderer.getDrawingBufferSize(drawn);
      const w = Math.max(16, Math.round(drawn.x * scale));
      const h = Math.max(16, Math.round(drawn.y * scale));
      if (image.width !== w || image.height !== h) image.setSize(w, h);
      draw(renderer, ...rest);
    };
  const sharp = atScale(MIRROR_LIVE_SCALE);
  const live: Draw = (renderer, ...rest) => {
    if (renderer.getPixelRatio() < 1) return;
    sharp(renderer, ...rest);
  };
  return { live, photo: atScale(MIRROR_PHOTO_SCALE) };
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
 * draws its image as mirrorDraws says: small and only in sharp frames while the room is looked at, at the
 * photo's resolution for the Photo (`userData.photoMirror`, called by render-photo.ts).
 */
export function MirrorGlass({ w, h, d, look, name, userData }: Props) {
  const mirror = useMemo(() => {
    const shape = new Shape(mirrorOutline(look.shape, w, h, glassInset(look, w, h)));
    const geometry = new ShapeGeometry(shape, 12);
    const reflector = new Reflector(geometry, {
      textureWidth: 16,
      textureHeight: 16,
      multisample: 0,
      shader: MIRROR_SHADER,
    });
    const image = reflector.getRenderTarget();
    // Drawn as the screen is, with the programs the live view has compiled (render-photo.ts asScreen).
    (image as { isXRRenderTarget?: boolean }).isXRRenderTarget = true;
    image.texture.colorSpace = SRGBColorSpace;
    const material = reflector.material as ShaderMaterial;
    material.toneMapped = false;
    const draws = mirrorDraws(image, reflector.onBeforeRender.bind(reflector));
    reflector.onBeforeRender = draws.live;
    const photoMirror: PhotoMirror = (photo) => {
      reflector.onBeforeRender = photo ? draws.photo : draws.live;
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
