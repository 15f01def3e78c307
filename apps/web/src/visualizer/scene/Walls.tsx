import type { ProductTexture } from '@app/domain/catalog/contract';
import type { Opening, RoomDocument, Surface } from '@app/domain/room/document';
import { useFrame } from '@react-three/fiber';
import { useCallback, useRef } from 'react';
import { type Group, Vector3 } from 'three';
import { none, useStableGroups } from './hooks.ts';
import type { Select } from './pickable.ts';
import { WallAssembly } from './WallAssembly.tsx';
import { slabEnds } from './wall-geometry.ts';

type Props = {
  doc: RoomDocument;
  closed: boolean;
  textures: Record<string, ProductTexture>;
  selectedId: string | null;
  select: Select;
};

const wallOfOpening = (o: Opening) => o.wallId;
const wallOfBand = (s: Surface) => (s.region.type === 'wall' ? s.region.wallId : null);
const inward = new Vector3();
const toCamera = new Vector3();

/**
 * Every wall, and a dollhouse cut: before each frame a wall whose room side faces away from the camera (the
 * camera is behind it, outside the room) is hidden with its bands, so the orbit view looks into the room
 * over the near walls. Per-frame work on the objects themselves, never React state.
 */
export function Walls({ doc, closed, textures, selectedId, select }: Props) {
  const openingsByWall = useStableGroups(doc.openings, wallOfOpening);
  const bandsByWall = useStableGroups(doc.surfaces, wallOfBand);
  const groups = useRef(new Map<string, Group>());
  const register = useCallback((id: string, group: Group | null) => {
    if (group) groups.current.set(id, group);
    else groups.current.delete(id);
  }, []);
  useFrame(({ camera }) => {
    for (const group of groups.current.values()) {
      // The wall frame's +z is the inner face's normal (towards the room).
      inward.set(0, 0, 1).applyQuaternion(group.quaternion);
      group.visible = toCamera.subVectors(camera.position, group.position).dot(inward) >= 0;
    }
  });
  return (
    <>
      {doc.walls.map((wall, i) => {
        const ends = slabEnds(doc.walls, i, closed);
        return (
          <WallAssembly
            key={wall.id}
            wall={wall}
            extendA={ends.atA}
            extendB={ends.atB}
            ceilingHeight={doc.ceilingHeight}
            openings={openingsByWall.get(wall.id) ?? none()}
            bands={bandsByWall.get(wall.id) ?? none()}
            textures={textures}
            selectedId={selectedId}
            select={select}
            register={register}
          />
        );
      })}
    </>
  );
}
