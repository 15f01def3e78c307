import { paths } from '../../config/paths.ts';
import type { MenuCategory, MenuDepartment } from '../../lib/catalog-types.ts';
import { STORAGE_KEYS, writeStored } from '../../lib/storage.ts';

/** Where a header-menu category goes (spec point 2), and whether it is a leaf (shop-products). */
export type MenuTarget = { to: string; leaf: boolean };

/** How a category is named in URLs: its slug_url, else its id. */
const categoryKey = (category: Pick<MenuCategory, 'id' | 'slug_url'>) => category.slug_url || category.id;

/**
 * A category with children opens its department list (`/department/{menu_slug}/{slug_url|id}`); a leaf
 * category opens its products (`/category/{slug_url|id}/product`).
 */
export function categoryTarget(
  department: Pick<MenuDepartment, 'menu_slug'>,
  category: Pick<MenuCategory, 'id' | 'slug_url'> & { children: ReadonlyArray<unknown> },
): MenuTarget {
  return category.children.length > 0
    ? { to: paths.departmentList(department.menu_slug, categoryKey(category)), leaf: false }
    : { to: paths.shopProducts(categoryKey(category)), leaf: true };
}

/** 'Shop All' of a department: its department list. */
export const departmentShopAll = (department: Pick<MenuDepartment, 'menu_slug'>) =>
  paths.departmentList(department.menu_slug);

/** A leaf category chosen from the menu becomes the current product category (storage key product_category). */
export function rememberProductCategory(category: Pick<MenuCategory, 'id' | 'name' | 'slug_url'>) {
  writeStored(STORAGE_KEYS.product_category, {
    id: category.id,
    name: category.name,
    slug_url: category.slug_url,
  });
}
