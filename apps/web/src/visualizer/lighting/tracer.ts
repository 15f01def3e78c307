import { BufferAttribute, BufferGeometry, DoubleSide, Ray, Vector3 } from 'three';
import { MeshBVH } from 'three-mesh-bvh';
import type { BakeLamp, Daylight } from './sky.ts';

/**
 * The light baker's ray tracer: irradiance (light arriving, not yet multiplied by the receiving surface's
 * colour) at every covered texel of every lightmap. Direct light has soft shadows (jittered shadow rays to
 * the sun's disc and to each lamp's disc); indirect light gathers cosine-weighted rays: a ray that leaves
 * through an opening sees the sky or the ground, one that hits a surface sees that surface's colour times
 * its irradiance from the previous pass (so every pass adds a bounce). Pure: runs in the worker and in node.
 */

export type BakeReceiver = {
  width: number;
  height: number;
  /** Per texel: position (3), normal (3); a zero normal is a texel nothing covers. */
  texels: Float32Array;
  /** Per texel, 1 where it is outdoors (a wall's outer face): lit by the open sky, no rays traced. */
  outdoors?: Uint8Array;
};

export type BakeScene = {
  /** Every triangle in world space (9 numbers each): walls, floor, ceiling, fixtures. */
  triangles: Float32Array;
  /** Per triangle, its surface's mean colour (linear RGB, 0..1), for the light it bounces. */
  albedo: Float32Array;
  /** Per triangle, the receiver whose lightmap it is drawn with, or -1 (a fixture, the closing ceiling). */
  receiverOf: Int32Array;
  /** Per triangle, its three vertices' texel coordinates (x, y) in that receiver's lightmap. */
  atlas: Float32Array;
  receivers: BakeReceiver[];
  lamps: BakeLamp[];
  daylight: Daylight;
};

/** Rays per texel in one pass. */
export type PassSamples = { sun: number; lamp: number; bounce: number };

export type Tracer = {
  /** Traces one more pass; answers the running estimate of each receiver's irradiance (RGB per texel). */
  pass(samples: PassSamples): Float32Array[];
  /** Per-receiver running estimates (RGB per texel). */
  readonly estimate: Float32Array[];
};

/** Off the surface before a ray starts, so it does not hit the face it leaves (metres). */
const EPSILON = 1e-3;

/** A small deterministic generator (mulberry32): a bake traces the same rays every time. */
export function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createTracer(scene: BakeScene, seed = 1): Tracer {
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(scene.triangles, 3));
  const bvh = new MeshBVH(geometry);
  const rand = random(seed);
  const ray = new Ray();
  const dir = new Vector3();
  const { daylight } = scene;
  const sun = new Vector3(...daylight.sun);
  const counts = scene.receivers.map((r) => r.width * r.height);
  const direct = counts.map((n) => new Float64Array(n * 3));
  const indirect = counts.map((n) => new Float64Array(n * 3));
  const estimate = counts.map((n) => new Float32Array(n * 3));
  let directSamples = 0;
  let indirectSamples = 0;
  /** Mean irradiance over everything: what a surface with no lightmap (a fixture) is taken to receive. */
  let ambient = [0, 0, 0];

  const blocked = (o: Vector3, d: Vector3, far: number) => {
    ray.origin.copy(o);
    ray.direction.copy(d);
    return bvh.raycastFirst(ray, DoubleSide, 0, far) !== null;
  };

  const [sunT, sunB] = basis(sun);
  /** A direction towards the sun's disc (uniform on it). */
  const jitterSun = (out: Vector3) => {
    const [r, phi] = [daylight.sunRadius * Math.sqrt(rand()), 2 * Math.PI * rand()];
    const [t, b] = [sunT, sunB];
    return out
      .copy(sun)
      .addScaledVector(t, r * Math.cos(phi))
      .addScaledVector(b, r * Math.sin(phi))
      .normalize();
  };

  const origin = new Vector3();
  const normal = new Vector3();
  const toLamp = new Vector3();

  function directAt(rec: BakeReceiver, i: number, n: number, out: Float64Array) {
    origin.fromArray(rec.texels, i * 6);
    normal.fromArray(rec.texels, i * 6 + 3);
    origin.addScaledVector(normal, EPSILON);
    const cosSun = normal.dot(sun);
    if (cosSun > 0 && n > 0) {
      let seen = 0;
      for (let k = 0; k < n; k += 1) {
        jitterSun(dir);
        if (!blocked(origin, dir, Infinity)) seen += Math.max(0, normal.dot(dir));
      }
      for (let c = 0; c < 3; c += 1) out[i * 3 + c] += (daylight.sunIrradiance[c] * seen) / n;
    }
  }

  function lampsAt(rec: BakeReceiver, i: number, n: number, out: Float64Array) {
    origin.fromArray(rec.texels, i * 6);
    normal.fromArray(rec.texels, i * 6 + 3);
    origin.addScaledVector(normal, EPSILON);
    for (const lamp of scene.lamps) {
      let sum = 0;
      for (let k = 0; k < n; k += 1) {
        const [r, phi] = [lamp.radius * Math.sqrt(rand()), 2 * Math.PI * rand()];
        toLamp.set(
          lamp.position[0] + r * Math.cos(phi),
          lamp.position[1],
          lamp.position[2] + r * Math.sin(phi),
        );
        toLamp.sub(origin);
        const distance = toLamp.length();
        toLamp.divideScalar(distance);
        // The lamp shines downwards: Lambertian at the lamp, cosine at the receiver, inverse square.
        const [cosLamp, cosHere] = [-toLamp.y, normal.dot(toLamp)];
        if (cosLamp <= 0 || cosHere <= 0) continue;
        if (blocked(origin, toLamp, distance - EPSILON)) continue;
        sum += (cosLamp * cosHere) / Math.max(distance * distance, 0.01);
      }
      for (let c = 0; c < 3; c += 1) out[i * 3 + c] += (lamp.intensity[c] * sum) / Math.max(1, n);
    }
  }

  /** Irradiance at a hit from the last estimate, read at the nearest texel of its receiver's lightmap. */
  const lastIrradianceAt = (tri: number, bary: Vector3, c: number) => {
    const r = scene.receiverOf[tri];
    if (r < 0) return ambient[c];
    const a = scene.atlas;
    const x = a[tri * 6] * bary.x + a[tri * 6 + 2] * bary.y + a[tri * 6 + 4] * bary.z;
    const y = a[tri * 6 + 1] * bary.x + a[tri * 6 + 3] * bary.y + a[tri * 6 + 5] * bary.z;
    const rec = scene.receivers[r];
    const tx = Math.min(rec.width - 1, Math.max(0, Math.floor(x)));
    const ty = Math.min(rec.height - 1, Math.max(0, Math.floor(y)));
    return estimate[r][(ty * rec.width + tx) * 3 + c];
  };

  const bounce = new Float64Array(3);
  function indirectAt(rec: BakeReceiver, i: number, n: number, out: Float64Array) {
    origin.fromArray(rec.texels, i * 6);
    normal.fromArray(rec.texels, i * 6 + 3);
    origin.addScaledVector(normal, EPSILON);
    const [t, b] = basis(normal);
    bounce.fill(0);
    for (let k = 0; k < n; k += 1) {
      // Cosine-weighted: the estimate of irradiance is then π × the mean radiance seen.
      const [r, phi] = [Math.sqrt(rand()), 2 * Math.PI * rand()];
      const up = Math.sqrt(Math.max(0, 1 - r * r));
      dir
        .copy(normal)
        .multiplyScalar(up)
        .addScaledVector(t, r * Math.cos(phi))
        .addScaledVector(b, r * Math.sin(phi));
      ray.origin.copy(origin);
      ray.direction.copy(dir);
      const hit = bvh.raycastFirst(ray, DoubleSide, 0, Infinity);
      if (!hit) {
        const sky = dir.y >= 0 ? daylight.sky : daylight.ground;
        for (let c = 0; c < 3; c += 1) bounce[c] += Math.PI * sky[c];
        continue;
      }
      // The back of a face (inside a wall's thickness): no light comes from there.
      if (!hit.face || hit.face.normal.dot(dir) > 0 || !hit.barycoord) continue;
      const tri = Math.floor(hit.face.a / 3);
      for (let c = 0; c < 3; c += 1)
        bounce[c] += scene.albedo[tri * 3 + c] * lastIrradianceAt(tri, hit.barycoord, c);
    }
    for (let c = 0; c < 3; c += 1) out[i * 3 + c] += bounce[c] / n;
  }

  const covered = (rec: BakeReceiver, i: number) =>
    rec.texels[i * 6 + 3] !== 0 || rec.texels[i * 6 + 4] !== 0 || rec.texels[i * 6 + 5] !== 0;
  const forEachTexel = (fn: (rec: BakeReceiver, r: number, i: number) => void) => {
    scene.receivers.forEach((rec, r) => {
      for (let i = 0; i < counts[r]; i += 1) if (covered(rec, i) && !rec.outdoors?.[i]) fn(rec, r, i);
    });
  };
  // Outdoors: the open sky above, the ground below, the sun unshadowed (nobody looks at a wall's outside).
  const outdoorLight = counts.map((n) => new Float32Array(n * 3));
  scene.receivers.forEach((rec, r) => {
    for (let i = 0; i < counts[r]; i += 1) {
      if (!rec.outdoors?.[i] || !covered(rec, i)) continue;
      normal.fromArray(rec.texels, i * 6 + 3);
      const [up, sunCos] = [(1 + normal.y) / 2, Math.max(0, normal.dot(sun))];
      for (let c = 0; c < 3; c += 1)
        outdoorLight[r][i * 3 + c] =
          Math.PI * (daylight.sky[c] * up + daylight.ground[c] * (1 - up)) +
          daylight.sunIrradiance[c] * sunCos;
    }
  });

  const refresh = () => {
    const sum = [0, 0, 0];
    let indoors = 0;
    scene.receivers.forEach((rec, r) => {
      if (rec.outdoors) estimate[r].set(outdoorLight[r]);
    });
    forEachTexel((_rec, r, i) => {
      indoors += 1;
      for (let c = 0; c < 3; c += 1) {
        const value =
          direct[r][i * 3 + c] / Math.max(1, directSamples) +
          indirect[r][i * 3 + c] / Math.max(1, indirectSamples);
        estimate[r][i * 3 + c] = value;
        sum[c] += value;
      }
    });
    ambient = sum.map((s) => s / Math.max(1, indoors));
  };

  return {
    estimate,
    pass(samples) {
      // Direct light first, so the first pass's bounce already gathers a lit room.
      forEachTexel((rec, r, i) => {
        directAt(rec, i, samples.sun, direct[r]);
        lampsAt(rec, i, samples.lamp, direct[r]);
      });
      directSamples += 1;
      refresh();
      if (samples.bounce > 0) {
        forEachTexel((rec, r, i) => indirectAt(rec, i, samples.bounce, indirect[r]));
        indirectSamples += 1;
        refresh();
      }
      return estimate;
    },
  };
}

const helper = new Vector3();
/** Two unit vectors perpendicular to `n` and to each other. */
function basis(n: Vector3): [Vector3, Vector3] {
  helper.set(Math.abs(n.y) > 0.9 ? 1 : 0, Math.abs(n.y) > 0.9 ? 0 : 1, 0);
  const t = new Vector3().crossVectors(helper, n).normalize();
  return [t, new Vector3().crossVectors(n, t)];
}
