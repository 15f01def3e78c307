import { PASSES } from '../lighting/bake-protocol.ts';
import { bakedLight } from '../lighting/baked-light-store.ts';

/** How long a photo waits for the baked light's last pass before it is taken with the passes landed. */
export const LIGHT_WAIT_MS = 20_000;

/**
 * Resolves once the baked light has landed its last refinement (the photo shows the finished light), or
 * after `waitMs`, or at once where nothing bakes (no Web Workers); `onPass` hears each pass as it lands.
 */
export function lightSettled(
  onPass: (passes: number, of: number) => void,
  signal?: AbortSignal,
  waitMs = LIGHT_WAIT_MS,
) {
  return new Promise<void>((resolve, reject) => {
    const done = () => bakedLight.get().passes >= PASSES.length;
    if (typeof Worker === 'undefined' || done()) return resolve();
    onPass(bakedLight.get().passes, PASSES.length);
    const finish = () => {
      clearTimeout(timer);
      stop();
      signal?.removeEventListener('abort', cancel);
    };
    const cancel = () => {
      finish();
      reject(new DOMException('The photo was cancelled.', 'AbortError'));
    };
    const timer = setTimeout(() => {
      finish();
      resolve();
    }, waitMs);
    const stop = bakedLight.subscribe(() => {
      onPass(bakedLight.get().passes, PASSES.length);
      if (!done()) return;
      finish();
      resolve();
    });
    signal?.addEventListener('abort', cancel);
  });
}
