import { formatCount } from '@app/domain/format/number';
import { Link, useParams } from 'react-router';
import { Breadcrumb, type Crumb } from '../../../components/catalog/Breadcrumb.tsx';
import { focusRing } from '../../../components/ui/focus-ring.ts';
import { paths } from '../../../config/paths.ts';
import type { MenuCategory } from '../../../lib/catalog-types.ts';
import { useMenu } from '../../../lib/menu.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { CategoryCard, CategoryGrid, EAGER_CATEGORY_CARDS } from '../components/CategoryCard.tsx';
import { CategoryNotFound } from '../components/CategoryNotFound.tsx';
import { PageSpinner } from '../components/PageSpinner.tsx';
import { EmptyState } from '../components/ProductGrid.tsx';
import { findCategory, findDepartment, hasChildren } from '../hooks/find-in-menu.ts';

/**
 * Department list (route department-list): a department's categories as image cards, or, with a
 * category_slug, that category's sub-categories. A card with children opens its own list; a leaf opens
 * its products.
 */
export default function DepartmentListPage() {
  const { menu_slug = '', category_slug } = useParams();
  const menu = useMenu();
  const department = findDepartment(menu.data, menu_slug);
  const found = department && category_slug ? findCategory(department, category_slug) : null;
  usePageTitle(found?.category.name ?? department?.name);
  if (menu.isPending) return <PageSpinner label="Loading departments" />;
  if (!department || (category_slug && !found))
    return <CategoryNotFound what={category_slug ? 'category' : 'department'} />;

  const current = found?.category;
  const cards: MenuCategory[] = current ? current.children : department.categories;
  const crumbs: Crumb[] = [
    { label: 'Home', to: paths.home },
    { label: department.name, to: paths.departmentList(department.menu_slug) },
    ...(found?.parents ?? []).map((p) => ({
      label: p.name,
      to: paths.departmentList(department.menu_slug, p.slug_url),
    })),
    ...(current ? [{ label: current.name }] : []),
  ];
  const title = current?.name ?? department.name;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-10">
      <Breadcrumb items={crumbs} />
      <header className="mt-3 mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{title}</h1>
          <p className="mt-1 text-sm text-slate-600">
            {[
              // A category without sub-categories counts its products only, never "0 categories".
              cards.length > 0 && `${cards.length} ${cards.length === 1 ? 'category' : 'categories'}`,
              current && `${formatCount(current.product_count)} products`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        {current && (
          <Link
            to={paths.shopProducts(current.slug_url)}
            className={`rounded-sm font-semibold text-brand-700 underline-offset-4 hover:underline ${focusRing}`}
          >
            Shop all {current.name} <span aria-hidden="true">→</span>
          </Link>
        )}
      </header>
      {cards.length === 0 && (
        <EmptyState title={`${title} has no sub-categories`}>
          Use “Shop all {title}” to see its products.
        </EmptyState>
      )}
      <CategoryGrid label={`${title} categories`}>
        {cards.map((c, i) => (
          <li key={c.id}>
            <CategoryCard
              eager={i < EAGER_CATEGORY_CARDS}
              category={c}
              leaf={!hasChildren(c)}
              to={
                hasChildren(c)
                  ? paths.departmentList(department.menu_slug, c.slug_url)
                  : paths.shopProducts(c.slug_url)
              }
            />
          </li>
        ))}
      </CategoryGrid>
    </div>
  );
}
