import { formatCount } from '@app/domain/format/number';
import { useParams } from 'react-router';
import { Breadcrumb } from '../../../components/catalog/Breadcrumb.tsx';
import { ButtonLink } from '../../../components/ui/ButtonLink.tsx';
import { paths } from '../../../config/paths.ts';
import type { MenuCategory } from '../../../lib/catalog-types.ts';
import { useMenu } from '../../../lib/menu.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSelectedShowroom } from '../../../lib/showroom-selection.ts';
import { useCategory } from '../api/get-category.ts';
import { useCategoryProducts } from '../api/get-category-products.ts';
import {
  CategoryCard,
  type CategoryCardData,
  CategoryGrid,
  EAGER_CATEGORY_CARDS,
} from '../components/CategoryCard.tsx';
import { CategoryNotFound } from '../components/CategoryNotFound.tsx';
import { PageSpinner } from '../components/PageSpinner.tsx';
import { PriceNote } from '../components/PriceNote.tsx';
import { EmptyState, ProductGrid } from '../components/ProductGrid.tsx';
import { categoryCrumbs } from '../hooks/category-crumbs.ts';
import { findAnywhere, hasChildren } from '../hooks/find-in-menu.ts';

/** How many products the landing page previews. */
const PREVIEW = 8;

/** Category landing: name, breadcrumb, its sub-categories as cards and a preview of its products. */
export default function CategoryPage() {
  const { category: slug = '' } = useParams();
  const { selected } = useSelectedShowroom();
  const vsdId = selected?.vsd_id;
  const category = useCategory(slug);
  const menu = useMenu();
  const products = useCategoryProducts({ category: slug, vsd_id: vsdId, ppp: PREVIEW });

  usePageTitle(category.data?.name);

  if (category.isPending) return <PageSpinner label="Loading category" />;
  if (!category.data) return <CategoryNotFound />;
  const info = category.data;
  // The menu knows the children's product counts and grandchildren; the public answer only their names.
  const inMenu = findAnywhere(menu.data, info.slug_url)?.category;
  const children: Array<CategoryCardData & Partial<Pick<MenuCategory, 'children'>>> =
    inMenu?.children ?? info.children;
  const total = products.data?.total;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-10">
      <Breadcrumb items={categoryCrumbs(info)} />
      <header className="mt-3 mb-8 space-y-1">
        <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{info.name}</h1>
        <PriceNote showroom={selected} />
      </header>
      {children.length > 0 && (
        <section aria-labelledby="sub-title" className="mb-10">
          <h2 id="sub-title" className="mb-4 text-xl font-semibold text-slate-900">
            Shop by type
          </h2>
          <CategoryGrid label={`${info.name} sub-categories`}>
            {children.map((c, i) => (
              <li key={c.id}>
                <CategoryCard
                  eager={i < EAGER_CATEGORY_CARDS}
                  category={c}
                  leaf={!hasChildren(c)}
                  to={hasChildren(c) ? paths.category(c.slug_url) : paths.shopProducts(c.slug_url)}
                />
              </li>
            ))}
          </CategoryGrid>
        </section>
      )}
      <section aria-labelledby="preview-title">
        <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
          <h2 id="preview-title" className="text-xl font-semibold text-slate-900">
            Products
            {total !== undefined && (
              <>
                {' '}
                <span className="font-normal text-slate-500">({formatCount(total)})</span>
              </>
            )}
          </h2>
          {total !== 0 && (
            <ButtonLink to={paths.shopProducts(info.slug_url)} variant="outline">
              View all products
            </ButtonLink>
          )}
        </div>
        <ProductGrid
          products={products.data?.data}
          loading={products.isPending}
          vsdId={vsdId}
          skeletons={PREVIEW}
          label={`${info.name} products`}
          empty={
            <EmptyState title={`No ${info.name} products yet`}>New products are added often.</EmptyState>
          }
        />
      </section>
    </div>
  );
}
