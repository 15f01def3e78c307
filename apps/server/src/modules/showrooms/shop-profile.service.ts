import type { Database } from '../../db/client.ts';
import type { ShowroomRef } from '../catalog/catalog.schemas.ts';
import { loadMenu, type MenuDepartment } from '../catalog/menu.repository.ts';
import { findShowroomByRef } from './showrooms.repository.ts';

export type ShopProfile = {
  profile: {
    id: number;
    user_id: number;
    vsd_id: string;
    company_name: string;
    basic_addon: { subscription_status: string | null };
    custom_addon: { subscription_status: string | null };
    theme_color: string | null;
    business_logo: string | null;
    showroom_subscription: string | null;
  };
  category: MenuDepartment[];
};

/** GET /api/visualization/shop_profile: by owner (`showroom`) and/or `vsd_id` (both must match when both given). */
export async function loadShopProfile(db: Database, ref: ShowroomRef): Promise<ShopProfile | null> {
  const row = await findShowroomByRef(db, ref);
  if (!row) return null;
  return {
    profile: {
      id: row.id,
      user_id: row.userId,
      vsd_id: row.vsdId,
      company_name: row.companyName,
      basic_addon: { subscription_status: row.basicAddon },
      custom_addon: { subscription_status: row.customAddon },
      theme_color: row.themeColor,
      business_logo: row.businessLogo,
      showroom_subscription: row.showroomSubscription,
    },
    category: await loadMenu(db),
  };
}
