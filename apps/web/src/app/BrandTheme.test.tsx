import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionProvider } from '../lib/session.tsx';
import { showroomSelection } from '../lib/showroom-selection.ts';
import { BrandTheme } from './BrandTheme.tsx';

const showroom = (custom_addon: unknown) => ({
  showroom: 2,
  vsd_id: 'DEMO2026',
  company_name: 'Golden State Remodeling',
  theme_color: '#7c2d12',
  business_logo: '/media/showrooms/DEMO2026.svg',
  custom_addon: custom_addon as number,
  basic_addon: 'active',
  showroom_subscription: 'Premium',
});

/** The rule BrandTheme draws, or '' without one. */
const themeRule = () => document.querySelector('style')?.textContent ?? '';

describe('BrandTheme (spec point 4)', () => {
  afterEach(() => showroomSelection.clear());

  it("paints the selected showroom's colour when its custom add-on is on, and restores it after", () => {
    showroomSelection.select(showroom(1));
    const view = render(
      <SessionProvider>
        <BrandTheme />
      </SessionProvider>,
    );
    expect(themeRule()).toContain('--color-brand-600:#7c2d12;');
    expect(themeRule()).toContain('--color-brand-50:#f7f2f1;');
    expect(themeRule()).toContain('--showroom-theme:#7c2d12');
    view.unmount();
    expect(themeRule()).toBe('');
  });

  it('keeps the default colours for a showroom without the add-on', () => {
    showroomSelection.select(showroom(0));
    render(
      <SessionProvider>
        <BrandTheme />
      </SessionProvider>,
    );
    expect(themeRule()).toBe('');
  });
});
