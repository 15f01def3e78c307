import type { RoomDocument } from '@app/domain/room/document';
import { useThree } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import {
  AgXToneMapping,
  CircleGeometry,
  Color,
  DirectionalLight,
  HemisphereLight,
  type Material,
  Mesh,
  MeshBasicMaterial,
  type Object3D,
  PointLight,
} from 'three';
import { bakedLight, FILL_WHEN_BAKED } from '../lighting/baked-light-store.ts';
import { isLamp, LAMP_INTENSITY } from '../lighting/sky.ts';
import { loadedRoomEnvironment, loadRoomEnvironment } from './environment/room-environment.ts';
import { reflectMetalsIn } from './fixtures/fixture-materials.ts';
import type { Bounds } from './framing.ts';
import { sunDirection } from './sun.ts';
import { toScene } from './units.ts';

/** The sun's strength (three's lux-like units: 1 lights white facing it as white). */
const SUN = 2.6;
/** Sky and ground fill from every side. */
const FILL = 0.55;
/** Ceiling lights drawn as real lights: each one costs every pixel a little, so a room gets this many. */
export const LAMPS = 2;
/** The filmic curve's exposure: AgX keeps a sunlit floor from burning out while corners stay dark. */
const EXPOSURE = 1.15;

const lampColour = new Color(...LAMP_INTENSITY).multiplyScalar(1 / LAMP_INTENSITY[0]);

/**
 * The room's light: a hemisphere fill (the pre-filtered environment is only what its metals reflect),
 * a sun shining in through the window with a shadow map (shadow.radius softens its edge), and up to LAMPS
 * ceiling lights that glow and light the room; AgX tone mapping on sRGB output. The shadow map is drawn
 * when the room changes and frozen otherwise (`shadowMap.autoUpdate` is off), so moving the camera never pays
 * for it. When the baked light (lighting/) has landed, its lightmaps carry the sun patch and the bounce light,
 * and the fill and sun dim to FILL_WHEN_BAKED.
 */
export function LightRig({ doc, bounds }: { doc: RoomDocument; bounds: Bounds }) {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const invalidate = useThree((s) => s.invalidate);
  const baked = useSyncExternalStore(bakedLight.subscribe, () => bakedLight.get().baked);
  const rig = useMemo(() => {
    const sun = new DirectionalLight('#fff4e0', SUN);
    sun.castShadow = true;
    sun.shadow.mapSize.set(1024, 1024);
    sun.shadow.radius = 3;
    sun.shadow.bias = -0.0004;
    sun.shadow.normalBias = 0.02;
    const fill = new HemisphereLight('#dfe9f5', '#8a7a68', FILL);
    const bulb = new CircleGeometry(0.09, 24);
    const glow = new MeshBasicMaterial({ color: new Color(4, 3.7, 3.2) });
    const lamps = Array.from({ length: LAMPS }, () => {
      const light = new PointLight(lampColour, 0, 0, 2);
      const disc = new Mesh(bulb, glow);
      disc.rotation.x = Math.PI / 2;
      disc.visible = false;
      return { light, disc };
    });
    return { sun, fill, lamps, bulb, glow };
  }, []);
  useLayoutEffect(
    () => () => {
      rig.sun.dispose();
      rig.bulb.dispose();
      rig.glow.dispose();
    },
    [rig],
  );

  // Colour and exposure. The room's environment lights no diffuse surface (the rig and the baked light do,
  // tuned without it: until the environment file's loader was fixed it never loaded); it is what the metals
  // reflect (fixture-materials.ts METAL_REFLECTION), given to them once it has loaded.
  useLayoutEffect(() => {
    gl.toneMapping = AgXToneMapping;
    gl.toneMappingExposure = EXPOSURE;
    gl.shadowMap.autoUpdate = false;
    scene.environment = null;
    const loaded = loadedRoomEnvironment();
    if (loaded) {
      reflectMetalsIn(loaded);
      return;
    }
    let live = true;
    loadRoomEnvironment().then(
      (environment) => {
        if (!live) return;
        reflectMetalsIn(environment);
        invalidate();
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [gl, scene, invalidate]);

  // The sun through the window, its shadow camera around the room; the lamps at the ceiling lights.
  const extent = JSON.stringify(bounds);
  useLayoutEffect(() => {
    const b = JSON.parse(extent) as Bounds;
    const centre = b.min.map((v, i) => (v + b.max[i]!) / 2) as [number, number, number];
    const radius = Math.hypot(...b.max.map((v, i) => v - b.min[i]!)) / 2 + 0.5;
    const towards = sunDirection(doc);
    rig.sun.position.set(...(centre.map((c, i) => c + towards[i]! * radius * 2) as [number, number, number]));
    rig.sun.target.position.set(...centre);
    rig.sun.target.updateMatrixWorld();
    const cam = rig.sun.shadow.camera;
    cam.left = cam.bottom = -radius;
    cam.right = cam.top = radius;
    cam.near = 0.1;
    cam.far = radius * 4;
    cam.updateProjectionMatrix();
    const lights = doc.fixtures.filter(isLamp).slice(0, LAMPS);
    rig.lamps.forEach(({ light, disc }, i) => {
      const f = lights[i];
      disc.visible = Boolean(f);
      light.intensity = f ? LAMP_INTENSITY[0] : 0;
      if (!f) return;
      const [x, , z] = toScene(f.at);
      const y = (f.elevation - 20) / 1000;
      light.position.set(x, y - 0.15, z);
      disc.position.set(x, y, z);
    });
  }, [doc, extent, rig]);

  useLayoutEffect(() => {
    rig.fill.intensity = FILL * (baked ? FILL_WHEN_BAKED.hemisphere : 1);
    rig.sun.intensity = SUN * (baked ? FILL_WHEN_BAKED.directional : 1);
    invalidate();
  }, [baked, rig, invalidate]);

  // Every mesh of the room casts and takes the sun's shadow (see-through ones let it pass); the frozen map is
  // drawn again once for the edited room.
  useLayoutEffect(() => {
    scene.getObjectByName('room')?.traverse((o: Object3D) => {
      if (!(o as Mesh).isMesh) return;
      const material = (o as Mesh).material as Material | Material[];
      o.castShadow = !(Array.isArray(material) ? material[0]?.transparent : material.transparent);
      o.receiveShadow = true;
    });
    gl.shadowMap.needsUpdate = true;
    invalidate();
  });

  return (
    <>
      <primitive object={rig.sun} />
      <primitive object={rig.sun.target} />
      <primitive object={rig.fill} />
      {rig.lamps.map(({ light, disc }) => (
        <group key={light.uuid}>
          <primitive object={light} />
          <primitive object={disc} />
        </group>
      ))}
    </>
  );
}
