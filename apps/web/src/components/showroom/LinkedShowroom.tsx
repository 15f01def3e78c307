import { useEffect } from 'react';
import { getShopProfile, myItemOf } from '../../lib/showroom-lookup.ts';
import { showroomSelection } from '../../lib/showroom-selection.ts';

/**
 * A deep link that names a showroom (`/product/{hash}/{vsd_id}`, a pro's shared product) opened before any
 * showroom is chosen selects that showroom exactly as entering its ID on the home page does: the stored
 * selection (`my_item`) becomes `myItemOf` its profile, so the header wears its theme colour and logo where
 * the theme rule allows (domain catalog/theme.ts: Premium showrooms only), and the cart, menus and prices
 * follow it. An ID no showroom has selects nothing; a showroom the visitor already chose is kept (the
 * page is still priced in the link's). Renders nothing.
 */
export function LinkedShowroom({ vsdId }: { vsdId: string | undefined }) {
  useEffect(() => {
    if (!vsdId || showroomSelection.get()) return;
    const controller = new AbortController();
    getShopProfile(vsdId, controller.signal)
      .then((profile) => {
        if (profile && !showroomSelection.get()) showroomSelection.select(myItemOf(profile));
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [vsdId]);
  return null;
}
