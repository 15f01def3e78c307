import { categoryLabel } from '@app/domain/catalog/category-label';
import { Breadcrumb, type Crumb } from '../../../components/catalog/Breadcrumb.tsx';
import { paths } from '../../../config/paths.ts';
import type { ProductDetail } from '../../../lib/catalog-types.ts';

/**
 * Home › department › category › sub-category › this product. The department and the categories above the
 * product's own open their department list; the product's own (leaf) category opens its product list.
 */
export function productCrumbs(product: Pick<ProductDetail, 'breadcrumb' | 'name'>): Crumb[] {
  const [department, ...categories] = product.breadcrumb;
  const trail: Crumb[] = department
    ? [
        { label: categoryLabel(department.name), to: paths.departmentList(department.slug_url) },
        ...categories.map((c, i) => ({
          label: categoryLabel(c.name),
          to:
            i === categories.length - 1
              ? paths.shopProducts(c.slug_url)
              : paths.departmentList(department.slug_url, c.slug_url),
        })),
      ]
    : [];
  return [{ label: 'Home', to: paths.home }, ...trail, { label: product.name }];
}

export function ProductBreadcrumb({ product }: { product: ProductDetail }) {
  return <Breadcrumb items={productCrumbs(product)} />;
}
