/// <reference lib="webworker" />
import { type BakeLanded, type BakeRequest, EXPOSURE_TARGET, PASSES } from './bake-protocol.ts';
import { exposureScale, filterLightmap, toHalfRgba } from './filter.ts';
import { createTracer } from './tracer.ts';

/**
 * The light baker, off the main thread: traces the room pass by pass and posts each pass's lightmaps. A
 * newer room geometry replaces this worker (the page terminates it), so a stale bake never lands.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<BakeRequest>) => {
  const { generation, scene, chartOf, metered } = event.data;
  const started = performance.now();
  const tracer = createTracer(scene);
  let scale = 1;
  PASSES.forEach((samples, pass) => {
    const estimate = tracer.pass(samples);
    // Exposure is fixed by the first pass, so refinement passes only calm the noise and add bounce.
    if (pass === 0)
      scale = exposureScale(
        estimate.filter((_, r) => metered[r]),
        EXPOSURE_TARGET,
      );
    const maps = scene.receivers.map((receiver, r) =>
      toHalfRgba(filterLightmap({ ...receiver, chartOf: chartOf[r] }, estimate[r], scale)),
    );
    const landed: BakeLanded = {
      generation,
      pass: pass + 1,
      last: pass === PASSES.length - 1,
      maps,
      elapsed: performance.now() - started,
    };
    scope.postMessage(
      landed,
      maps.map((m) => m.buffer as ArrayBuffer),
    );
  });
};
