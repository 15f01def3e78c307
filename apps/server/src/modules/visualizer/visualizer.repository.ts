import type { Candidate } from '@app/domain/room/templates';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';

/** Products per category a template chooses among (the first by id: the same every time). */
export const CANDIDATES_PER_CATEGORY = 40;

type CandidateRow = {
  product: string;
  size_id: number;
  category: string;
  colors: string[] | null;
  style_tags: string[] | null;
  width_size: string | null;
};

/** A size's width in inches from its label: '30' → 30, '15 ft' → 180, 'Standard' → null. */
export function widthInches(label: string | null): number | null {
  const m = label?.trim().match(/^(\d+(?:\.\d+)?)\s*(ft)?$/);
  if (!m) return null;
  return Number(m[1]) * (m[2] ? 12 : 1);
}

/**
 * Every size of the first products of each of `categories` (by their top category's name: a product of
 * 'Porcelain Tile' counts as 'Tile Flooring'), as template candidates. One query; the category names go as
 * one '|'-joined parameter.
 */
export async function templateCandidates(db: Database, categories: readonly string[]): Promise<Candidate[]> {
  const rows = rowsOf<CandidateRow>(
    await db.execute(sql`with wanted as (
        select c.id, coalesce(top.name, c.name) as category
        from categories c left join categories top on top.id = c.parent_id
        where coalesce(top.name, c.name) = any(string_to_array(${categories.join('|')}, '|'))
      ),
      picked as (
        select w.category, p.id, p.hash, p.colors, p.style_tags,
          row_number() over (partition by w.category order by p.id) as n
        from wanted w join products p on p.category_id = w.id
      )
      select pk.hash as product, s.id as size_id, pk.category, pk.colors, pk.style_tags, s.width_size
      from picked pk join product_sizes s on s.product_id = pk.id
      where pk.n <= ${CANDIDATES_PER_CATEGORY}
      order by pk.category, pk.id, s.position, s.id`),
  );
  return rows.map((r) => ({
    product: r.product,
    sizeId: Number(r.size_id),
    category: r.category,
    colors: r.colors ?? [],
    styleTags: r.style_tags ?? [],
    widthIn: widthInches(r.width_size),
  }));
}
