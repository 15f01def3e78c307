import { useThree } from '@react-three/fiber';
import { type RefObject, useEffect } from 'react';
import type { PerspectiveCamera } from 'three';
import { lightSettled } from './light-settled.ts';
import { photoPlan } from './photo-plan.ts';
import type { TakePhoto } from './take-photo.ts';

/**
 * Inside the 3-D root: hands the page a function that takes the Photo still of the current view (the
 * renderer, scene and camera as they are when it is called). The drawing code is loaded on first use.
 */
export function PhotoBooth({ take, software }: { take: RefObject<TakePhoto | null>; software: boolean }) {
  const get = useThree((s) => s.get);
  useEffect(() => {
    take.current = async ({ onProgress, signal }) => {
      await lightSettled((done, total) => onProgress({ phase: 'light', done, total }), signal);
      const { renderPhoto } = await import('./render-photo.ts');
      const { gl, scene, camera, size } = get();
      const plan = photoPlan(size, software);
      onProgress({ phase: 'frames', done: 0, total: plan.samples });
      return renderPhoto({
        gl,
        scene,
        camera: camera as PerspectiveCamera,
        plan,
        signal,
        onProgress: (done) => onProgress({ phase: 'frames', done, total: plan.samples }),
      });
    };
    return () => {
      take.current = null;
    };
  }, [get, take, software]);
  return null;
}
