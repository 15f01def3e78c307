/** A category name written as a slug: lower-case words joined by hyphens ('luxury-flooring'). */
const SLUG_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)+$/;

/**
 * How a category's name reads to a shopper. The taxonomy keeps the spec's names as they are, and they key
 * the room rules (sell-units, templates, accessories, home-tiles), but one of them is written as a slug:
 * 'luxury-flooring' reads 'Luxury Flooring'. Any other name is shown as it is.
 */
export function categoryLabel(name: string): string {
  if (!SLUG_NAME.test(name)) return name;
  return name
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

type Named = { name: string; children?: readonly Named[] };

/** A category and its sub-categories (any depth) with their names as shoppers read them. */
export function labelCategoryTree<T extends Named>(category: T): T {
  const children = category.children?.map((child) => labelCategoryTree(child));
  return { ...category, name: categoryLabel(category.name), ...(children ? { children } : {}) };
}
