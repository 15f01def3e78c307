import type { ProductTexture } from '@app/domain/catalog/contract';
import type { Texture } from '@app/domain/catalog/texture';
import { inchesOf } from '@app/domain/room/sell-units';
import { parseJson } from '../catalog/card-sql.ts';
import type { PricedSizeRow } from './visualizer.repository.ts';

/** How a size is drawn at true scale: its product's look with this size's tile dimensions. */
export function sizeTexture(
  row: Pick<PricedSizeRow, 'texture' | 'width_size' | 'height_size' | 'length_size'>,
) {
  const look = parseJson<Texture>(row.texture);
  const texture: ProductTexture = {
    ...look,
    tile_width_in: inchesOf(row.width_size) ?? look.tile_width_in,
    tile_height_in: inchesOf(row.height_size ?? row.length_size) ?? look.tile_height_in,
  };
  return texture;
}
