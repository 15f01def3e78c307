import { rowIdOf } from '@app/domain/shared/input-limits';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import type { Texture } from '../../db/schema/catalog.ts';
import { productViews } from '../../db/schema/index.ts';
import { markupBpsSql, markupJoins, parseJson, pricingCtes } from './card-sql.ts';
import type { ShowroomRef } from './catalog.schemas.ts';
import type { SizeRow } from './pricing.ts';
import type { SampleColumns } from './sample-offer.ts';

export type ProductDetailRow = SampleColumns & {
  id: number;
  hash: string;
  name: string;
  description: string;
  colors: string[];
  finish: string | null;
  style_tags: string[];
  texture: Texture | string;
  brand_id: number;
  brand_name: string;
  category_id: number;
  category_name: string;
  category_slug: string;
  category_unit: string;
  department_name: string;
  menu_slug: string;
  parent_name: string | null;
  parent_slug: string | null;
  sizes: SizeRow[] | string;
  showroom: { id: number; vsd_id: string; company_name: string } | string | null;
  /** The uploaded pictures' hashes in gallery order (decisions/0018); empty without any. */
  image_shas: string[];
};

/** One listed product by hash (or id) with every size priced for the showroom, in one query; unlisted: null. */
export async function findProductDetail(
  db: Database,
  pid: string,
  ref: ShowroomRef,
): Promise<ProductDetailRow | null> {
  const id = rowIdOf(pid);
  const where = id != null ? sql`(p.hash = ${pid} or p.id = ${id})` : sql`p.hash = ${pid}`;
  const [row] = rowsOf<ProductDetailRow>(
    await db.execute(sql`with ${pricingCtes(ref)}
      select p.id, p.hash, p.name, p.description, p.colors, p.finish, p.style_tags, p.texture,
        p.sample_size, p.sample_price_cents,
        b.id as brand_id, b.name as brand_name, c.id as category_id, c.name as category_name,
        c.slug_url as category_slug, c.unit as category_unit, d.name as department_name, d.menu_slug,
        pc.name as parent_name, pc.slug_url as parent_slug,
        (select json_agg(json_build_object('size_id', s.id, 'width_size', s.width_size,
            'height_size', s.height_size, 'length_size', s.length_size, 'pattern', s.pattern, 'unit', s.unit,
            'uom', s.uom, 'box_sqft', s.box_sqft, 'min_qty', s.min_qty,
            'vendor_price_cents', s.vendor_price_cents, 'markup_bps', ${markupBpsSql},
            'platform_fee_bps', (select bps from fee)) order by s.position, s.id)
          from product_sizes s where s.product_id = p.id) as sizes,
        (select json_agg(pi.sha256 order by pi.position) from product_images pi where pi.product_id = p.id)
          as image_shas,
        (select json_build_object('id', r.id, 'vsd_id', r.vsd_id, 'company_name', r.company_name)
          from showrooms r where r.id = (select id from sr)) as showroom
      from products p
      join brands b on b.id = p.brand_id
      join categories c on c.id = p.category_id
      join departments d on d.id = c.department_id
      left join categories pc on pc.id = c.parent_id
      ${markupJoins}
      where ${where} and p.listed
      limit 1`),
  );
  if (!row) return null;
  return {
    ...row,
    texture: parseJson(row.texture),
    sizes: parseJson(row.sizes ?? []),
    image_shas: parseJson(row.image_shas ?? []),
    showroom: row.showroom == null ? null : parseJson(row.showroom),
  };
}

export async function recordView(
  db: Database,
  view: { productId: number; userId: number | null; viewerId: string | null; showroomId: number | null },
) {
  await db.insert(productViews).values(view);
}
