import type { ProductTexture } from '@app/domain/catalog/contract';
import type { LayingPattern } from '@app/domain/room/document';
import { surfaceMaps } from './paint-cell.ts';

/** Paints a product's maps off the main thread, so a swap or a first frame never waits on the raster. */
export type PaintRequest = { id: number; texture: ProductTexture; pattern: LayingPattern };

// The worker's own scope, typed by what is used (the webworker lib clashes with the DOM lib in one project).
const scope = self as unknown as {
  onmessage: (event: MessageEvent<PaintRequest>) => void;
  postMessage(message: unknown, transfer: Transferable[]): void;
};

scope.onmessage = ({ data }) => {
  const maps = surfaceMaps(data.texture, data.pattern);
  const buffers = maps ? [maps.color.buffer, maps.normal.buffer, maps.roughness.buffer] : [];
  scope.postMessage({ id: data.id, maps }, buffers);
};
