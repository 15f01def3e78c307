import { isPrivatePath } from '@app/domain/seo/robots';
import { canonicalProductPath } from '@app/domain/seo/site';
import { categoryProductsPath, departmentPath, STATIC_PAGE_PATHS } from '@app/domain/seo/sitemap';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mergeMeta } from '../app/route-meta.ts';
import { routes } from '../app/routes.tsx';
import { paths } from './paths.ts';

/** Every path of the route table with its parameters filled in ('/pro/clients/:id' → '/pro/clients/x1'). */
function everyPath(list: RouteObject[], base = ''): string[] {
  return list.flatMap((r) => {
    const own = r.path === undefined ? base : `${base}/${r.path}`.replace(/\/+/g, '/');
    const here = r.path === undefined || r.path === '*' ? [] : [own];
    const filled = here.map((p) => p.replace(/\/:[a-z_]+\?/g, '').replace(/:[a-z_]+/g, 'x1') || '/');
    return [...filled, ...everyPath(r.children ?? [], own)];
  });
}

const metaOf = (path: string) => mergeMeta((matchRoutes(routes, path) ?? []).map((m) => m.route.handle));

describe('what search engines are sent to and kept from (packages/domain/src/seo)', () => {
  it("builds the same catalogue URLs as the web's paths", () => {
    expect(canonicalProductPath('abc123')).toBe(paths.product('abc123'));
    expect(departmentPath('kitchen')).toBe(paths.departmentList('kitchen'));
    expect(departmentPath('kitchen', 'cabinets')).toBe(paths.departmentList('kitchen', 'cabinets'));
    expect(categoryProductsPath('tiles')).toBe(paths.shopProducts('tiles'));
  });

  it('lists only static pages the route table has, none of them private', () => {
    for (const path of STATIC_PAGE_PATHS) {
      const matched = matchRoutes(routes, path) ?? [];
      expect(matched.at(-1)?.route.path, path).not.toBe('*');
      expect(isPrivatePath(path), path).toBe(false);
    }
  });

  it('keeps every signed-in, sign-in and portal page out of robots, and the storefront in', () => {
    const all = everyPath(routes);
    expect(all.length).toBeGreaterThan(50);
    for (const path of all) {
      const meta = metaOf(path);
      const portal = /^\/(pro|vendor|admin)(\/|$)/.test(path);
      if (meta.auth || meta.guest || meta.chrome === 'portal' || portal)
        expect(isPrivatePath(path), path).toBe(true);
    }
    for (const path of [
      '/product/x1',
      '/category/x1/product',
      '/department/x1',
      '/pro-account',
      '/visualize',
    ])
      expect(isPrivatePath(path), path).toBe(false);
  });
});
