import type { Crumb } from '../../../components/catalog/Breadcrumb.tsx';
import { paths } from '../../../config/paths.ts';
import type { CategoryInfo } from '../api/get-category.ts';

/** Home › Department › Category (› extra), from a category's public info. */
export function categoryCrumbs(category: CategoryInfo, ...extra: Crumb[]): Crumb[] {
  return [
    { label: 'Home', to: paths.home },
    { label: category.department.name, to: paths.departmentList(category.department.menu_slug) },
    { label: category.name, to: paths.category(category.slug_url) },
    ...extra,
  ];
}
