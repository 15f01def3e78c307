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
  platformFeeBps,
  setCategoryMarkups,
  setDefaultMarkup,
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
  };
}

/**
 * PUT /api/pro/markups: the default and the category overrides in one transaction; a category products are
 * not filed under (a department heading) is refused on its row, and nothing is written.
 */
export async function updateMarkups(app: FastifyInstance, proId: number, update: MarkupsChange) {
  const showroom = await showroomOf(app.db, proId);
  const changes = update.categories ?? [];
  const leaves = await leafCategoryIds(
    app.db,
    changes.map((c) => c.category_id),
  );
  const errors: Record<string, string[]> = {};
  changes.forEach((c, i) => {
    if (!leaves.has(c.category_id))
      errors[`categories.${i}.category_id`] = ['The selected category is invalid.'];
  });
  if (Object.keys(errors).length > 0) throw AppError.invalid(errors);
  await app.db.transaction(async (tx) => {
    if (update.default_bps !== undefined) await setDefaultMarkup(tx, showroom.id, update.default_bps);
    await setCategoryMarkups(tx, showroom.id, changes);
  });
  return readMarkups(app.db, proId);
}
