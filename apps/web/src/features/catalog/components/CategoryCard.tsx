import { formatCount } from '@app/domain/format/number';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { focusRing } from '../../../components/ui/focus-ring.ts';
import type { MenuCategory } from '../../../lib/catalog-types.ts';
import { STORAGE_KEYS, writeStored } from '../../../lib/storage.ts';

/** A category as the menu, the tiles or GET /api/public name it: the image and count only where given. */
export type CategoryCardData = Pick<MenuCategory, 'id' | 'name' | 'slug_url'> &
  Partial<Pick<MenuCategory, 'image' | 'product_count'>>;

/** The generated art the server keeps for every category, used when the menu gives no image. */
const categoryArt = (slug: string) => `/media/categories/${encodeURIComponent(slug)}.svg`;

/**
 * Cards whose pictures load at once: the first row at the widest grid (4 columns). A lazy picture in the
 * first screen delays the largest paint (Lighthouse: "Largest Contentful Paint image was lazily loaded").
 */
export const EAGER_CATEGORY_CARDS = 4;

const countText = (n: number) => `${formatCount(n)} ${n === 1 ? 'product' : 'products'}`;

/**
 * A category as an image card. A leaf also becomes the current product category (storage
 * `product_category`, spec point 2) as the header menu does.
 */
export function CategoryCard({
  category,
  to,
  leaf,
  eager = false,
}: {
  category: CategoryCardData;
  to: string;
  leaf: boolean;
  /** Load the picture at once: a card of the first row, whose picture is likely the page's largest paint. */
  eager?: boolean;
}) {
  const remember = () => {
    if (leaf)
      writeStored(STORAGE_KEYS.product_category, {
        id: category.id,
        name: category.name,
        slug_url: category.slug_url,
      });
  };
  return (
    <Link
      to={to}
      onClick={remember}
      className={`group flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition hover:border-brand-300 hover:shadow-md ${focusRing}`}
    >
      <img
        src={category.image || categoryArt(category.slug_url)}
        alt=""
        width={320}
        height={240}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-4/3 w-full bg-slate-100 object-cover"
      />
      <span className="flex flex-1 flex-col gap-0.5 p-3">
        <span className="font-semibold text-slate-900 group-hover:text-brand-700">{category.name}</span>
        {category.product_count !== undefined && (
          <span className="text-sm text-slate-600">{countText(category.product_count)}</span>
        )}
      </span>
    </Link>
  );
}

/** A responsive grid of category cards. */
export function CategoryGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
      {children}
    </ul>
  );
}
