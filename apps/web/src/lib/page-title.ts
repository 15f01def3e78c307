import { useEffect } from 'react';
import { useSettings } from './settings.ts';

/** The name the shown page gave itself (usePageTitle); while it has one, the route's own title waits. */
let named: string | undefined;

export const pageTitleText = (name: string, appName: string) => `${name} | ${appName}`;

/**
 * Names the tab after what the page shows (a product, a category, a showroom) once it is known; the route's
 * meta title (HomeLayout, useRouteTitle) names it otherwise. The server draws the same title into the page.
 */
export function usePageTitle(name: string | undefined) {
  const { appName } = useSettings();
  useEffect(() => {
    if (!name) return;
    named = name;
    document.title = pageTitleText(name, appName);
    return () => {
      if (named === name) named = undefined;
    };
  }, [name, appName]);
}

/** The route's meta title, unless the page has named itself (its effect runs first: children before parents). */
export function useRouteTitle(title: string | undefined) {
  const { appName } = useSettings();
  useEffect(() => {
    if (title && !named) document.title = pageTitleText(title, appName);
  }, [title, appName]);
}
