import type { ProductTexture } from '@app/domain/catalog/contract';
import type { Opening, Surface, Wall } from '@app/domain/room/document';
import { openingRect, wallHeight } from '@app/domain/room/geometry';
import { memo, useCallback, useMemo } from 'react';
import type { Group } from 'three';
import { plainLook, useMaterial } from '../materials/product-material.ts';
import { useDisposable } from './hooks.ts';
import { box, merged } from './parts.ts';
import { raycastWhenShown, type Select } from './pickable.ts';
import { WallBandMesh } from './SurfaceMeshes.tsx';
import { slabGeometry } from './shapes.ts';
import { metres, productKeyOf } from './units.ts';
import { fromB, holesOf, rectMinusRects, wallFrame } from './wall-geometry.ts';

const WALL_PAINT = '#eeebe5';
const CABINET = '#c8b293';
/** A cabinet opening has no depth of its own: a wall cabinet (off the floor) is 12 in deep, a base 24 in. */
const cabinetDepth = (o: Opening) => (o.bottom > 0 ? 305 : 610);

type Props = {
  wall: Wall;
  /** How far the slab runs past `a` and `b` to close an outer corner (mm). */
  extendA: number;
  extendB: number;
  ceilingHeight: number;
  openings: readonly Opening[];
  bands: readonly Surface[];
  textures: Record<string, ProductTexture>;
  selectedId: string | null;
  select: Select;
  register: (id: string, group: Group | null) => void;
};

/**
 * One wall in its own frame (wall-geometry.ts): the slab drawn outward of the inner face with its doors,
 * windows and passages cut through, its cabinets standing in front of it, and the bands of its face.
 */
export const WallAssembly = memo(function WallAssembly(props: Props) {
  const { wall, extendA, extendB, ceilingHeight, openings, register } = props;
  const frame = useMemo(() => wallFrame(wall), [wall]);
  const height = wallHeight({ ceilingHeight }, wall);
  const slab = useDisposable(() => {
    const outer = { x0: -extendB, x1: frame.length + extendA, y0: 0, y1: height };
    const holes = holesOf(openings).map((r) => fromB(r, frame.length));
    return slabGeometry(rectMinusRects(outer, holes), wall.thickness);
  }, [frame, height, extendA, extendB, openings, wall.thickness]);
  const cabinets = useDisposable(() => {
    const parts = openings
      .filter((o) => o.kind === 'cabinet')
      .map((o) => {
        const r = fromB(openingRect(o), frame.length);
        const depth = metres(cabinetDepth(o));
        const [w, h] = [metres(r.x1 - r.x0), metres(r.y1 - r.y0)];
        return box(w, h, depth, metres(r.x0) + w / 2, metres(r.y0) + h / 2, depth / 2);
      });
    return parts.length ? merged(parts) : null;
  }, [frame, openings]);
  const paint = useMaterial({ ...plainLook(WALL_PAINT), finish: 'paint' });
  const wood = useMaterial(plainLook(CABINET));
  const ref = useCallback((group: Group | null) => register(wall.id, group), [register, wall.id]);
  return (
    <group ref={ref} name={`wall-${wall.id}`} position={frame.position} rotation={[0, frame.rotationY, 0]}>
      <mesh name={`wall-${wall.id}-slab`} geometry={slab} material={paint} raycast={raycastWhenShown} />
      {cabinets && (
        <mesh
          name={`wall-${wall.id}-cabinets`}
          geometry={cabinets}
          material={wood}
          raycast={raycastWhenShown}
        />
      )}
      {props.bands.map((surface) => {
        const key = productKeyOf(surface.product);
        return (
          <WallBandMesh
            key={surface.id}
            surface={surface}
            wall={wall}
            ceilingHeight={ceilingHeight}
            openings={openings}
            texture={key ? props.textures[key] : undefined}
            selected={props.selectedId === surface.id}
            select={props.select}
          />
        );
      })}
    </group>
  );
});
