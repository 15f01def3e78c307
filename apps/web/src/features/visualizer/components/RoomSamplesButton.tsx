import type { RoomDocument, SurfaceKind } from '@app/domain/room/document';
import { OrderSamplesButton } from '../../../components/samples/OrderSamplesButton.tsx';
import { useSession } from '../../../lib/session.tsx';
import { showroomSelection } from '../../../lib/showroom-selection.ts';
import { getDesign } from '../api/designs.ts';

/** The surfaces of tiles and slabs (issue 25 point 7): what a homeowner wants to see in their own light. */
const SAMPLED: ReadonlySet<SurfaceKind> = new Set([
  'floor',
  'wall',
  'shower_wall',
  'backsplash',
  'countertop',
]);

/** The products on the room's tiled and slab surfaces, each once, in the room's order. */
export const roomSampleProducts = (doc: RoomDocument) => [
  ...new Set(doc.surfaces.flatMap((s) => (SAMPLED.has(s.kind) && s.product ? [s.product.product] : []))),
];

/** The design's project (a saved design knows it), else the one the room was opened from; none for a loose room. */
async function designProject(designId: number | null) {
  if (designId !== null) {
    const design = await getDesign(designId).catch(() => null);
    if (design?.project) return design.project;
  }
  return showroomSelection.project();
}

/**
 * "Order samples" of the room's tiles and slabs, for a signed-in homeowner (the order is theirs); the samples
 * are tied to the design's project when it has one.
 */
export function RoomSamplesButton({ doc, designId }: { doc: RoomDocument; designId: number | null }) {
  const homeowner = useSession().user?.type === 'User';
  if (!homeowner) return null;
  return (
    <OrderSamplesButton
      products={roomSampleProducts(doc)}
      project={() => designProject(designId)}
      className="w-full"
    />
  );
}
