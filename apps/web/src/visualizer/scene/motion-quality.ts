import { useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
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
