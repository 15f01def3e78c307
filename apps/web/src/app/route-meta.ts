import { useMatches } from 'react-router';

/** Route `handle` meta (spec point 2): layout, header variant and the guard's needs. */
export type RouteMeta = {
  layout?: 'new' | 'old';
  /** Header variant; the spec's default is 'No'. */
  newHeader?: 'Yes' | 'No';
  /** Needs a signed-in user (a stored token longer than 10 characters). */
  auth?: boolean;
  /** Only for visitors who are not signed in (sign-in and register pages). */
  guest?: boolean;
  /** Role ids allowed (1 admin, 2 shop, 3 customer). */
  roles?: number[];
  /** Document title. */
  title?: string;
  /**
   * The page's chrome: 'shop' (the shop's header with its menus, cart and the lead button) or 'portal' (the
   * pro, vendor and admin portals: the logo, the portal's own menu and the account menu only).
   */
  chrome?: 'shop' | 'portal';
  /**
   * The server draws this page into its HTML (src/ssr, issue 23): a storefront page a visitor or a search
   * engine opens by its link. Pages of an account, the cart's checkout and the portals are drawn by the browser.
   */
  serverDrawn?: boolean;
  /** What a search result or a link preview says about the page (a server-drawn page without its own data). */
  description?: string;
};

export const DEFAULT_META: Required<Pick<RouteMeta, 'layout' | 'newHeader'>> = {
  layout: 'new',
  newHeader: 'No',
};

/** Parent meta first, the matched screen's meta last, so the deepest route wins. */
export function mergeMeta(handles: ReadonlyArray<unknown>): RouteMeta & typeof DEFAULT_META {
  const merged: RouteMeta = { ...DEFAULT_META };
  for (const handle of handles) if (handle && typeof handle === 'object') Object.assign(merged, handle);
  return merged as RouteMeta & typeof DEFAULT_META;
}

export function useRouteMeta() {
  return mergeMeta(useMatches().map((match) => match.handle));
}
