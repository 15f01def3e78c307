import { initialQuantity } from '@app/domain/catalog/quantity';
import { useState } from 'react';
import type { ProductDetail, ProductSize } from '../../../lib/catalog-types.ts';

/** The product's default size (its `size_id`), else the first one. */
const defaultSize = (product: ProductDetail): ProductSize | undefined =>
  product.sizes.find((s) => s.id === product.size_id) ?? product.sizes[0];

/**
 * What the visitor is choosing on the product page: size, colour and quantity. The quantity starts at the
 * larger of the size's minimum and the given quantity (spec point 4) and never drops below the minimum,
 * also when another size with a higher minimum is chosen.
 */
export function usePurchase(product: ProductDetail, givenQuantity?: number | null) {
  const [sizeId, setSizeId] = useState(() => defaultSize(product)?.id);
  const size = product.sizes.find((s) => s.id === sizeId) ?? defaultSize(product);
  const minimum = size?.min_qty ?? product.min_qty;
  const [quantity, setQuantity] = useState(() => initialQuantity(minimum, givenQuantity));
  const [color, setColor] = useState(product.colors[0] ?? '');

  const chooseSize = (id: number) => {
    const next = product.sizes.find((s) => s.id === id);
    if (!next) return;
    setSizeId(id);
    setQuantity((q) => initialQuantity(next.min_qty, q));
  };

  return {
    size,
    color,
    setColor,
    minimum,
    quantity: Math.max(quantity, initialQuantity(minimum)),
    setQuantity: (q: number) => setQuantity(initialQuantity(minimum, q)),
    chooseSize,
  };
}
