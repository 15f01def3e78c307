import type { MenuDepartment } from '@app/domain/catalog/contract';
import type { ShopProfile as ShopProfileView } from '@app/domain/showrooms/contract';
import type { Database } from '../../db/client.ts';
import type { ShowroomRef } from '../catalog/catalog.schemas.ts';
import { loadMenu } from '../catalog/menu.repository.ts';
import { findShowroomByRef } from './showrooms.repository.ts';

/** A found showroom's answer (the domain's contract: `{}` is answered when none matches). */
export type ShopProfile = { profile: ShopProfileView; category: MenuDepartment[] };

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
