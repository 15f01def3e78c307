import type { ProductTexture } from '@app/domain/catalog/contract';
import type { RoomDocument } from '@app/domain/room/document';
import { templateById } from '@app/domain/room/templates';
import RoomCanvas from '../../../visualizer/scene/RoomCanvas.tsx';

const nothingSelected = () => {};

/**
 * The room with a substitute in it, drawn by the visualizer's own 3-D view (visualizer/scene/RoomCanvas.tsx)
 * from the doorway as the room editor opens it (a floor from straight above); nothing can be selected or
 * edited. Its own chunk: three.js loads with the dialog's preview only (SubstituteRoom.tsx imports it
 * lazily), never with /your_orders.
 */
export default function SubstituteRoomCanvas({
  document,
  textures,
  floorTemplate,
  view,
  onFirstFrame,
}: {
  document: RoomDocument;
  textures: Record<string, ProductTexture>;
  /** The design's template: its style draws the fixtures' shapes, doors and hardware. */
  floorTemplate: string | null;
  /** 'top' for a floor (seen from above), else 'eye' (from the doorway). */
  view: 'top' | 'eye';
  onFirstFrame: () => void;
}) {
  const style = floorTemplate ? templateById(floorTemplate)?.style : undefined;
  return (
    <RoomCanvas
      document={document}
      textures={textures}
      selection={null}
      onSelect={nothingSelected}
      style={style}
      view={view}
      onFirstFrame={onFirstFrame}
    />
  );
}
