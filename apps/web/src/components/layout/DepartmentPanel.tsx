import { Link } from 'react-router';
import type { MenuCategory, MenuDepartment } from '../../lib/catalog-types.ts';
import { focusRing } from '../ui/focus-ring.ts';
import { categoryTarget, departmentShopAll, rememberProductCategory } from './menu-links.ts';

/**
 * The dropdown of one department on wide screens: a column per category (its link, then its
 * sub-categories) and 'Shop All'. Following any link closes it; a leaf becomes the current product category.
 */
export function DepartmentPanel({
  id,
  department,
  onNavigate,
}: {
  id: string;
  department: MenuDepartment;
  onNavigate: () => void;
}) {
  const link = (category: MenuCategory, className: string) => {
    const target = categoryTarget(department, category);
    return (
      <Link
        to={target.to}
        onClick={() => {
          if (target.leaf) rememberProductCategory(category);
          onNavigate();
        }}
        className={`rounded ${className} ${focusRing}`}
      >
        {category.name}
      </Link>
    );
  };

  return (
    <div
      id={id}
      data-department-panel
      className="absolute inset-x-0 top-full z-40 border-t border-slate-200 bg-white text-slate-900 shadow-xl"
    >
      <div className="mx-auto max-w-7xl px-6 py-6">
        <div className="flex items-baseline justify-between gap-4 border-b border-slate-200 pb-3">
          <h2 className="text-base font-semibold">{department.name}</h2>
          <Link
            to={departmentShopAll(department)}
            onClick={onNavigate}
            aria-label={`Shop All ${department.name}`}
            className={`rounded text-sm font-semibold text-brand-700 hover:underline ${focusRing}`}
          >
            Shop All
          </Link>
        </div>
        <ul className="mt-4 grid grid-cols-5 gap-x-6 gap-y-5">
          {department.categories.map((category) => (
            <li key={category.id}>
              {link(category, 'text-sm font-semibold hover:text-brand-700 hover:underline')}
              {category.children.length > 0 && (
                <ul className="mt-2 space-y-1.5">
                  {category.children.map((child) => (
                    <li key={child.id}>
                      {link(child, 'text-sm text-slate-600 hover:text-brand-700 hover:underline')}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
