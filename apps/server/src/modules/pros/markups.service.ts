import { MIN_MARKUP_BPS } from '@app/domain/catalog/pricing';
import {
  MAX_MARKUP_BPS,
  type Markups,
  type MarkupsChange,
  RECOMMENDED_MARKUP_BPS,
} from '@app/domain/pros/markups';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  categoryMarkups,
  leafCategoryIds,
  listedProductIds,
  platformFeeBps,
  productMarkups,
  setCategoryMarkups,
  setDefaultMarkup,
  setProductMarkups,
} from './markups.repository.ts';
import { showroomOf } from './pro-showroom.ts';

/** GET /api/pro/markups: the pro's own showroom only (the showroom is the caller's, never a parameter). */
export async function readMarkups(db: Database, proId: number): Promise<Markups> {
  const showroom = await showroomOf(db, proId);
  return {
    default_bps: showroom.defaultMarkupBps,
    min_bps: MIN_MARKUP_BPS,
    recommended_bps: RECOMMENDED_MARKUP_BPS,
    max_bps: MAX_MARKUP_BPS,
    platform_fee_bps: await platformFeeBps(db),
    categories: await categoryMarkups(db, showroom.id),
    products: await productMarkups(db, showroom.id),
  };
}

/**
 * PUT /api/pro/markups: the default and the category and product overrides in one transaction; a category
 * products are not filed under (a department heading) or a product that does not exist is refused on its
 * row, and nothing is written.
 */
export async function updateMarkups(app: FastifyInstance, proId: number, update: MarkupsChange) {
  const showroom = await showroomOf(app.db, proId);
  const changes = update.categories ?? [];
  const productChanges = update.products ?? [];
  const leaves = await leafCategoryIds(
    app.db,
    changes.map((c) => c.category_id),
  );
  const known = await listedProductIds(
    app.db,
    productChanges.map((p) => p.product_id),
  );
  const errors: Record<string, string[]> = {};
  changes.forEach((c, i) => {
    if (!leaves.has(c.category_id))
      errors[`categories.${i}.category_id`] = ['The selected category is invalid.'];
  });
  productChanges.forEach((p, i) => {
    // A rule of a product hidden since may still be removed (null), not set.
    if (p.markup_bps !== null && !known.has(p.product_id))
      errors[`products.${i}.product_id`] = ['The selected product is invalid.'];
  });
  if (Object.keys(errors).length > 0) throw AppError.invalid(errors);
  await app.db.transaction(async (tx) => {
    if (update.default_bps !== undefined) await setDefaultMarkup(tx, showroom.id, update.default_bps);
    await setCategoryMarkups(tx, showroom.id, changes);
    await setProductMarkups(tx, showroom.id, productChanges);
  });
  return readMarkups(app.db, proId);
}
