import { floorPlanById } from '@app/domain/room/floor-plans';
import { templatePreviewUrl } from '@app/domain/room/template-previews';
import { templateById } from '@app/domain/room/templates';
import type { PageHead } from '@app/domain/seo/head';
import { productHead } from '@app/domain/seo/product-head';
import { isPrivatePath } from '@app/domain/seo/robots';
import { absoluteUrl } from '@app/domain/seo/site';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteMeta } from '../app/route-meta.ts';
import { paths } from '../config/paths.ts';
import { categoryQuery } from '../features/catalog/api/get-category.ts';
import { findCategory, findDepartment } from '../features/catalog/hooks/find-in-menu.ts';
import { productQuery } from '../features/product/api/get-product.ts';
import { isApiError } from '../lib/api-client.ts';
import type { MenuDepartment } from '../lib/catalog-types.ts';
import { menuQuery } from '../lib/menu.ts';
import type { MyItem } from '../lib/my-item.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { pageTitleText } from '../lib/page-title.ts';
import { type PublicSettings, settingsQuery } from '../lib/settings.ts';

export type PageFacts = {
  meta: RouteMeta;
  params: Record<string, string | undefined>;
  url: URL;
  client: QueryClient;
  showroom: MyItem | null;
};

type Drawn = { status: number; head: PageHead };

const GENERIC_DESCRIPTION =
  'Shop tile, flooring, countertops, fixtures and more from many vendors in one order, priced by your showroom, and design your room in 3-D.';

/** A failed read's status: 404 stays 404; anything else is a page that could not be drawn now. */
const failedStatus = (error: unknown) => (isApiError(error) && error.status === 404 ? 404 : 503);

/**
 * What a drawn page says in its <head> and its HTTP status, from the answers it was drawn with: a product's
 * own title, picture, price and JSON-LD; a category's or department's name; otherwise the route's meta. A page
 * whose subject does not exist is a 404 (its markup is the page's own not-found state).
 */
export function pageHeadOf(facts: PageFacts): Drawn {
  const { meta, params, url, client } = facts;
  const appName = client.getQueryData<PublicSettings>(settingsQuery.queryKey)?.app_name || pageMeta.appName();
  const titled = (name: string) => pageTitleText(name, appName);
  const base: PageHead = {
    title: titled(meta.title ?? 'Home'),
    description: meta.description ?? GENERIC_DESCRIPTION,
    canonical: absoluteUrl(url.origin, url.pathname),
    type: 'website',
    // The not-found page and the visitor's own pages (the cart) stay out of search results (robots.txt too).
    ...(url.pathname === '/404' || isPrivatePath(url.pathname) ? { noindex: true } : {}),
  };

  if (params.hash !== undefined) {
    const vsdId = params.vsd_id || facts.showroom?.vsd_id || undefined;
    const state = client.getQueryState(productQuery(params.hash, vsdId).queryKey);
    if (!state?.data) return { status: failedStatus(state?.error), head: { ...base, noindex: true } };
    return { status: 200, head: { ...productHead(state.data, url.origin), title: titled(state.data.name) } };
  }
  if (params.category !== undefined) {
    const state = client.getQueryState(categoryQuery(params.category).queryKey);
    if (state?.status === 'error') return { status: failedStatus(state.error), head: base };
    const category = state?.data;
    if (!category) return { status: 404, head: { ...base, noindex: true } };
    const list = url.pathname.endsWith('/product');
    return {
      status: 200,
      head: {
        ...base,
        title: titled(list ? `${category.name} products` : category.name),
        description: `Shop ${category.name} from trusted brands, priced by your showroom and delivered together in one order.`,
      },
    };
  }
  if (params.menu_slug !== undefined) {
    const menu = client.getQueryData<MenuDepartment[]>(menuQuery(facts.showroom?.vsd_id ?? null).queryKey);
    const department = findDepartment(menu, params.menu_slug);
    const found = department && params.category_slug ? findCategory(department, params.category_slug) : null;
    const name = found?.category.name ?? (params.category_slug ? undefined : department?.name);
    if (!name) return { status: menu ? 404 : 503, head: { ...base, noindex: true } };
    return {
      status: 200,
      head: {
        ...base,
        title: titled(name),
        description: `${name}: browse every category and shop its materials, priced by your showroom.`,
      },
    };
  }
  if (url.pathname === paths.visualize) {
    const still = roomStillOf(url.searchParams, facts.showroom);
    return { status: 200, head: still ? { ...base, preloadImage: still } : base };
  }
  return { status: url.pathname === '/404' ? 404 : 200, head: base };
}

/**
 * The still a /visualize room link shows in its 3-D view's box (PlanSteps), its largest paint: a known plan
 * and a template of its kind, drawn for a showroom (without one the page asks for its ID). None for a saved
 * design, whose room comes with the browser's own answer.
 */
function roomStillOf(query: URLSearchParams, showroom: MyItem | null): string | null {
  if (!showroom || query.has('design')) return null;
  const plan = floorPlanById(query.get('floorplan') ?? '');
  const template = templateById(query.get('floorTemplate') ?? '');
  return plan && template && template.kind === plan.kind ? templatePreviewUrl(template) : null;
}
