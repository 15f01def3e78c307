import { UNSOLD_STATUSES } from '@app/domain/orders/item-status';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cardsFor } from '../catalog/cards.repository.ts';
import type { ShowroomRef } from '../catalog/catalog.schemas.ts';
import type { ProductCard } from '../catalog/product-card.ts';
import { categoryWhere } from '../catalog/showroom-products.repository.ts';

const unsold = sql.join(
  UNSOLD_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/** Units ordered per product, leaving out items no longer sold (declined, cancelled or returned). */
export const orderedCounts = sql`select product_id, sum(qty)::bigint as n from order_items
  where status not in (${unsold}) group by product_id`;

/** Views counted for ranking: the last 90 days, so the rail follows what people look at now. */
const RECENT_DAYS = 90;

/** POST /api/top_products/: most ordered, then most viewed (optionally in one category and its children). */
export async function topProducts(
  db: Database,
  q: ShowroomRef & { category?: string | number; limit: number },
): Promise<ProductCard[]> {
  const inCategory =
    q.category == null
      ? sql`true`
      : sql`p.category_id in (with recursive cat as (
          select c.id from categories c where ${categoryWhere(q.category)}
          union select c.id from categories c join cat on c.parent_id = cat.id) select id from cat)`;
  return cardsFor(
    db,
    q,
    sql`select p.id, row_number() over (order by coalesce(o.n, 0) desc, coalesce(v.n, 0) desc, p.id) as ord
      from products p
      left join (${orderedCounts}) o on o.product_id = p.id
      left join (select product_id, count(*) as n from product_views
        where created_at > now() - make_interval(days => ${RECENT_DAYS}) group by product_id) v on v.product_id = p.id
      where p.listed and ${inCategory} and (o.n is not null or v.n is not null)
      order by ord limit ${q.limit}`,
  );
}

/** POST /api/customer_also_viewed/: products seen by the viewers who saw this one, most shared first. */
export async function alsoViewed(
  db: Database,
  q: ShowroomRef & { product: string; limit: number },
): Promise<ProductCard[]> {
  return cardsFor(
    db,
    q,
    sql`select other.product_id as id,
        row_number() over (order by count(distinct coalesce(other.viewer_id, other.user_id::text)) desc,
          max(other.created_at) desc, other.product_id) as ord
      from products target
      join product_views seen on seen.product_id = target.id
      join product_views other on other.product_id <> target.id and (
        other.viewer_id = seen.viewer_id or other.user_id = seen.user_id)
      join products listed on listed.id = other.product_id and listed.listed
      where target.hash = ${q.product}
      group by other.product_id
      order by ord limit ${q.limit}`,
  );
}

/** POST /api/recently_viewed/: the viewer's (or signed-in user's) products, newest view first, distinct. */
export async function recentlyViewed(
  db: Database,
  q: ShowroomRef & { viewer?: string; userId: number | null; limit: number },
): Promise<ProductCard[]> {
  if (!q.viewer && q.userId == null) return [];
  const whose =
    q.userId != null && q.viewer
      ? sql`(viewer_id = ${q.viewer} or user_id = ${q.userId})`
      : q.userId != null
        ? sql`user_id = ${q.userId}`
        : sql`viewer_id = ${q.viewer}`;
  return cardsFor(
    db,
    q,
    sql`select product_id as id, row_number() over (order by max(created_at) desc, max(id) desc) as ord
      from product_views where ${whose}
        and product_id in (select id from products where listed)
      group by product_id order by ord limit ${q.limit}`,
  );
}
