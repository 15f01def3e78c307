import type { ProductTexture } from '@app/domain/catalog/contract';
import type { Style } from '@app/domain/catalog/styles';
import type { RoomDocument } from '@app/domain/room/document';
import type { TakeMaps } from '../photo/take-maps.ts';
import type { TakePhoto } from '../photo/take-photo.ts';

export type Selection = { type: 'surface' | 'fixture'; id: string } | null;
/** Eye level (standing in the doorway), orbit (raised, around the room) or top (the plan). */
export type SceneView = 'eye' | 'orbit' | 'top';
export type RoomSceneProps = {
  document: RoomDocument;
  /** How each product is drawn, keyed `${product}#${sizeId}` (the checklist API's `textures`); a missing key draws a neutral material. */
  textures: Record<string, ProductTexture>;
  selection: Selection;
  onSelect: (selection: Selection) => void;
  /** The design's style (its template's): fixture shapes, cabinet doors, hardware and palette. */
  style?: Style;
  view: SceneView;
  /** Called once, after the first frame with the room in it has been drawn. */
  onFirstFrame?: () => void;
};
export type RoomCanvasHandle = {
  screenshot(): string /* PNG data URL of the canvas */;
  /** The Photo still of the current view (photo/PhotoBooth.tsx): a JPEG, supersampled, with reflections. */
  photo: TakePhoto;
  /** The current view's depth and edge maps, two PNGs (photo/MapBooth.tsx; issue 26 point 5). */
  maps: TakeMaps;
};
