import { clampPage, paginationRecord } from '@app/domain/catalog/pagination';
import { SWAP_OPTIONS_PER_PAGE, type SwapOptions, type swapOptionsQuery } from '@app/domain/designs/contract';
import { quizParam, styleWeights } from '@app/domain/designs/swap-filters';
import { inchesOf } from '@app/domain/room/sell-units';
import { slotCategories, VARIANT_SUBCATEGORIES } from '@app/domain/room/templates';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { toProductCard } from '../catalog/product-card.ts';
import { sizeTexture } from './size-texture.ts';
import { swapOptionPage } from './swap-options.repository.ts';

type SwapOptionsInput = z.output<typeof swapOptionsQuery>;

const NO_FACETS = {
  colors: [],
  finishes: [],
  sizes: [],
  brands: [],
  styles: [],
  price: { min: null, max: null },
};

/**
 * GET /api/visualization/options (the swap panel): the showroom's sizes of the categories that can go on a
 * slot, with their look and width, filtered and ordered as asked, those that fit the slot first, with the
 * counts per filter value; a page past the last is the last page.
 */
export async function swapOptions(db: Database, query: SwapOptionsInput, path: string): Promise<SwapOptions> {
  const categories = slotCategories(query.slot);
  const ref = { showroom: query.showroom, vsd_id: query.vsd_id };
  const perPage = SWAP_OPTIONS_PER_PAGE;
  const input = {
    categories,
    leaves: query.variant ? VARIANT_SUBCATEGORIES[query.variant] : null,
    nameQuery: query.q ? query.q.toLowerCase() : null,
    filters: {
      color: query.color ?? null,
      finish: query.finish ?? null,
      size: query.size ?? null,
      brand: query.brand ?? null,
      style: query.style ?? null,
      priceMin: query.price_min ?? null,
      priceMax: query.price_max ?? null,
    },
    sort: query.sort ?? 'fit',
    weights: query.quiz ? styleWeights(query.quiz) : [],
    fitWidthIn: query.fit_width_in ?? null,
    limit: perPage,
  };
  const find = (page: number) => swapOptionPage(db, { ...input, offset: (page - 1) * perPage }, ref);
  let page = clampPage(query.page ?? 1, Number.MAX_SAFE_INTEGER);
  let found =
    categories.length > 0 ? await find(page) : { total: 0, rows: [], facets: { ...NO_FACETS, fitting: 0 } };
  const last = Math.max(1, Math.ceil(found.total / perPage));
  if (page > last) {
    page = last;
    found = await find(page);
  }
  const record = paginationRecord({
    data: found.rows.map((row) => ({
      product: toProductCard(row),
      texture: sizeTexture(row),
      width_in: inchesOf(row.width_size),
    })),
    total: found.total,
    perPage,
    currentPage: page,
    path,
    query: {
      slot: query.slot,
      variant: query.variant,
      q: query.q,
      vsd_id: query.vsd_id,
      showroom: query.showroom?.toString(),
      color: query.color,
      finish: query.finish,
      size: query.size,
      brand: query.brand?.toString(),
      style: query.style,
      price_min: query.price_min?.toString(),
      price_max: query.price_max?.toString(),
      sort: query.sort,
      quiz: query.quiz ? quizParam(query.quiz) : undefined,
      fit_width_in: query.fit_width_in?.toString(),
    },
  });
  return { ...record, facets: found.facets };
}
