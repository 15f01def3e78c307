// The product-art studio: bundled by scripts/render-product-art.mjs and run in Chromium (software WebGL). It
// draws one family — the visualizer's own fixture model and looks, or a surface painted by the room's own
// cell painter — alone on a light sweep under a soft key light and a room environment, and answers two PNGs:
// the base (the product's parts in a neutral grey, to be tinted) and its mask (red: the product's colour,
// green: a tile's grout), which the server composes per product (apps/server/src/modules/media/product-art.ts).

import type { ProductTexture } from '@app/domain/catalog/contract';
import type { FixtureFamily, SurfaceFamily } from '@app/domain/catalog/product-art';
import {
  Box3,
  BoxGeometry,
  Color,
  DirectionalLight,
  Group,
  HemisphereLight,
  type Material,
  Mesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  NeutralToneMapping,
  NoColorSpace,
  NoToneMapping,
  type Object3D,
  PCFShadowMap,
  PerspectiveCamera,
  PlaneGeometry,
  PMREMGenerator,
  Scene,
  ShadowMaterial,
  SRGBColorSpace,
  Vector3,
  WebGLRenderer,
} from 'three';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';
import { paintCell } from '../../apps/web/src/visualizer/materials/paint-cell.ts';
import {
  JOINT_DEPTH_IN,
  normalPixels,
  roughnessPixels,
} from '../../apps/web/src/visualizer/materials/relief.ts';
import { mapTexture } from '../../apps/web/src/visualizer/materials/surface-textures.ts';
import { textureRepeat } from '../../apps/web/src/visualizer/materials/texture-cell.ts';
import { fixtureModel, kitOf } from '../../apps/web/src/visualizer/scene/fixture-models.ts';
import {
  fixtureLooks,
  type Look,
  METALS,
  PRODUCT_ROLES,
} from '../../apps/web/src/visualizer/scene/fixtures/fixture-materials.ts';
import type { Role } from '../../apps/web/src/visualizer/scene/fixtures/model.ts';

const SIZE = 512;
const SWEEP = '#f2f2f0';
/** The neutral the product's parts are drawn in: mid-light, so the server's tint has room both ways. */
const NEUTRAL: Look = { color: '#bdbdbd', metalness: 0, roughness: 0.4 };
const NEUTRAL_METAL: Look = { color: '#d4d4d4', metalness: 1, roughness: 0.22 };
const NEUTRAL_SKIN: Look = { color: '#c4c4c4', metalness: 0.45, roughness: 0.32 };

const renderer = new WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
renderer.setSize(SIZE, SIZE);
renderer.setPixelRatio(1);
renderer.shadowMap.enabled = true;
renderer.shadowMap.type = PCFShadowMap;
renderer.outputColorSpace = SRGBColorSpace;
document.body.append(renderer.domElement);
const environment = new PMREMGenerator(renderer).fromScene(new RoomEnvironment(), 0.04).texture;

function material(look: Look) {
  const m = new MeshStandardMaterial({
    color: look.color,
    metalness: look.metalness,
    roughness: look.roughness,
  });
  if (look.opacity !== undefined)
    Object.assign(m, { transparent: true, opacity: look.opacity, depthWrite: false });
  if (look.glow) Object.assign(m, { emissive: new Color(look.color), emissiveIntensity: look.glow });
  return m;
}

/** The parts that take the product's colour: a pull's metal on a hardware board, else the kind's own. */
const productRoles = (family: FixtureFamily): readonly Role[] =>
  family.key.startsWith('hardware') ? ['metal'] : PRODUCT_ROLES[family.kind];

/**
 * A metal family's product parts are drawn in its finish's own metal (chrome's mirror, brushed nickel's satin,
 * matte black's soft sheen): the server's tint then only sets the colour, the render keeps the finish.
 */
const productMetal = (family: FixtureFamily): Look => (family.finish ? METALS[family.finish] : NEUTRAL_METAL);

function fixture(family: FixtureFamily) {
  const model = fixtureModel(family);
  const kit = kitOf(family.style, family.shape);
  const looks = fixtureLooks(family.kind, family.variant, undefined, kit);
  const tinted = productRoles(family);
  const group = new Group();
  const masks = new Map<Mesh, Material>();
  for (const [role, geometry] of Object.entries(model) as [Role, NonNullable<(typeof model)[Role]>][]) {
    const own = tinted.includes(role);
    const look = !own
      ? looks[role]
      : role === 'metal' || family.finish
        ? productMetal(family)
        : family.kind === 'appliance'
          ? NEUTRAL_SKIN
          : NEUTRAL;
    const mesh = new Mesh(geometry, material(look));
    mesh.castShadow = mesh.receiveShadow = look.opacity === undefined;
    masks.set(mesh, new MeshBasicMaterial({ color: own ? '#ff0000' : '#000000' }));
    group.add(mesh);
  }
  // A pull is small on its cabinet: the picture is framed on the drawer's pull (the topmost metal), close.
  let focus: Box3 | undefined;
  const metal = model.metal;
  if (family.key.startsWith('hardware') && metal) {
    const at = metal.attributes.position!;
    let top = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < at.count; i += 1) top = Math.max(top, at.getY(i));
    focus = new Box3();
    for (let i = 0; i < at.count; i += 1)
      if (at.getY(i) > top - 0.06) focus.expandByPoint(new Vector3(at.getX(i), at.getY(i), at.getZ(i)));
    focus.expandByVector(new Vector3(0.05, 0.05, 0.02));
  }
  if (family.shape === 'recessed') {
    // A recessed light faces down from the ceiling: shown propped up, its trim and lens towards the camera.
    group.rotation.x = Math.PI * 0.7;
    group.updateMatrixWorld(true);
    group.position.y = -new Box3().setFromObject(group).min.y;
  }
  return { group, masks, focus };
}

const NEUTRAL_TEXTURE: ProductTexture = {
  base_color: '#c2c2c2',
  accent_color: '#8a8a8a',
  pattern: 'tile',
  tile_width_in: 12,
  tile_height_in: 12,
  grout_color: '#9c9c9c',
  grout_width_in: 0.125,
  roughness: 0.4,
};

/** A board of the surface laid straight, a few units a side, with the room's own colour, normal and roughness. */
function board(family: SurfaceFamily) {
  const texture: ProductTexture = {
    ...NEUTRAL_TEXTURE,
    pattern: family.pattern,
    tile_width_in: family.w,
    tile_height_in: family.h,
    grout_width_in: family.pattern === 'tile' || family.pattern === 'mosaic' ? 0.125 : 0,
  };
  const painting = paintCell(texture, 'straight');
  if (!painting) throw new Error(`nothing paints ${family.key}`);
  const { color, relief, pxPerIn } = painting;
  const mask = new Uint8ClampedArray(color.width * color.height * 4);
  // The grout is where the painter recessed a joint (a plank's gap is the plank's own colour, shaded).
  const groutOn = family.pattern === 'tile' || family.pattern === 'mosaic' || family.pattern === 'stone';
  for (let i = 0; i < relief.elevation.length; i += 1) {
    const joint = relief.elevation[i]! <= -JOINT_DEPTH_IN + 1e-6 && groutOn;
    mask.set(joint ? [0, 255, 0, 255] : [255, 0, 0, 255], i * 4);
  }
  const sideIn =
    family.pattern === 'turf'
      ? 20
      : family.pattern === 'marble'
        ? 90
        : Math.min(40, Math.max(14, 2.2 * Math.max(family.w, family.h)));
  const side = sideIn * 0.0254;
  const repeat = textureRepeat(texture, 'straight');
  const geometry = new PlaneGeometry(side, side);
  geometry.rotateX(-Math.PI / 2);
  const uv = geometry.attributes.uv!;
  // The room's UVs are metres; start a little inside a unit so the board's edge cuts tiles as a real sample does.
  for (let i = 0; i < uv.count; i += 1) uv.setXY(i, uv.getX(i) * side + 0.031, uv.getY(i) * side + 0.047);
  const { width, height } = color;
  const face = new MeshStandardMaterial({
    map: mapTexture(color.data, width, height, repeat, SRGBColorSpace),
    normalMap: mapTexture(normalPixels(relief, pxPerIn), width, height, repeat, NoColorSpace),
    roughnessMap: mapTexture(roughnessPixels(relief), width, height, repeat, NoColorSpace),
    roughness: 1,
  });
  const top = new Mesh(geometry, face);
  top.position.y = 0.02;
  top.receiveShadow = true;
  const edge = new Mesh(
    new BoxGeometry(side, 0.018, side),
    material({ color: '#a9a9a6', metalness: 0, roughness: 0.8 }),
  );
  edge.position.y = 0.009;
  edge.castShadow = true;
  const group = new Group();
  group.add(top, edge);
  const masks = new Map<Mesh, Material>([
    [top, new MeshBasicMaterial({ map: mapTexture(mask, width, height, repeat, NoColorSpace) })],
    [edge, new MeshBasicMaterial({ color: '#000000' })],
  ]);
  return { group, masks };
}

function studio(subject: Object3D, surface: boolean, focus?: Box3) {
  const scene = new Scene();
  scene.background = new Color(SWEEP);
  scene.environment = environment;
  scene.environmentIntensity = surface ? 0.45 : 0.9;
  const floor = new Mesh(new PlaneGeometry(40, 40), new ShadowMaterial({ opacity: 0.16 }));
  floor.rotateX(-Math.PI / 2);
  floor.receiveShadow = true;
  scene.add(floor, subject, new HemisphereLight('#ffffff', '#d8d6d2', surface ? 0.3 : 0.7));
  const box = new Vector3();
  const centre = new Vector3();
  const measured = focus ?? new Box3().setFromObject(subject);
  measured.getSize(box);
  measured.getCenter(centre);
  const radius = box.length() / 2;
  const key = new DirectionalLight('#ffffff', surface ? 1.5 : 2.2);
  // A board takes its key light lower, raking across it, so its joints and grain read.
  key.position.set(centre.x - radius * 2, centre.y + radius * (surface ? 1.6 : 4), centre.z - radius * 3);
  key.target.position.copy(centre);
  key.castShadow = true;
  key.shadow.mapSize.set(2048, 2048);
  key.shadow.radius = 6;
  const cam = key.shadow.camera;
  cam.left = cam.bottom = -radius * 1.6;
  cam.right = cam.top = radius * 1.6;
  cam.near = 0.01;
  cam.far = radius * 12;
  key.shadow.bias = -0.0004;
  scene.add(key, key.target);
  const camera = new PerspectiveCamera(28, 1, 0.01, 100);
  // A 3/4 view from the front-right (the front is -z), a little above; a board is seen more from above.
  const direction = surface ? new Vector3(0.55, 0.95, -1) : new Vector3(0.62, 0.42, -1);
  const distance = (radius / Math.sin((28 * Math.PI) / 360)) * (surface ? 0.86 : 0.98);
  camera.position.copy(centre).addScaledVector(direction.normalize(), distance);
  camera.lookAt(centre);
  return { scene, camera, floor };
}

function snapshot() {
  return renderer.domElement.toDataURL('image/png');
}

/** Renders a family; answers its base and mask as PNG data URLs. */
export async function renderFamily(family: FixtureFamily | SurfaceFamily) {
  const surface = 'pattern' in family;
  const { group, masks, focus } = surface ? { ...board(family), focus: undefined } : fixture(family);
  const { scene, camera, floor } = studio(group, surface, focus);
  renderer.toneMapping = NeutralToneMapping;
  renderer.toneMappingExposure = 1;
  renderer.render(scene, camera);
  const base = snapshot();
  for (const [mesh, mask] of masks) mesh.material = mask;
  scene.background = new Color('#000000');
  scene.environment = null;
  floor.visible = false;
  renderer.toneMapping = NoToneMapping;
  renderer.render(scene, camera);
  const mask = snapshot();
  return { base, mask };
}
