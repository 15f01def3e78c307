import { useEffect } from 'react';
import { useSettings } from '../../../lib/settings.ts';

/** Names the tab after what the page shows (a category, a showroom) once it is known; route meta names it before. */
export function usePageTitle(name: string | undefined) {
  const { appName } = useSettings();
  useEffect(() => {
    if (name) document.title = `${name} | ${appName}`;
  }, [name, appName]);
}
