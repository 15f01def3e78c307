import type { ProductRef } from '@app/domain/room/document';
import { roomOutline } from '@app/domain/room/geometry';
import { type ThreeEvent, useThree } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import { BakedLight } from '../lighting/BakedLight.tsx';
import { FixtureMesh } from './FixtureMesh.tsx';
import { useSceneDebug } from './fixtures/debug.ts';
import { useLatestCallback, useStableRecord } from './hooks.ts';
import { PlainCeiling } from './PlainCeiling.tsx';
import { CLICK_SLOP_PX } from './pickable.ts';
import { PlanSurfaceMesh, RoomSurfaceMesh } from './SurfaceMeshes.tsx';
import { sinkCuts } from './sink-cuts.ts';
import type { RoomSceneProps } from './types.ts';
import { productKeyOf } from './units.ts';
import { Walls } from './Walls.tsx';

export type RoomSceneContentProps = Pick<
  RoomSceneProps,
  'document' | 'textures' | 'selection' | 'onSelect' | 'style'
>;

/**
 * The room document as meshes: walls with their openings and bands, the floor (and ceiling), plan surfaces
 * and fixtures. Each surface and fixture is its own memoised component, so an edit re-renders and rebuilds
 * only what it touched. A click on a surface or fixture selects it; on a plain wall or on nothing, clears.
 */
export function RoomScene({ document: doc, selection, onSelect, style, ...props }: RoomSceneContentProps) {
  const select = useLatestCallback(onSelect);
  const textures = useStableRecord(props.textures);
  const invalidate = useThree((s) => s.invalidate);
  useSceneDebug();
  // The canvas draws on demand: anything that changes the picture asks for a frame.
  // biome-ignore lint/correctness/useExhaustiveDependencies: these are what change the picture, not read here.
  useEffect(() => invalidate(), [doc, textures, selection, invalidate]);
  const outline = useMemo(() => roomOutline(doc.walls), [doc.walls]);
  // Each kitchen sink's hole in its counter, its rim's height and the cabinet under it, from where it is now.
  const cuts = useMemo(
    () => sinkCuts({ fixtures: doc.fixtures, surfaces: doc.surfaces }),
    [doc.fixtures, doc.surfaces],
  );
  const textureOf = (ref: ProductRef | null) => {
    const key = productKeyOf(ref);
    return key ? textures[key] : undefined;
  };
  const selectedSurface = selection?.type === 'surface' ? selection.id : null;
  const selectedFixture = selection?.type === 'fixture' ? selection.id : null;
  const clear = (e: ThreeEvent<MouseEvent>) => {
    if (e.delta > CLICK_SLOP_PX) return;
    e.stopPropagation();
    select(null);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a three.js group, not a DOM element; the canvas is labelled.
    <group name="room" onClick={clear} onPointerMissed={() => select(null)}>
      <Walls
        doc={doc}
        closed={outline !== null}
        textures={textures}
        selectedId={selectedSurface}
        select={select}
      />
      {doc.surfaces.map((surface) => {
        const look = {
          surface,
          texture: textureOf(surface.product),
          selected: selectedSurface === surface.id,
          select,
        };
        if (surface.region.type === 'plan')
          return <PlanSurfaceMesh key={surface.id} {...look} cutOuts={cuts.holes.get(surface.id)} />;
        // A floor or ceiling needs walls that close; without them there is nothing to draw it in.
        if (surface.region.type === 'room' && outline)
          return (
            <RoomSurfaceMesh key={surface.id} {...look} outline={outline} ceilingHeight={doc.ceilingHeight} />
          );
        return null;
      })}
      {outline && !doc.surfaces.some((s) => s.kind === 'ceiling') && (
        <PlainCeiling outline={outline} height={doc.ceilingHeight} />
      )}
      {doc.fixtures.map((fixture) => (
        <FixtureMesh
          key={fixture.id}
          fixture={fixture}
          texture={textureOf(fixture.product)}
          selected={selectedFixture === fixture.id}
          select={select}
          style={style}
          counterTopMm={cuts.counterTops.get(fixture.id)}
          openTop={cuts.openTops.has(fixture.id)}
        />
      ))}
      <BakedLight doc={doc} />
    </group>
  );
}
