import { formatCount } from '@app/domain/format/number';
import { useId } from 'react';
import { inputClasses, labelClasses } from '../../../components/ui/field-classes.ts';
import { focusRing } from '../../../components/ui/focus-ring.ts';
import type { MenuCategory, MenuDepartment } from '../../../lib/catalog-types.ts';

export type CategoryNavProps = {
  menu: MenuDepartment[];
  value: string;
  onChange: (slug: string) => void;
  /** Search matches per category id, shown beside each name while searching. */
  counts: Map<number, number> | null;
};

const suffix = (counts: CategoryNavProps['counts'], c: MenuCategory) =>
  counts ? ` (${formatCount(counts.get(c.id) ?? 0)})` : '';

type Row = { category: MenuCategory; depth: number };

/** Flattens a department's categories with their depth, for the select. */
function flatten(list: MenuCategory[], depth = 0): Row[] {
  return list.flatMap((category) => [{ category, depth }, ...flatten(category.children ?? [], depth + 1)]);
}

const contains = (c: MenuCategory, slug: string): boolean =>
  c.slug_url === slug || (c.children ?? []).some((child) => contains(child, slug));

/** For the sidebar: sub-categories only under the chosen branch, so the list stays short. */
function openBranch(list: MenuCategory[], slug: string, depth = 0): Row[] {
  return list.flatMap((category) => [
    { category, depth },
    ...(slug && contains(category, slug) ? openBranch(category.children ?? [], slug, depth + 1) : []),
  ]);
}

/** While searching, only the categories with matches (and the chosen one) are offered. */
const withMatches = (rows: Row[], counts: CategoryNavProps['counts'], value: string) =>
  counts
    ? rows.filter(({ category }) => (counts.get(category.id) ?? 0) > 0 || contains(category, value))
    : rows;

/** Departments → categories: a list in the sidebar from `lg`, a select below it. */
export function CategoryNav({ menu, value, onChange, counts }: CategoryNavProps) {
  const selectId = useId();
  const departments = menu
    .map((d) => ({
      d,
      all: withMatches(flatten(d.categories), counts, value),
      open: withMatches(openBranch(d.categories, value), counts, value),
    }))
    .filter(({ all }) => all.length > 0);
  const item = (active: boolean) =>
    `block w-full rounded px-2 py-1.5 text-left text-sm ${focusRing} ${
      active ? 'bg-brand-100 font-semibold text-brand-900' : 'text-slate-700 hover:bg-slate-100'
    }`;
  return (
    <>
      <div className="lg:hidden" data-focus-key="category-select">
        <label htmlFor={selectId} className={labelClasses}>
          Category
        </label>
        <select
          id={selectId}
          className={inputClasses(false)}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">All categories</option>
          {departments.map(({ d, all }) => (
            <optgroup key={d.id} label={d.name}>
              {all.map(({ category, depth }) => (
                <option key={category.id} value={category.slug_url}>
                  {`${'\u00a0\u00a0'.repeat(depth)}${category.name}${suffix(counts, category)}`}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <nav
        aria-label="Categories"
        className="hidden rounded-lg border border-slate-200 bg-white p-3 lg:block"
      >
        <button
          type="button"
          data-focus-key="category-all"
          className={item(value === '')}
          aria-current={value === '' ? 'true' : undefined}
          onClick={() => onChange('')}
        >
          All categories
        </button>
        {departments.map(({ d, open }) => (
          <div key={d.id} className="mt-3">
            <h3 className="px-2 text-xs font-semibold uppercase tracking-wide text-slate-500">{d.name}</h3>
            <ul className="mt-1">
              {open.map(({ category, depth }) => (
                <li key={category.id} style={{ paddingLeft: `${depth * 0.75}rem` }}>
                  <button
                    type="button"
                    data-focus-key={`category-${category.slug_url}`}
                    className={item(value === category.slug_url)}
                    aria-current={value === category.slug_url ? 'true' : undefined}
                    onClick={() => onChange(category.slug_url)}
                  >
                    {category.name}
                    {counts && (
                      <>
                        {' '}
                        <span className="text-slate-500">({formatCount(counts.get(category.id) ?? 0)})</span>
                      </>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </>
  );
}
