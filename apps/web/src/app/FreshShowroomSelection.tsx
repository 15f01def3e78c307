import { useEffect } from 'react';
import { getShopProfile, myItemOf } from '../lib/showroom-lookup.ts';
import { type MyItem, showroomSelection, useSelectedShowroom } from '../lib/showroom-selection.ts';

/** What the stored selection copies from the showroom and the branding reads (spec point 4). */
const COPIED: ReadonlyArray<keyof MyItem> = [
  'company_name',
  'theme_color',
  'business_logo',
  'custom_addon',
  'basic_addon',
  'showroom_subscription',
];

/** Showrooms already re-read in this page load. */
const checked = new Set<string>();

/**
 * The stored selection (`my_item`) is a copy taken when the showroom ID was entered, but a showroom changes:
 * a new logo is a new URL and the old one is gone (decisions/0012), a lapsed plan turns the theme off. Once
 * per page load the selected showroom is read again and the copy updated, so the header never shows a
 * retired logo. A failed read keeps the stored copy.
 */
export function FreshShowroomSelection() {
  const vsdId = useSelectedShowroom().selected?.vsd_id;
  useEffect(() => {
    if (!vsdId || checked.has(vsdId)) return;
    checked.add(vsdId);
    getShopProfile(vsdId)
      .then((profile) => {
        const current = showroomSelection.get();
        if (!profile || !current || current.vsd_id !== profile.vsd_id) return;
        const fresh = myItemOf(profile);
        if (COPIED.some((key) => fresh[key] !== current[key])) showroomSelection.select(fresh);
      })
      .catch(() => {});
  }, [vsdId]);
  return null;
}
