import type { ProductTexture } from '@app/domain/catalog/contract';
import type { LayingPattern } from '@app/domain/room/document';
import { type SurfaceMaps, surfaceMaps } from './paint-cell.ts';
import type { PaintRequest } from './surface-maps.worker.ts';

type Done = (maps: SurfaceMaps | null) => void;

let worker: Worker | null | undefined;
const waiting = new Map<number, { request: PaintRequest; done: Done }>();
let nextId = 1;

/** One module worker for the page, started on the first request; none where there are no workers (jsdom). */
function painter(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined') {
    worker = null;
    return worker;
  }
  worker = new Worker(new URL('./surface-maps.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = ({ data }: MessageEvent<{ id: number; maps: SurfaceMaps | null }>) => {
    const job = waiting.get(data.id);
    waiting.delete(data.id);
    job?.done(data.maps);
  };
  // A worker that cannot start (a blocked script, a crash) leaves the painting to the main thread.
  worker.onerror = () => {
    worker?.terminate();
    worker = null;
    for (const { request, done } of waiting.values()) done(surfaceMaps(request.texture, request.pattern));
    waiting.clear();
  };
  return worker;
}

/**
 * Starts the painter's worker ahead of the room (warm-renderer.ts): a worker starts only when the page's main
 * thread is free, and once the room is being built and its shaders compiled it is not for a second or so.
 */
export function startPainter() {
  painter();
}

/**
 * Paints a product's maps and hands them to `done`: in the worker when there is one (later, off the main
 * thread), else here and at once (tests, and browsers without module workers).
 */
export function paintSurfaceMaps(texture: ProductTexture, pattern: LayingPattern, done: Done) {
  const target = painter();
  if (!target) return done(surfaceMaps(texture, pattern));
  const request: PaintRequest = { id: nextId++, texture, pattern };
  waiting.set(request.id, { request, done });
  target.postMessage(request);
}
