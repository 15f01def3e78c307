import { type ComponentType, createElement, lazy, useState } from 'react';

/**
 * A step of /visualize in a chunk of its own: `load` fetches it (once), `Step` draws it. Once loaded, `Step`
 * draws at once instead of through the suspended first render React.lazy always has: the server's render
 * cannot wait for one (a boundary suspended in `renderToString` is sent as its fallback and drawn again by the
 * browser), so the route's loader loads what the URL needs before the server draws it (app/routes.tsx).
 * Lazily otherwise (under a Suspense), as room-canvas-chunk.ts draws the canvas.
 */
export function stepChunk<M, P extends object>(
  importer: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
) {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  const load = () => {
    loading ??= importer().then((m) => {
      module = m;
      return m;
    });
    return loading;
  };
  const Lazy = lazy(() => load().then((m) => ({ default: pick(m) })));
  function Step(props: P) {
    // Chosen once: a step that mounted lazily is not swapped for (and remounted as) the loaded one.
    const [Component] = useState<ComponentType<P>>(() => (module ? pick(module) : Lazy));
    return createElement(Component, props);
  }
  return { load, Step };
}
