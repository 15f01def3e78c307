import type { ProductTexture } from '@app/domain/catalog/contract';
import { productShapeOf } from '@app/domain/catalog/product-art';
import type { Texture } from '@app/domain/catalog/texture';
import { type ProductRef, productRefKey, type RoomDocument } from '@app/domain/room/document';
import { inchesOf } from '@app/domain/room/sell-units';
import { parseJson } from '../catalog/card-sql.ts';
import type { PricedSizeRow, SizeTextureRow } from './visualizer.repository.ts';

/**
 * How a size is drawn at true scale: its product's look with this size's tile dimensions, and the product's
 * own shape where its name or leaf says one (a recessed light, a clawfoot tub).
 */
export function sizeTexture(
  row: Pick<
    PricedSizeRow,
    'texture' | 'width_size' | 'height_size' | 'length_size' | 'name' | 'category_slug'
  >,
) {
  const look = parseJson<Texture>(row.texture);
  const shape = productShapeOf({ categorySlug: row.category_slug, name: row.name });
  const texture: ProductTexture = {
    ...look,
    tile_width_in: inchesOf(row.width_size) ?? look.tile_width_in,
    tile_height_in: inchesOf(row.height_size ?? row.length_size) ?? look.tile_height_in,
    ...(shape ? { shape } : {}),
  };
  return texture;
}

/** The products a document's surfaces and fixtures are laid with. */
export const productsOf = (document: RoomDocument): ProductRef[] =>
  [...document.surfaces, ...document.fixtures].flatMap((x) => (x.product ? [x.product] : []));

/**
 * How each of `refs` is drawn, keyed by productRefKey: from the row of its size, when that size is still its
 * product's (a ref whose product the catalogue no longer lists has no row and no entry).
 */
export function texturesOf(refs: readonly ProductRef[], rows: readonly SizeTextureRow[]) {
  const bySize = new Map(rows.map((r) => [Number(r.size_id), r]));
  return Object.fromEntries(
    refs.flatMap((ref) => {
      const row = bySize.get(ref.sizeId);
      return row && row.hash === ref.product ? [[productRefKey(ref), sizeTexture(row)]] : [];
    }),
  );
}
