import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showroomSelection } from '../../lib/showroom-selection.ts';
import { notify } from '../../lib/toast.ts';
import { demoShopProfile } from '../../testing/catalog-fixtures.ts';
import { fakeApi, ok } from '../../testing/fake-api.ts';
import { ShowroomEntry } from './ShowroomEntry.tsx';

const PROFILE = demoShopProfile({ theme_color: '#0f766e' });

function open() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <ShowroomEntry /> },
      { path: '/visualize/contractor/all', element: <p>Showroom shopping</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router };
}

describe('Enter-Showroom-ID form (spec point 4)', () => {
  afterEach(() => {
    showroomSelection.clear();
    vi.restoreAllMocks();
  });

  it('looks up nothing for 1–2 characters, searches from 3, and looks up in full at exactly 8', async () => {
    const api = fakeApi({
      'GET /api/visualization/showrooms': ok([
        { id: 1, company_name: 'Golden State Remodeling', vsd_id: 'DEMO2026' },
      ]),
      'GET /api/visualization/shop_profile': ok({ profile: PROFILE, category: [] }),
    });
    const ui = open();
    const field = screen.getByLabelText(/^Showroom ID/);
    const next = screen.getByRole('button', { name: 'Next' });
    await ui.user.type(field, 'DE');
    await new Promise((r) => setTimeout(r, 400));
    // (The empty field's own search may already have run on a slow machine: 1–2 characters add none.)
    const typedSearches = () =>
      api.calls('GET /api/visualization/showrooms').filter((call) => (call.query.get('s') ?? '') !== '');
    expect(typedSearches()).toHaveLength(0);
    expect((next as HTMLButtonElement).disabled).toBe(true);

    await ui.user.type(field, 'M');
    await screen.findByRole('button', { name: /Golden State Remodeling/ });
    expect(api.calls('GET /api/visualization/showrooms').at(-1)?.query.get('s')).toBe('DEM');

    await ui.user.type(field, 'O2026');
    await screen.findByRole('status');
    expect(api.calls('GET /api/visualization/shop_profile')[0].query.get('vsd_id')).toBe('DEMO2026');
    expect((next as HTMLButtonElement).disabled).toBe(false);

    await ui.user.click(next);
    await screen.findByText('Showroom shopping');
    expect(showroomSelection.get()).toMatchObject({
      showroom: 2,
      shop_id: 1,
      vsd_id: 'DEMO2026',
      custom_addon: 1,
    });
  });

  it('warns with the spec text when no showroom matches, and keeps Next disabled', async () => {
    const warning = vi.spyOn(notify, 'warning');
    fakeApi({ 'GET /api/visualization/shop_profile': ok({}) });
    const ui = open();
    await ui.user.type(screen.getByLabelText(/^Showroom ID/), 'NOPE0000');
    await waitFor(() =>
      expect(warning).toHaveBeenCalledWith('No Showroom Found, Please Enter Correct Showroom Id.'),
    );
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers Continue Shopping and New Showroom once a showroom is selected', async () => {
    fakeApi({});
    showroomSelection.select({
      showroom: 2,
      vsd_id: 'DEMO2026',
      company_name: 'Golden State Remodeling',
      theme_color: null,
      business_logo: null,
      custom_addon: 0,
      basic_addon: null,
      showroom_subscription: null,
    });
    const ui = open();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe(
      '/visualize/contractor/all',
    );
    await ui.user.click(screen.getByRole('button', { name: 'New Showroom' }));
    expect(screen.getByLabelText(/^Showroom ID/)).toBeTruthy();
  });
});
