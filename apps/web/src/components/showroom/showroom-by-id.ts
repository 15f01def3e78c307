import { getShopProfile, myItemOf } from '../../lib/showroom-lookup.ts';
import type { MyItem } from '../../lib/showroom-selection.ts';

/**
 * The stored selection (my_item) of the live showroom with this ID, or null when there is none: what a page
 * that already knows its showroom (a saved design's project) selects without asking for the ID.
 */
export async function showroomById(vsdId: string, signal?: AbortSignal): Promise<MyItem | null> {
  const profile = await getShopProfile(vsdId, signal);
  return profile ? myItemOf(profile) : null;
}
