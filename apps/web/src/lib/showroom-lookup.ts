import type { ShopProfile, ShopProfileAnswer, ShowroomMatch } from '@app/domain/showrooms/contract';
import { apiPaths } from '../config/paths.ts';
import { api } from './api-client.ts';
import type { MyItem } from './showroom-selection.ts';

/** The showroom routes' answers are the domain's contract (showrooms/contract.ts). */
export type { ShopProfile, ShowroomMatch };

/** GET /api/visualization/showrooms?s= : by ID prefix or company name. */
export async function findShowrooms(s: string, signal?: AbortSignal) {
  const { data } = await api.get<ShowroomMatch[]>(apiPaths.showrooms, { query: { s }, signal, silent: true });
  return data;
}

/** GET /api/visualization/shop_profile?vsd_id= : an empty `data` means no such showroom. */
export async function getShopProfile(vsdId: string, signal?: AbortSignal) {
  const { data } = await api.get<ShopProfileAnswer>(apiPaths.shopProfile, {
    query: { vsd_id: vsdId },
    signal,
    silent: true,
  });
  return 'profile' in data ? data.profile : null;
}

/** The stored selection (my_item) for a found showroom; custom_addon 1 turns its theme on (spec point 4). */
export const myItemOf = (p: ShopProfile): MyItem => ({
  showroom: p.user_id,
  shop_id: p.id,
  vsd_id: p.vsd_id,
  company_name: p.company_name,
  theme_color: p.theme_color,
  business_logo: p.business_logo,
  custom_addon: p.custom_addon.subscription_status === 'active' ? 1 : 0,
  basic_addon: p.basic_addon.subscription_status,
  showroom_subscription: p.showroom_subscription,
});
