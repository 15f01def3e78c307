import { type ComponentProps, createElement, lazy, useState } from 'react';

type Chunk = typeof import('../../visualizer/scene/RoomCanvas.tsx');
let loaded: Chunk | null = null;

/**
 * The 3-D canvas's chunk: three.js loads with it only, never on the home page or anywhere else. Fetched as
 * early as the route is known (prefetch.ts), so it arrives with the room's design instead of after it.
 */
export const loadRoomCanvas = () =>
  import('../../visualizer/scene/RoomCanvas.tsx').then((chunk) => {
    loaded = chunk;
    return chunk;
  });

/**
 * The chunk, then its renderer and shaders made while the design is still on its way (warm-renderer.ts). A
 * chunk that fails to load is reported by the page, whose own import of it fails the same way.
 */
export const warmRoomCanvas = () =>
  loadRoomCanvas().then(
    (chunk) => chunk.warmRenderer(),
    () => undefined,
  );

/** The products' maps, painted while the 3-D view starts (product-material.ts `prepaintRoom`). */
export const prepaintRoom = (...args: Parameters<Chunk['prepaintRoom']>) =>
  loadRoomCanvas().then(
    (chunk) => chunk.prepaintRoom(...args),
    () => undefined,
  );

const LazyRoomCanvas = lazy(loadRoomCanvas);

/**
 * The room's canvas: drawn at once when its chunk is already here (the usual case, prefetched), instead of
 * going through a suspended render as React.lazy always does first; lazily otherwise (under a Suspense).
 */
export function RoomCanvas(props: ComponentProps<Chunk['default']>) {
  const [Canvas] = useState(() => loaded?.default ?? LazyRoomCanvas);
  return createElement(Canvas, props);
}
