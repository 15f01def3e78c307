import {
  Color,
  CustomBlending,
  HalfFloatType,
  type Object3D,
  OneFactor,
  type PerspectiveCamera,
  type Scene,
  ShaderMaterial,
  SRGBColorSpace,
  type WebGLRenderer,
  WebGLRenderTarget,
} from 'three';
import { FullScreenQuad } from 'three/examples/jsm/postprocessing/Pass.js';
import type { PhotoMirror } from '../scene/MirrorGlass.tsx';
import { jitterOffsets, type PhotoPlan, sampleWeight } from './photo-plan.ts';

export type PhotoJob = {
  gl: WebGLRenderer;
  scene: Scene;
  camera: PerspectiveCamera;
  plan: PhotoPlan;
  /** Frames drawn so far, after each. */
  onProgress: (done: number) => void;
  signal?: AbortSignal;
};

/** Adds a frame, weighted, to the running sum (linear light, half floats: no banding from 8-bit sums). */
const addFrame = () =>
  new ShaderMaterial({
    uniforms: { tDiffuse: { value: null }, weight: { value: 1 } },
    vertexShader:
      'varying vec2 vUv; void main() { vUv = uv; gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0); }',
    fragmentShader:
      'uniform sampler2D tDiffuse; uniform float weight; varying vec2 vUv; void main() { gl_FragColor = texture2D(tDiffuse, vUv) * weight; }',
    blending: CustomBlending,
    blendSrc: OneFactor,
    blendDst: OneFactor,
    depthTest: false,
    depthWrite: false,
  });

/** A frame boundary: each frame of the photo is drawn in its own task, so the page keeps answering. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * A target drawn as the screen is: tone mapped and in sRGB, with the very shader programs the live view has
 * compiled. three applies tone mapping and the output colour space only to the screen and to XR targets;
 * any other target would compile every material of the room again (seconds each in software WebGL). The
 * frames are averaged in display values, as a camera's sensor would not, but for edges it is the same.
 */
function asScreen(target: WebGLRenderTarget): WebGLRenderTarget {
  (target as { isXRRenderTarget?: boolean }).isXRRenderTarget = true;
  target.texture.colorSpace = SRGBColorSpace;
  return target;
}

/** Objects drawn only in photos (the glossy floors' reflections, GlossyFloors.tsx), shown for the photo. */
function showPhotoOnly(scene: Scene): { shown: Object3D[]; hide: () => void } {
  const shown: Object3D[] = [];
  scene.traverse((o) => {
    if (o.userData.photoOnly && !o.visible) {
      o.visible = true;
      shown.push(o);
    }
  });
  return {
    shown,
    hide: () => {
      for (const o of shown) o.visible = false;
    },
  };
}

/**
 * The wall mirrors (MirrorGlass.tsx), switched to drawing their image at the photo's resolution on every
 * frame they are in (the live view draws it small, and only in sharp frames); `back` returns them to live.
 */
function mirrorsForPhoto(scene: Scene): { mirrors: Object3D[]; back: () => void } {
  const mirrors: Object3D[] = [];
  scene.traverse((o) => {
    if (typeof o.userData.photoMirror === 'function') mirrors.push(o);
  });
  for (const o of mirrors) (o.userData.photoMirror as PhotoMirror)(true);
  return {
    mirrors,
    back: () => {
      for (const o of mirrors) (o.userData.photoMirror as PhotoMirror)(false);
    },
  };
}

/**
 * After the first frame, the mirrors keep the image they drew: a sub-pixel shift of the camera does not
 * change the room they reflect, and each would draw the whole room again for every frame. Answers the undo.
 */
function keepMirrorImages(objects: readonly Object3D[]): () => void {
  const kept = objects.map((o) => [o, o.onBeforeRender] as const);
  for (const o of objects) o.onBeforeRender = () => {};
  return () => {
    for (const [o, draw] of kept) o.onBeforeRender = draw;
  };
}

/** Clears the bound target to zero (the sum starts empty), whatever the view's clear colour. */
function clearToBlack(gl: WebGLRenderer) {
  const colour = gl.getClearColor(new Color());
  const alpha = gl.getClearAlpha();
  gl.setClearColor(0x000000, 0);
  gl.clear(true, false, false);
  gl.setClearColor(colour, alpha);
}

/** The finished picture, read back from the GPU and encoded as JPEG. */
async function encode(gl: WebGLRenderer, target: WebGLRenderTarget, plan: PhotoPlan): Promise<Blob> {
  const { width, height } = plan;
  const pixels = new Uint8Array(width * height * 4);
  gl.readRenderTargetPixels(target, 0, 0, width, height, pixels);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const image = new ImageData(width, height);
  // WebGL's rows run bottom-up; the picture's top-down.
  const row = width * 4;
  for (let y = 0; y < height; y++)
    image.data.set(pixels.subarray((height - 1 - y) * row, (height - y) * row), y * row);
  for (let i = 3; i < image.data.length; i += 4) image.data[i] = 255;
  canvas.getContext('2d')!.putImageData(image, 0, 0);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (b) => (b ? resolve(b) : reject(new Error('The photo could not be encoded.'))),
      'image/jpeg',
      0.92,
    ),
  );
}

/**
 * The Photo still: `plan.samples` frames of the view, each from a camera shifted by a sub-pixel jitter
 * (photo-plan.ts), drawn at the photo's size as the screen is (tone mapped, sRGB) into a half-float target,
 * averaged in another and encoded. One frame per animation frame; the live view's
 * camera and render target are left as they were after each.
 */
export async function renderPhoto({ gl, scene, camera, plan, onProgress, signal }: PhotoJob): Promise<Blob> {
  const { width, height, samples } = plan;
  const frame = asScreen(new WebGLRenderTarget(width, height, { type: HalfFloatType, samples: 0 }));
  const sum = new WebGLRenderTarget(width, height, { type: HalfFloatType, depthBuffer: false });
  const picture = new WebGLRenderTarget(width, height, { depthBuffer: false });
  const adder = addFrame();
  const quad = new FullScreenQuad(adder);
  const shot = camera.clone();
  shot.aspect = width / height;
  const autoClear = gl.autoClear;
  const photoOnly = showPhotoOnly(scene);
  const wallMirrors = mirrorsForPhoto(scene);
  let redrawMirrors = () => {};
  try {
    for (const [i, [jx, jy]] of jitterOffsets(samples).entries()) {
      await nextFrame();
      if (signal?.aborted) throw new DOMException('The photo was cancelled.', 'AbortError');
      shot.setViewOffset(width, height, jx, jy, width, height);
      gl.autoClear = true;
      gl.setRenderTarget(frame);
      gl.render(scene, shot);
      adder.uniforms.tDiffuse!.value = frame.texture;
      adder.uniforms.weight!.value = sampleWeight(samples);
      gl.setRenderTarget(sum);
      if (i === 0) clearToBlack(gl);
      gl.autoClear = false;
      quad.render(gl);
      gl.autoClear = autoClear;
      gl.setRenderTarget(null);
      if (i === 0) redrawMirrors = keepMirrorImages([...photoOnly.shown, ...wallMirrors.mirrors]);
      onProgress(i + 1);
    }
    // The sum, already in display values, copied to bytes.
    adder.uniforms.tDiffuse!.value = sum.texture;
    adder.uniforms.weight!.value = 1;
    gl.setRenderTarget(picture);
    clearToBlack(gl);
    gl.autoClear = false;
    quad.render(gl);
    return await encode(gl, picture, plan);
  } finally {
    gl.autoClear = autoClear;
    gl.setRenderTarget(null);
    redrawMirrors();
    wallMirrors.back();
    photoOnly.hide();
    for (const d of [frame, sum, picture, adder, quad]) d.dispose();
  }
}
