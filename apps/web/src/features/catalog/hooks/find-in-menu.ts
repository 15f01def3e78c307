import type { MenuCategory, MenuDepartment } from '../../../lib/catalog-types.ts';

/** A category of a department found by slug_url or id (the header links use either), with its parents. */
export function findCategory(
  department: MenuDepartment,
  key: string,
): { category: MenuCategory; parents: MenuCategory[] } | null {
  const matches = (c: MenuCategory) => c.slug_url === key || String(c.id) === key;
  const walk = (list: MenuCategory[], parents: MenuCategory[]): ReturnType<typeof findCategory> => {
    for (const category of list) {
      if (matches(category)) return { category, parents };
      const inner = walk(category.children ?? [], [...parents, category]);
      if (inner) return inner;
    }
    return null;
  };
  return walk(department.categories, []);
}

export const findDepartment = (menu: MenuDepartment[] | undefined, slug: string) =>
  menu?.find((d) => d.menu_slug === slug) ?? null;

/** Anywhere in the menu: for a category page's children counts and images. */
export function findAnywhere(menu: MenuDepartment[] | undefined, key: string) {
  for (const department of menu ?? []) {
    const found = findCategory(department, key);
    if (found) return { department, ...found };
  }
  return null;
}

/** Where a category card leads (spec point 2): with children to the department list, a leaf to its products. */
export const hasChildren = (c: { children?: unknown[] }) => (c.children?.length ?? 0) > 0;
