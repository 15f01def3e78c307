import type { RoomDocument } from '@app/domain/room/document';
import {
  BufferAttribute,
  type BufferGeometry,
  DataTexture,
  HalfFloatType,
  LinearFilter,
  LinearSRGBColorSpace,
  type Object3D,
  RGBAFormat,
} from 'three';
import { assembleBake } from './assemble.ts';
import type { BakeLanded, BakeRequest } from './bake-protocol.ts';
import { transfersOf } from './bake-protocol.ts';
import { bakedLight } from './baked-light-store.ts';
import { buryHiddenTexels, collectRoom, outdoorTexels } from './collect.ts';
import type { Daylight } from './sky.ts';

let generation = 0;

function lightMapTexture(data: Uint16Array, width: number, height: number) {
  const map = new DataTexture(data, width, height, RGBAFormat, HalfFloatType);
  map.colorSpace = LinearSRGBColorSpace;
  map.magFilter = LinearFilter;
  map.minFilter = LinearFilter;
  map.generateMipmaps = false;
  // The lightmap is read with the meshes' second UV set (uv1, laid out by charts.ts).
  map.channel = 1;
  map.needsUpdate = true;
  return map;
}

/**
 * One bake of the room as it is now: reads its meshes, lays out their lightmaps (uv1), and
 * traces them in a worker; each pass's maps land in the store. Answers a stop that terminates the worker,
 * so a stale bake (the room changed since) never lands.
 */
export function startBake(
  room: Object3D,
  doc: RoomDocument,
  daylight: Daylight,
  onLanded: (landed: BakeLanded) => void,
) {
  generation += 1;
  const mine = generation;
  const { collected, lamps } = collectRoom(room, doc);
  const { scene, layouts } = assembleBake(
    collected.map((c) => c.mesh),
    lamps,
    daylight,
  );
  const receivers: { geometry: BufferGeometry; width: number; height: number }[] = [];
  const chartOf: Int32Array[] = [];
  const metered: boolean[] = [];
  collected.forEach((c, i) => {
    const layout = layouts[i];
    if (!layout) return;
    buryHiddenTexels(layout, doc);
    // A receiver without a geometry of its own (cannot happen: lightmapped meshes carry theirs) is skipped.
    const geometry = c.geometry as BufferGeometry;
    geometry.setAttribute('uv1', new BufferAttribute(layout.uv1, 2));
    receivers.push({ geometry, width: layout.width, height: layout.height });
    chartOf.push(layout.chartOf);
    metered.push(c.metered);
  });
  // The tracer needs only the texels: the layouts' uv1 stay with the geometries.
  const request: BakeRequest = {
    generation: mine,
    scene: {
      ...scene,
      receivers: scene.receivers.map((r) => ({
        width: r.width,
        height: r.height,
        texels: r.texels,
        outdoors: outdoorTexels(r.texels, doc),
      })),
    },
    chartOf,
    metered,
  };
  const worker = new Worker(new URL('./bake.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<BakeLanded>) => {
    const landed = event.data;
    if (landed.generation !== mine) return;
    bakedLight.land(
      mine,
      landed.pass,
      receivers.map((r, i) => [r.geometry, lightMapTexture(landed.maps[i], r.width, r.height)] as const),
    );
    onLanded(landed);
    if (landed.last) worker.terminate();
  };
  worker.postMessage(request, transfersOf(request));
  return () => worker.terminate();
}
