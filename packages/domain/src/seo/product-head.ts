import { categoryLabel } from '../catalog/category-label.ts';
import type { ProductDetail } from '../catalog/contract.ts';
import type { PageHead } from './head.ts';
import { type BreadcrumbItem, breadcrumbJsonLd, type ProductForJsonLd, productJsonLd } from './json-ld.ts';
import { absoluteUrl, canonicalProductPath, SITE_NAME } from './site.ts';
import { categoryProductsPath, departmentPath } from './sitemap.ts';

/**
 * A product page's trail as its breadcrumb shows it (web ProductBreadcrumb): Home › department › the
 * categories above (their department lists) › its own category (its product list) › the product.
 */
export function productBreadcrumb(
  product: Pick<ProductDetail, 'hash' | 'name' | 'breadcrumb'>,
): BreadcrumbItem[] {
  const [department, ...categories] = product.breadcrumb;
  const trail: BreadcrumbItem[] = department
    ? [
        { name: categoryLabel(department.name), url: departmentPath(department.slug_url) },
        ...categories.map((c, i) => ({
          name: categoryLabel(c.name),
          url:
            i === categories.length - 1
              ? categoryProductsPath(c.slug_url)
              : departmentPath(department.slug_url, c.slug_url),
        })),
      ]
    : [];
  return [
    { name: 'Home', url: '/' },
    ...trail,
    { name: product.name, url: canonicalProductPath(product.hash) },
  ];
}

/**
 * A product page's head: its canonical (/product/{hash} whatever the showroom), its first picture, the price
 * shown (the first size, for the showroom the product was read for), schema.org Product and BreadcrumbList.
 */
export function productHead(
  product: ProductForJsonLd & Pick<ProductDetail, 'breadcrumb'>,
  origin: string,
): PageHead {
  const image = product.images[0];
  return {
    title: `${product.name} | ${SITE_NAME}`,
    description: product.description.trim() || `${product.name} by ${product.brand.name}.`,
    canonical: absoluteUrl(origin, canonicalProductPath(product.hash)),
    ...(image ? { image: { url: absoluteUrl(origin, image), alt: product.name } } : {}),
    type: 'product',
    price: { cents: product.price_cents, currency: 'USD' },
    jsonLd: [productJsonLd(product, origin), breadcrumbJsonLd(productBreadcrumb(product), origin)],
  };
}
