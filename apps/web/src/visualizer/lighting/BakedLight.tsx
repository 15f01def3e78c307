import type { RoomDocument } from '@app/domain/room/document';
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import type { Mesh, Object3D } from 'three';
import { sunDirection } from '../scene/sun.ts';
import { bakeKey } from './bake-key.ts';
import { startBake } from './bake-session.ts';
import { applyLightmaps, isLightmapped } from './lit-materials.ts';
import { DAYLIGHT } from './sky.ts';

/** How long the geometry must stay still before a bake starts (a drag is many edits). */
const SETTLE_MS = 300;

const lightmappedIn = (room: Object3D | undefined) => {
  const meshes: Mesh[] = [];
  room?.traverse((o) => {
    if (isLightmapped(o)) meshes.push(o as Mesh);
  });
  return meshes;
};

/**
 * Bakes the room's light whenever its geometry or fixtures change (never on a product swap) and draws each
 * pass's lightmaps; the canvas box says `data-baked="1"` once the first pass has landed, and
 * `data-bake-generation` / `data-bake-passes` / `data-bake-ms` which bake, how far it has refined and when.
 * Mount it inside the room's group (`room`), which is what it bakes.
 */
export function BakedLight({ doc }: { doc: RoomDocument }) {
  const key = useMemo(() => bakeKey(doc), [doc]);
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const invalidate = useThree((s) => s.invalidate);
  useFrame(() => {
    if (applyLightmaps(lightmappedIn(scene.getObjectByName('room')))) invalidate();
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is what the bake depends on; `doc` is read at that key.
  useEffect(() => {
    // No workers (jsdom): the room is drawn with the rig's lights only.
    if (typeof Worker === 'undefined') return;
    let stop: (() => void) | null = null;
    const timer = setTimeout(() => {
      const room = scene.getObjectByName('room');
      if (!room) return;
      // The rig's sun (scene/sun.ts: in through the widest window), so the baked patch and the live light agree.
      stop = startBake(room, doc, { ...DAYLIGHT, sun: sunDirection(doc) }, (landed) => {
        const box = gl.domElement.parentElement;
        box?.setAttribute('data-baked', '1');
        box?.setAttribute('data-bake-generation', String(landed.generation));
        box?.setAttribute('data-bake-passes', String(landed.pass));
        box?.setAttribute('data-bake-ms', String(Math.round(landed.elapsed)));
        invalidate();
      });
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      stop?.();
    };
  }, [key, gl, scene, invalidate]);
  return null;
}
