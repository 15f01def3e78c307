import { showroomIdOf } from '@app/domain/showrooms/showroom-cookie';
import type { MyItem } from '../lib/my-item.ts';
import { getShopProfile, myItemOf } from '../lib/showroom-lookup.ts';

/**
 * The showroom a page is drawn for: the one the visitor chose (the cookie beside `my_item`), else the one a
 * product link names (LinkedShowroom selects it as the page opens). Unknown or malformed IDs draw none.
 */
export async function renderedShowroom(
  cookie: string | null,
  params: Record<string, string | undefined>,
): Promise<MyItem | null> {
  const vsdId = showroomIdOf(cookie) ?? showroomIdOf(params.vsd_id);
  if (!vsdId) return null;
  const profile = await getShopProfile(vsdId).catch(() => null);
  return profile ? myItemOf(profile) : null;
}
