import type { ProductTexture } from '@app/domain/catalog/contract';
import type { Point, RoomDocument, Surface } from '@app/domain/room/document';
import { roomOutline } from '@app/domain/room/geometry';
import { useEffect, useMemo } from 'react';
import { type ShaderMaterial, ShapeGeometry, SRGBColorSpace } from 'three';
import { Reflector } from 'three/examples/jsm/objects/Reflector.js';
import { planShape } from '../scene/shapes.ts';
import { LIE_FLAT, metres, productKeyOf } from '../scene/units.ts';
import { reflectionStrength } from './reflection.ts';

/** Above the floor (which lies 0–1.5 mm up), under anything standing on it. */
const LIFT_MM = 3;
/** The mirror image's resolution: sharp enough for a 1600 px photo, drawn once per photo frame. */
const MIRROR_PX = 1024;

/**
 * The room mirrored in the floor, faded by `strength` and rising towards grazing angles (Fresnel), laid over
 * the floor's own material. The mirror image is drawn as the screen is (see render-photo.ts `asScreen`: the
 * live view's shader programs, tone mapped, sRGB), so it is laid on as it is.
 */
const GLOSS_SHADER = {
  name: 'GlossyFloorShader',
  uniforms: {
    color: { value: null },
    tDiffuse: { value: null },
    textureMatrix: { value: null },
    strength: { value: 0 },
  },
  vertexShader: /* glsl */ `
    uniform mat4 textureMatrix;
    varying vec4 vUv;
    varying float vFresnel;
    void main() {
      vUv = textureMatrix * vec4(position, 1.0);
      vec4 world = modelMatrix * vec4(position, 1.0);
      float facing = clamp(normalize(cameraPosition - world.xyz).y, 0.0, 1.0);
      vFresnel = mix(0.35, 1.0, pow(1.0 - facing, 5.0));
      gl_Position = projectionMatrix * viewMatrix * world;
    }`,
  fragmentShader: /* glsl */ `
    uniform sampler2D tDiffuse;
    uniform float strength;
    varying vec4 vUv;
    varying float vFresnel;
    void main() {
      gl_FragColor = vec4(texture2DProj(tDiffuse, vUv).rgb, strength * vFresnel);
    }`,
};

/** One floor's reflection: hidden in the live view, shown only while the photo is drawn (render-photo.ts). */
function FloorReflection({
  outline,
  holes,
  strength,
}: {
  outline: readonly Point[];
  holes: readonly (readonly Point[])[];
  strength: number;
}) {
  const mirror = useMemo(() => {
    const geometry = new ShapeGeometry(planShape(outline, holes), 1);
    const reflector = new Reflector(geometry, {
      textureWidth: MIRROR_PX,
      textureHeight: MIRROR_PX,
      multisample: 0,
      shader: GLOSS_SHADER,
    });
    const image = reflector.getRenderTarget();
    (image as { isXRRenderTarget?: boolean }).isXRRenderTarget = true;
    image.texture.colorSpace = SRGBColorSpace;
    const material = reflector.material as ShaderMaterial;
    material.toneMapped = false;
    material.transparent = true;
    material.depthWrite = false;
    material.uniforms.strength!.value = strength;
    reflector.visible = false;
    reflector.userData.photoOnly = true;
    return reflector;
  }, [outline, holes, strength]);
  useEffect(
    () => () => {
      mirror.geometry.dispose();
      mirror.dispose();
    },
    [mirror],
  );
  return <primitive object={mirror} rotation={LIE_FLAT} position={[0, metres(LIFT_MM), 0]} />;
}

const NO_HOLES: readonly (readonly Point[])[] = [];

/** The outline and holes of a floor, as RoomScene draws it (inside the walls, or its own plan region). */
function floorShape(surface: Surface, room: readonly Point[] | null) {
  if (surface.region.type === 'room') return room ? { outline: room, holes: NO_HOLES } : null;
  if (surface.region.type === 'plan' && surface.region.elevation === 0)
    return { outline: surface.region.outline, holes: surface.region.holes };
  return null;
}

/**
 * Planar reflections in polished floors (issue 21 A3), for the photo only: a mirror draws the room a second
 * time for every frame it is in, which the live view in software WebGL cannot afford while it keeps a frame
 * under budget; the live view keeps the environment's reflection. Not yet measured live on its own.
 */
export function GlossyFloors({
  doc,
  textures,
}: {
  doc: RoomDocument;
  textures: Record<string, ProductTexture>;
}) {
  const room = useMemo(() => roomOutline(doc.walls), [doc.walls]);
  const floors = doc.surfaces.flatMap((surface) => {
    if (surface.kind !== 'floor') return [];
    const key = productKeyOf(surface.product);
    const texture = key ? textures[key] : undefined;
    const strength = texture ? reflectionStrength(texture.roughness) : 0;
    const shape = strength > 0 ? floorShape(surface, room) : null;
    return shape ? [{ id: surface.id, strength, ...shape }] : [];
  });
  return (
    <>
      {floors.map((f) => (
        <FloorReflection key={f.id} outline={f.outline} holes={f.holes} strength={f.strength} />
      ))}
    </>
  );
}
