import type { SwapFacets } from '@app/domain/designs/swap-filters';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { markupJoins, pricingCtes, unitPriceSql } from '../catalog/card-sql.ts';
import type { ShowroomRef } from '../catalog/catalog.schemas.ts';
import { type StateRow, stateColumns, stateKey } from '../search/search-sql.ts';
import { cachedCandidates, storeCandidates } from './swap-candidates-cache.ts';
import { type SwapCandidate, type SwapListInput, swapListPage } from './swap-list.ts';
import { type PricedSizeRow, pricedSizes } from './visualizer.repository.ts';

export type SwapOptionsInput = SwapListInput & {
  /** Top category names, in order of preference. */
  categories: readonly string[];
  /** The subcategories a fixture's variant takes ('Refrigerators'), or null: any of the categories. */
  leaves: readonly string[] | null;
};

/** The size label (domain catalog/size-label.ts): the pattern, else width X height, else width X length. */
const sizeLabelSql = sql`case
  when btrim(coalesce(s.pattern, '')) <> '' then btrim(s.pattern)
  when btrim(coalesce(s.width_size, '')) <> '' and btrim(coalesce(s.height_size, '')) <> ''
    then btrim(s.width_size) || ' X ' || btrim(s.height_size)
  when btrim(coalesce(s.width_size, '')) <> '' and btrim(coalesce(s.length_size, '')) <> ''
    then btrim(s.width_size) || ' X ' || btrim(s.length_size)
  else btrim(coalesce(s.width_size, '')) end`;

/** The width in inches as the domain's inchesOf reads it ("36", "36.5", "3 ft"), null otherwise. */
const widthInSql = sql`case when btrim(s.width_size) ~ '^[0-9]+(\\.[0-9]+)?\\s*(ft)?$'
  then substring(btrim(s.width_size) from '^([0-9]+(?:\\.[0-9]+)?)')::numeric
    * (case when btrim(s.width_size) ~ 'ft$' then 12 else 1 end) end`;

type CandidateRow = {
  sid: number;
  pid: number;
  position: number;
  rank: number;
  name: string;
  colors: string[] | null;
  finish: string | null;
  brand_id: number;
  brand_name: string;
  style_tags: string[] | null;
  size: string;
  width_in: string | number | null;
  price: number;
};

/** Every size of a slot's categories (and variant's subcategories) the showroom lists, with its price. */
async function readCandidates(
  db: Database,
  slot: { categories: readonly string[]; leaves: readonly string[] | null },
  ref: ShowroomRef,
): Promise<SwapCandidate[]> {
  const names = slot.categories.join('|');
  const leaves = slot.leaves?.join('|') ?? null;
  const rows = rowsOf<CandidateRow>(
    await db.execute(sql`with ${pricingCtes(ref)}
      select s.id as sid, p.id as pid, s.position, p.name, p.colors, p.finish, p.brand_id, b.name as brand_name,
        p.style_tags, ${sizeLabelSql} as size, ${widthInSql} as width_in,
        ${unitPriceSql(sql`s.vendor_price_cents`)} as price,
        array_position(string_to_array(${names}, '|'), coalesce(top.name, c.name)) as rank
      from products p
      join categories c on c.id = p.category_id
      left join categories top on top.id = c.parent_id
      join brands b on b.id = p.brand_id
      join product_sizes s on s.product_id = p.id
      ${markupJoins}
      where coalesce(top.name, c.name) = any(string_to_array(${names}, '|')) and p.listed
        and (${leaves}::text is null or c.name = any(string_to_array(${leaves}, '|')))`),
  );
  return rows.map((r) => ({
    sid: Number(r.sid),
    pid: Number(r.pid),
    position: Number(r.position),
    rank: Number(r.rank),
    name: r.name.toLowerCase(),
    colors: r.colors ?? [],
    finish: r.finish,
    brandId: Number(r.brand_id),
    brandName: r.brand_name,
    styleTags: r.style_tags ?? [],
    size: r.size,
    widthIn: r.width_in == null ? null : Number(r.width_in),
    price: Number(r.price),
  }));
}

/**
 * One page of the sizes that can go on a swap slot, filtered and ordered, with the facet counts and the total.
 * The slot's candidates (a few thousand sizes for a floor, priced in the showroom) are read once and kept per
 * showroom, slot and catalogue state (catalog_state moves on every change of products, sizes, markups,
 * categories and brands, and the key holds the showroom's markup and the fee), so a request reads that state
 * and the page's 12 sizes; the filters, counts and orders are passes over the kept list (swap-list.ts).
 */
export async function swapOptionPage(
  db: Database,
  input: SwapOptionsInput,
  ref: ShowroomRef,
): Promise<{ total: number; facets: SwapFacets; rows: PricedSizeRow[] }> {
  const [state] = rowsOf<StateRow>(await db.execute(sql`with ${pricingCtes(ref)} select ${stateColumns}`));
  const key = `${stateKey(state!)}\u0000${input.categories.join('|')}\u0000${input.leaves?.join('|') ?? ''}`;
  let list = cachedCandidates<SwapCandidate>(db, key);
  if (!list) {
    list = await readCandidates(db, input, ref);
    storeCandidates(db, key, list);
  }
  const page = swapListPage(list, input);
  const priced = await pricedSizes(db, { sizeIds: page.sizeIds, hashes: [] }, ref);
  const bySize = new Map(priced.map((r) => [Number(r.size_id), r]));
  return {
    total: page.total,
    facets: page.facets,
    rows: page.sizeIds.flatMap((id) => bySize.get(id) ?? []),
  };
}
