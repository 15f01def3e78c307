import { useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLatestCallback } from './hooks.ts';

/**
 * Pixels per CSS pixel while the camera moves in software WebGL, where each pixel costs CPU time: about a
 * quarter of the pixels keeps a frame under 150 ms at 1280 × 800 (the shadow map is frozen meanwhile, see
 * LightRig). On a GPU the picture stays sharp.
 */
export const MOVING_DPR = 0.5;
/** The full picture comes back this long after the last move. */
export const SETTLE_MS = 200;

export type Quality = 'full' | 'moving';

/**
 * Draws cheaper while a gesture moves the camera and full again once it has settled: answers the callback
 * the camera's controls call with `true` when a gesture starts and `false` when it ends. `onQuality` hears
 * each change (the canvas's box shows it as `data-quality`, which tests and the screenshot script wait on).
 */
export function useMotionQuality(software: boolean, onQuality: (quality: Quality) => void) {
  const setDpr = useThree((s) => s.setDpr);
  const invalidate = useThree((s) => s.invalidate);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const report = useLatestCallback(onQuality);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useLatestCallback((moving: boolean) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (moving) {
      if (software) setDpr(MOVING_DPR);
      report('moving');
      return;
    }
    timer.current = setTimeout(() => {
      timer.current = null;
      if (software) setDpr(1);
      report('full');
      invalidate();
    }, SETTLE_MS);
  });
}

/**
 * In software WebGL an edit (a swap, a stretched wall) is drawn first at the moving quality and sharp once it
 * has settled, as a gesture is: the change is on screen after one cheap frame (~80 ms at 1280 × 800 in
 * SwiftShader) instead of a full one (~280 ms), and a swap's painted maps, which come from the worker a moment
 * later, do not wait behind a full frame of the stand-in colours. `onMoving` is useMotionQuality's answer.
 */
export function useEditsDrawnCheaply(doc: unknown, software: boolean, onMoving: (moving: boolean) => void) {
  const last = useRef(doc);
  useLayoutEffect(() => {
    if (last.current === doc) return;
    last.current = doc;
    if (!software) return;
    onMoving(true);
    onMoving(false);
  }, [doc, software, onMoving]);
}
