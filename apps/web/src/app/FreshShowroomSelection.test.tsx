import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showroomSelection } from '../lib/showroom-selection.ts';
import { readStored, STORAGE_KEYS, writeStored } from '../lib/storage.ts';
import { fakeApi, ok } from '../testing/fake-api.ts';
import { FreshShowroomSelection } from './FreshShowroomSelection.tsx';

afterEach(() => {
  showroomSelection.clear();
  vi.unstubAllGlobals();
});

const OLD_LOGO = `/media/logos/${'a'.repeat(64)}.webp`;
const NEW_LOGO = `/media/logos/${'b'.repeat(64)}.webp`;

const stored = (vsd_id: string) => ({
  showroom: 2,
  vsd_id,
  company_name: 'Golden State Remodeling',
  theme_color: '#b45309',
  business_logo: OLD_LOGO,
  custom_addon: 1,
  basic_addon: 'active',
  showroom_subscription: 'Premium',
  // The visualizer's keys in my_item stay.
  is_3d: 1,
});

const profile = (vsd_id: string, changes: Record<string, unknown> = {}) => ({
  id: 7,
  user_id: 2,
  vsd_id,
  company_name: 'Golden State Remodeling',
  basic_addon: { subscription_status: 'active' },
  custom_addon: { subscription_status: 'active' },
  theme_color: '#b45309',
  business_logo: NEW_LOGO,
  showroom_subscription: 'Premium',
  ...changes,
});

/** The stored showroom is re-read once per page load (a pro's new logo is a new URL, decisions/0012). */
describe('FreshShowroomSelection', () => {
  it('updates a stored selection whose logo and add-on changed, keeping the other keys of my_item', async () => {
    writeStored(STORAGE_KEYS.my_item, stored('FRESH001'));
    const api = fakeApi({
      'GET /api/visualization/shop_profile': ok({
        profile: profile('FRESH001', { custom_addon: { subscription_status: null } }),
        category: [],
      }),
    });
    const view = render(<FreshShowroomSelection />);
    await waitFor(() => expect(showroomSelection.get()?.business_logo).toBe(NEW_LOGO));
    expect(showroomSelection.get()?.custom_addon).toBe(0);
    expect(readStored<{ is_3d?: number }>(STORAGE_KEYS.my_item)?.is_3d).toBe(1);
    expect(api.calls('GET /api/visualization/shop_profile')[0].query.get('vsd_id')).toBe('FRESH001');
    view.unmount();
    render(<FreshShowroomSelection />);
    expect(api.calls('GET /api/visualization/shop_profile')).toHaveLength(1);
  });

  it('keeps the stored copy when the showroom cannot be read', async () => {
    writeStored(STORAGE_KEYS.my_item, stored('FRESH002'));
    const api = fakeApi({});
    render(<FreshShowroomSelection />);
    await waitFor(() => expect(api.calls('GET /api/visualization/shop_profile')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(showroomSelection.get()?.business_logo).toBe(OLD_LOGO);
  });
});
