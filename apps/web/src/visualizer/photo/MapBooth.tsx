import { useThree } from '@react-three/fiber';
import { type RefObject, useEffect } from 'react';
import type { PerspectiveCamera } from 'three';
import type { Bounds } from '../scene/framing.ts';
import type { TakeMaps } from './take-maps.ts';

/**
 * Inside the 3-D root: hands the page a function that draws the current view's depth and edge maps, for a
 * styled picture (issue 26 point 5). The drawing code is loaded on first use.
 */
export function MapBooth({ take, bounds }: { take: RefObject<TakeMaps | null>; bounds: Bounds }) {
  const get = useThree((s) => s.get);
  useEffect(() => {
    take.current = async () => {
      const { mapsSize, renderMaps } = await import('./render-maps.ts');
      const { gl, scene, camera, size } = get();
      const { width, height } = mapsSize(size.width, size.height);
      return renderMaps({ gl, scene, camera: camera as PerspectiveCamera, bounds, width, height });
    };
    return () => {
      take.current = null;
    };
  }, [get, take, bounds]);
  return null;
}
