import { isPrivatePath, robotsTxt } from '@app/domain/seo/robots';
import { absoluteUrl, canonicalProductPath } from '@app/domain/seo/site';
import {
  categoryProductsPath,
  departmentPath,
  SITEMAP_PAGE_SIZE,
  type SitemapEntry,
  STATIC_PAGE_PATHS,
  sitemapIndexXml,
  urlSetXml,
} from '@app/domain/seo/sitemap';
import type { Database } from '../../db/client.ts';
import {
  productSitemapPage,
  productSitemapPages,
  sitemapCategories,
  sitemapDepartments,
} from './seo.repository.ts';

export { robotsTxt };

export const pagesSitemapPath = '/sitemaps/pages.xml';
export const productSitemapPath = (page: number) => `/sitemaps/products-${page}.xml`;

/** /sitemap.xml: the pages sitemap, then one sitemap per SITEMAP_PAGE_SIZE findable products. */
export async function sitemapIndex(db: Database, origin: string, pageSize = SITEMAP_PAGE_SIZE) {
  const pages = await productSitemapPages(db, pageSize);
  return sitemapIndexXml([
    { loc: absoluteUrl(origin, pagesSitemapPath) },
    ...pages.map((p) => ({ loc: absoluteUrl(origin, productSitemapPath(p.page)), lastmod: p.lastmod })),
  ]);
}

/** One product sitemap: each findable product's canonical URL once; null past the last page (a 404). */
export async function productSitemap(
  db: Database,
  origin: string,
  page: number,
  pageSize = SITEMAP_PAGE_SIZE,
) {
  const products = await productSitemapPage(db, page, pageSize);
  if (products.length === 0) return null;
  return urlSetXml(
    products.map((p) => ({ loc: absoluteUrl(origin, canonicalProductPath(p.hash)), lastmod: p.lastmod })),
  );
}

/**
 * The storefront's other pages: home, brands, the visualizer and the static pages, each department, each
 * parent category's list of sub-categories and each category's product list (only where products are).
 */
export async function pagesSitemap(db: Database, origin: string) {
  const [departments, categories] = await Promise.all([sitemapDepartments(db), sitemapCategories(db)]);
  const paths = [
    ...STATIC_PAGE_PATHS,
    ...departments.map((slug) => departmentPath(slug)),
    ...categories.flatMap((c) => [
      ...(c.parent ? [departmentPath(c.menuSlug, c.slug)] : []),
      categoryProductsPath(c.slug),
    ]),
  ];
  const entries: SitemapEntry[] = paths
    .filter((path) => !isPrivatePath(path))
    .map((path) => ({ loc: absoluteUrl(origin, path) }));
  return urlSetXml(entries);
}
