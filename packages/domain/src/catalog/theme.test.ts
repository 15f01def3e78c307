import { describe, expect, it } from 'vitest';
import { brandScale, contractorThemeApplies, showroomThemeApplies } from './theme.ts';

describe('showroom theme (spec point 4)', () => {
  it('applies for custom_addon 1 or "true" with a theme colour, not otherwise', () => {
    expect(showroomThemeApplies({ custom_addon: 1, theme_color: '#123456' })).toBe(true);
    expect(showroomThemeApplies({ custom_addon: 'true', theme_color: '#123456' })).toBe(true);
    expect(showroomThemeApplies({ custom_addon: 'active', theme_color: '#123456' })).toBe(true);
    expect(showroomThemeApplies({ custom_addon: 0, theme_color: '#123456' })).toBe(false);
    expect(showroomThemeApplies({ custom_addon: null, theme_color: '#123456' })).toBe(false);
    expect(showroomThemeApplies({ custom_addon: 1, theme_color: null })).toBe(false);
  });
});

describe('contractor theme', () => {
  const pro = { type: 'Contractor', shop_profile: { theme_color: '#0f766e' } };
  it('needs an active custom add-on or a Premium plan paid exactly 199', () => {
    expect(contractorThemeApplies({ ...pro, custom_addon: { subscription_status: 'active' } })).toBe(true);
    const premium = (paid: number) => ({ subscription_status: 'active', plan: 'Premium', paid_amount: paid });
    expect(contractorThemeApplies({ ...pro, latest_subscription: premium(199) })).toBe(true);
    expect(contractorThemeApplies({ ...pro, latest_subscription: premium(198) })).toBe(false);
    expect(contractorThemeApplies({ ...pro, latest_subscription: { ...premium(199), plan: 'Basic' } })).toBe(
      false,
    );
  });
  it('needs a Contractor with a theme colour', () => {
    const addon = { custom_addon: { subscription_status: 'active' } };
    expect(contractorThemeApplies({ ...pro, ...addon, type: 'User' })).toBe(false);
    expect(
      contractorThemeApplies({ ...addon, type: 'Contractor', shop_profile: { theme_color: null } }),
    ).toBe(false);
  });
});

describe('brandScale', () => {
  it('keeps the colour at 600 and runs light to dark', () => {
    const scale = brandScale('#0f766e')!;
    expect(scale['600']).toBe('#0f766e');
    expect(scale['50'] > scale['900']).toBe(true);
    expect(brandScale('red')).toBeNull();
  });
});
