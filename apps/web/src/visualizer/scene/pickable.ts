import type { ThreeEvent } from '@react-three/fiber';
import { useCallback, useMemo } from 'react';
import { type Intersection, Mesh, type Object3D, type Raycaster } from 'three';
import type { Selection } from './types.ts';

export type Select = (selection: Selection) => void;

/** A drag that orbits the camera ends in a click too; only a click that stayed put (in pixels) selects. */
export const CLICK_SLOP_PX = 4;

/**
 * three's raycaster ignores `visible`, so a wall hidden because the camera is behind it would still catch
 * the clicks meant for what is behind it: meshes that can be hidden are only hit while shown.
 */
export function raycastWhenShown(this: Mesh, raycaster: Raycaster, hits: Intersection[]) {
  for (let o: Object3D | null = this; o; o = o.parent) if (!o.visible) return;
  Mesh.prototype.raycast.call(this, raycaster, hits);
}

/**
 * What makes a mesh a surface or a fixture the page can pick: its name and userData (how tests and picking
 * find it) and its click.
 */
export function usePickable(
  type: 'surface' | 'fixture',
  id: string,
  productKey: string | null,
  select: Select,
) {
  const onClick = useCallback(
    (e: ThreeEvent<MouseEvent>) => {
      if (e.delta > CLICK_SLOP_PX) return;
      e.stopPropagation();
      select({ type, id });
    },
    [type, id, select],
  );
  const userData = useMemo(
    () => (type === 'surface' ? { surfaceId: id, productKey } : { fixtureId: id, productKey }),
    [type, id, productKey],
  );
  return { name: id, userData, onClick, raycast: raycastWhenShown };
}
