import { PREMIUM_BRANDING_AMOUNT } from '../shared/constants.ts';
import { isLive } from '../subscriptions/status.ts';

/**
 * A showroom's own theme applies when its custom add-on is on (spec point 4: custom_addon 1 or 'true').
 * Our API reports add-ons by status, so 'active' counts as on too.
 */
export const showroomThemeApplies = (item: { custom_addon?: unknown; theme_color?: string | null }) =>
  !!item.theme_color && [1, '1', true, 'true', 'active'].includes(item.custom_addon as never);

type ThemedUser = {
  type: string;
  custom_addon?: { subscription_status: string } | null;
  latest_subscription?: { subscription_status: string; plan: string | null; paid_amount: number } | null;
  shop_profile?: { theme_color: string | null } | null;
};

/**
 * A Contractor with an active custom add-on, or a Premium plan paid exactly 199, and a theme colour. The plan
 * must still be live (active, or past_due while its renewal is retried): a lapsed one brands nothing.
 */
export function contractorThemeApplies(user: ThemedUser): boolean {
  if (user.type !== 'Contractor' || !user.shop_profile?.theme_color) return false;
  const addon = user.custom_addon?.subscription_status === 'active';
  const plan = user.latest_subscription;
  const premium =
    plan?.plan === 'Premium' &&
    plan.paid_amount === PREMIUM_BRANDING_AMOUNT &&
    isLive(plan.subscription_status);
  return addon || premium;
}

const HEX = /^#([0-9a-f]{6})$/i;
/** Tints and shades of a theme colour, as the 50–900 scale the stylesheet uses; the given colour is 600. */
export function brandScale(hex: string): Record<string, string> | null {
  const match = HEX.exec(hex.trim());
  if (!match) return null;
  const n = Number.parseInt(match[1], 16);
  const rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  const mix = (amount: number) => {
    const [r, g, b] = rgb.map((c) => Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount)));
    return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
  };
  const steps: Record<string, number> = {
    50: 0.94,
    100: 0.85,
    200: 0.7,
    300: 0.5,
    400: 0.3,
    500: 0.15,
    600: 0,
    700: -0.18,
    800: -0.32,
    900: -0.5,
  };
  return Object.fromEntries(Object.entries(steps).map(([k, v]) => [k, mix(v)]));
}
