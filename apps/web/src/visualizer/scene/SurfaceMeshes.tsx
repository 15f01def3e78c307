import type { ProductTexture } from '@app/domain/catalog/contract';
import type { Opening, Point, RoomDocument, Surface, SurfaceKind, Wall } from '@app/domain/room/document';
import { openingRect, wallBandRect, wallLength } from '@app/domain/room/geometry';
import { memo } from 'react';
import { ShapeGeometry } from 'three';
import { useMaterial } from '../materials/product-material.ts';
import { useDisposable } from './hooks.ts';
import { PoolWater } from './PoolWater.tsx';
import { type Select, usePickable } from './pickable.ts';
import { COUNTERTOP_MM, flipFaces, planShape, rectsGeometry, thickPlanGeometry } from './shapes.ts';
import { LIE_FLAT, metres, productKeyOf } from './units.ts';
import { fromB, rectMinusRects } from './wall-geometry.ts';

/** What a surface is drawn in before a product (with a texture) is chosen. */
const NEUTRAL: Record<SurfaceKind, string> = {
  floor: '#d8d2c6',
  wall: '#e9e4dc',
  backsplash: '#e2ddd3',
  countertop: '#c9c3b8',
  shower_wall: '#dfe3e4',
  ceiling: '#f5f4f1',
  coping: '#cdc6b8',
  turf: '#6f9a52',
  hardscape: '#bcb5a8',
};
/** Flat surfaces sit a millimetre or two off what they cover, so the depth test never makes them flicker. */
const LIFT_MM = 1.5;

type SurfaceProps = {
  surface: Surface;
  texture: ProductTexture | undefined;
  selected: boolean;
  select: Select;
};

function useSurfaceLook({ surface, texture, selected, select }: SurfaceProps) {
  const productKey = productKeyOf(surface.product);
  const pick = usePickable('surface', surface.id, productKey, select);
  const material = useMaterial({
    productKey,
    texture,
    pattern: surface.pattern,
    selected,
    neutral: NEUTRAL[surface.kind],
    finish: surface.kind === 'wall' ? 'paint' : undefined,
  });
  return { ...pick, material };
}

/** The floor (or the ceiling, facing down) inside the walls. */
export const RoomSurfaceMesh = memo(function RoomSurfaceMesh(
  props: SurfaceProps & { outline: readonly Point[]; ceilingHeight: number },
) {
  const ceiling = props.surface.kind === 'ceiling';
  const geometry = useDisposable(() => {
    const flat = new ShapeGeometry(planShape(props.outline), 1);
    return ceiling ? flipFaces(flat) : flat;
  }, [props.outline, ceiling]);
  const y = ceiling ? metres(props.ceilingHeight - LIFT_MM) : 0;
  return <mesh {...useSurfaceLook(props)} geometry={geometry} rotation={LIE_FLAT} position={[0, y, 0]} />;
});

const NO_CUTS: readonly Point[][] = [];

/**
 * A horizontal polygon with holes: a countertop slab 30 mm thick (cut through where its sinks are: `cutOuts`,
 * derived from the sinks by sink-cuts.ts), or a flat patio, deck or coping ring.
 */
export const PlanSurfaceMesh = memo(function PlanSurfaceMesh({
  cutOuts = NO_CUTS,
  ...props
}: SurfaceProps & { cutOuts?: readonly Point[][] }) {
  const region = props.surface.region;
  const slab = props.surface.kind === 'countertop';
  // The holes by value: a sink's edit elsewhere in the room derives equal holes, and keeps the geometry.
  const cutKey = JSON.stringify(cutOuts);
  const geometry = useDisposable(() => {
    if (region.type !== 'plan') return new ShapeGeometry();
    const shape = planShape(region.outline, [...region.holes, ...cutOuts]);
    return slab ? thickPlanGeometry(shape, COUNTERTOP_MM) : new ShapeGeometry(shape, 1);
  }, [region, slab, cutKey]);
  const elevation = region.type === 'plan' ? region.elevation + (slab ? 0 : LIFT_MM) : 0;
  const look = useSurfaceLook(props);
  return (
    <>
      <mesh {...look} geometry={geometry} rotation={LIE_FLAT} position={[0, metres(elevation), 0]} />
      {props.surface.kind === 'coping' && region.type === 'plan' && <PoolWater holes={region.holes} />}
    </>
  );
});

/**
 * A band of a wall's face, drawn in its wall's frame (WallAssembly) just inside the inner face: its rectangle
 * less every opening on the wall (cabinets too, as the bill of materials measures it).
 */
export const WallBandMesh = memo(function WallBandMesh(
  props: SurfaceProps & { wall: Wall; ceilingHeight: number; openings: readonly Opening[] },
) {
  const { surface, wall, ceilingHeight, openings } = props;
  const region = surface.region;
  const geometry = useDisposable(() => {
    // wallBandRect reads only the ceiling height of the document (for a wall without its own height).
    const doc = { ceilingHeight } as RoomDocument;
    const band = region.type === 'wall' ? wallBandRect(doc, wall, region) : null;
    if (!band) return new ShapeGeometry();
    const length = wallLength(wall);
    const cuts = openings.map((o) => fromB(openingRect(o), length));
    return rectsGeometry(rectMinusRects(fromB(band, length), cuts));
  }, [region, wall, ceilingHeight, openings]);
  return <mesh {...useSurfaceLook(props)} geometry={geometry} position={[0, 0, metres(LIFT_MM)]} />;
});
