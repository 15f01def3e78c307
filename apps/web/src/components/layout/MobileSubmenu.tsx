import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { MenuCategory, MenuDepartment } from '../../lib/catalog-types.ts';
import { ChevronRightIcon } from './icons.tsx';
import { MenuSection, MobilePanel, PanelHeading, rowClasses } from './MobilePanel.tsx';
import { categoryTarget, departmentShopAll, rememberProductCategory } from './menu-links.ts';

/** Where the visitor is in the sliding submenus: a department (level 1) and one of its categories (level 2). */
export type SubmenuTrail = { departmentId: number | null; categoryId: number | null; depth: 0 | 1 | 2 };
export const MENU_TOP: SubmenuTrail = { departmentId: null, categoryId: null, depth: 0 };

/**
 * The sliding submenus of the off-canvas menu (spec point 2): departments → categories → sub-categories,
 * each with 'Back' and 'Shop All'. The trail lives in the caller, so the menu reopens where it was left.
 * `onNavigate` runs when a link is followed (the menu closes).
 */
export function MobileSubmenu({
  departments,
  loading,
  trail,
  onTrailChange,
  onNavigate,
  first,
  children,
}: {
  departments: MenuDepartment[];
  loading: boolean;
  trail: SubmenuTrail;
  onTrailChange: (trail: SubmenuTrail) => void;
  onNavigate: () => void;
  /** Rows above the departments (Home). */
  first: ReactNode;
  /** Rows under the departments (main links, account, company). */
  children: ReactNode;
}) {
  const department = departments.find((d) => d.id === trail.departmentId) ?? null;
  const category = department?.categories.find((c) => c.id === trail.categoryId) ?? null;
  const root = useRef<HTMLDivElement>(null);
  const focusAfterMove = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each move along the trail
  useEffect(() => {
    const selector = focusAfterMove.current;
    focusAfterMove.current = null;
    if (selector) root.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [trail]);

  const move = (next: SubmenuTrail, focus: string) => {
    focusAfterMove.current = focus;
    onTrailChange(next);
  };
  const back = () =>
    trail.depth === 2
      ? move({ ...trail, depth: 1 }, `[data-opens="category-${trail.categoryId}"]`)
      : move({ ...trail, depth: 0 }, `[data-opens="department-${trail.departmentId}"]`);

  const follow = (target: MenuCategory, leaf: boolean) => () => {
    if (leaf) rememberProductCategory(target);
    onNavigate();
  };

  return (
    <div ref={root} className="relative flex-1 overflow-hidden">
      <MobilePanel level={0} depth={trail.depth} label="Main menu">
        {first}
        {(loading || departments.length > 0) && (
          <MenuSection title="Departments">
            {loading && <li className="px-3 py-3 text-sm text-slate-400">Loading departments…</li>}
            {departments.map((d) => (
              <li key={d.id}>
                <OpenButton
                  opens={`department-${d.id}`}
                  label={d.name}
                  onOpen={() =>
                    move({ departmentId: d.id, categoryId: null, depth: 1 }, '[data-panel="1"] [data-back]')
                  }
                />
              </li>
            ))}
          </MenuSection>
        )}
        {children}
      </MobilePanel>
      {department && (
        <MobilePanel level={1} depth={trail.depth} label={department.name}>
          <PanelHeading title={department.name} backTo="Menu" onBack={back} />
          <ul className="mt-2 space-y-0.5">
            <ShopAllRow to={departmentShopAll(department)} name={department.name} onClick={onNavigate} />
            {department.categories.map((c) => {
              const target = categoryTarget(department, c);
              return (
                <li key={c.id}>
                  {target.leaf ? (
                    <Link to={target.to} onClick={follow(c, true)} className={rowClasses}>
                      {c.name}
                    </Link>
                  ) : (
                    <OpenButton
                      opens={`category-${c.id}`}
                      label={c.name}
                      onOpen={() =>
                        move({ ...trail, categoryId: c.id, depth: 2 }, '[data-panel="2"] [data-back]')
                      }
                    />
                  )}
                </li>
              );
            })}
          </ul>
        </MobilePanel>
      )}
      {department && category && (
        <MobilePanel level={2} depth={trail.depth} label={category.name}>
          <PanelHeading title={category.name} backTo={department.name} onBack={back} />
          <ul className="mt-2 space-y-0.5">
            <ShopAllRow
              to={categoryTarget(department, category).to}
              name={category.name}
              onClick={onNavigate}
            />
            {category.children.map((child) => {
              const target = categoryTarget(department, child);
              return (
                <li key={child.id}>
                  <Link to={target.to} onClick={follow(child, target.leaf)} className={rowClasses}>
                    {child.name}
                  </Link>
                </li>
              );
            })}
          </ul>
        </MobilePanel>
      )}
    </div>
  );
}

function OpenButton({ opens, label, onOpen }: { opens: string; label: string; onOpen: () => void }) {
  return (
    <button type="button" data-opens={opens} onClick={onOpen} className={rowClasses}>
      {label}
      <ChevronRightIcon className="size-4 text-slate-400" />
    </button>
  );
}

function ShopAllRow({ to, name, onClick }: { to: string; name: string; onClick: () => void }) {
  return (
    <li>
      <Link
        to={to}
        onClick={onClick}
        aria-label={`Shop All ${name}`}
        className={`${rowClasses} font-semibold`}
      >
        Shop All
      </Link>
    </li>
  );
}
