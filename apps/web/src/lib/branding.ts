import { contractorThemeApplies, showroomThemeApplies } from '@app/domain/catalog/theme';
import { useSession } from './session.tsx';
import { useSelectedShowroom } from './showroom-selection.ts';

export type Branding = { color: string; logo: string | null; name: string };

/**
 * The branding in force (spec point 4 "Theme"): the selected showroom's colour and logo when its custom
 * add-on is on; else a signed-in Contractor's own shop when their subscription qualifies; else none.
 */
export function useBranding(): Branding | null {
  const { selected } = useSelectedShowroom();
  const { user } = useSession();
  if (selected && showroomThemeApplies(selected)) {
    return { color: selected.theme_color!, logo: selected.business_logo, name: selected.company_name };
  }
  if (user && contractorThemeApplies(user) && user.shop_profile) {
    return {
      color: user.shop_profile.theme_color!,
      logo: user.shop_profile.business_logo,
      name: user.shop_profile.company_name,
    };
  }
  return null;
}
