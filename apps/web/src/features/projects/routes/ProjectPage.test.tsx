import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAuthToken } from '../../../lib/storage.ts';
import { fakeApi, invalid, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../testing/users.ts';
import { overviewOf, PRO } from '../testing/fixtures.ts';
import ProjectPage from './ProjectPage.tsx';

const open = (url = '/projects/5') => renderPage(ProjectPage, { route: '/projects/:id', url });
const shared = {
  project_id: 5,
  shared_at: '2026-11-22T18:00:00Z',
  pro: { user_id: 30, name: 'Carl Pro', company_name: 'Carl Builds' },
};

describe('/projects/{id}: the project’s page (issue 24)', () => {
  it('Share with contractor: the spec’s share call, its answer as the toast, then the project shows it shared', async () => {
    setAuthToken(TOKEN);
    let sharedAt: string | null = null;
    const api = fakeApi({
      'GET /api/authuser': ok(authUser()),
      'GET /api/project/5': () => ok(overviewOf({ shared_with_pro_at: sharedAt })),
      'GET /api/project/share_to_contractor/5': () => {
        sharedAt = shared.shared_at;
        return ok(shared, 'Project shared with your contractor.');
      },
    });
    const ui = open();
    expect(await screen.findByText('Not shared')).toBeTruthy();
    await ui.user.click(screen.getByRole('button', { name: 'Share with contractor' }));
    expect(await screen.findByText('Project shared with your contractor.')).toBeTruthy();
    expect(await screen.findByText('Shared 11.22.2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Share with contractor' })).toBeNull();
    expect(api.calls('GET /api/project/share_to_contractor/5')).toHaveLength(1);
  });

  it('a refusal of sharing is a toast in the server’s words; without a showroom the owner sets one first', async () => {
    setAuthToken(TOKEN);
    let showroom: ReturnType<typeof overviewOf>['showroom'] = null;
    const api = fakeApi({
      'GET /api/authuser': ok(authUser()),
      'GET /api/project/5': ok(overviewOf()),
      'GET /api/project/share_to_contractor/5': invalid({
        project: ['Choose a showroom for this project before sharing it.'],
      }),
      'GET /api/project/6': () => ok(overviewOf({ id: 6, showroom })),
      'POST /api/projectCart/update_project_cart': () => {
        showroom = overviewOf().showroom;
        return ok({}, 'Cart updated successfully.');
      },
    });
    const ui = open();
    await ui.user.click(await screen.findByRole('button', { name: 'Share with contractor' }));
    expect(await screen.findByText('Choose a showroom for this project before sharing it.')).toBeTruthy();
    ui.unmount();
    const page = open('/projects/6');
    expect(await screen.findByText('Choose a showroom for this project before sharing it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Share with contractor' })).toBeNull();
    // The owner sets the showroom by its ID (the spec's update_project_cart), then may share.
    await page.user.type(screen.getByRole('textbox', { name: 'Contractor’s showroom ID' }), 'carl0001');
    await page.user.click(screen.getByRole('button', { name: 'Set' }));
    expect(await screen.findByText('Cart updated successfully.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Share with contractor' })).toBeTruthy();
    expect(api.calls('POST /api/projectCart/update_project_cart')[0]!.body).toEqual({
      project: 6,
      vsd_id: 'CARL0001',
    });
  });

  it('says what goes where when the project is empty: no rooms, no checklist, no activity', async () => {
    setAuthToken(TOKEN);
    fakeApi({
      'GET /api/authuser': ok(authUser()),
      'GET /api/project/5': ok(overviewOf()),
      'GET /api/projectChecklist/5': ok(null),
    });
    const ui = open();
    expect(await screen.findByRole('heading', { name: 'No rooms yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Design a room in 3-D' }).getAttribute('href')).toBe(
      '/visualize',
    );
    expect(screen.getByText('No checklist items yet')).toBeTruthy();
    expect(screen.getByText('Nothing has happened here yet.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Orders' })).toBeNull();
    const tabs = screen.getByRole('tablist', { name: 'Project' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual([
      'Overview',
      'Checklist0',
      'Estimates',
      'Chat',
      'Designers0',
      'Photos',
      'Measured rooms',
      'Activity',
    ]);
    // Keyboard: the arrow moves to the checklist tab and shows it.
    within(tabs).getByRole('tab', { name: 'Overview' }).focus();
    await ui.user.keyboard('{ArrowRight}');
    expect(
      within(tabs)
        .getByRole('tab', { name: /Checklist/ })
        .getAttribute('aria-selected'),
    ).toBe('true');
    expect(await screen.findByRole('heading', { name: 'No checklist items yet' })).toBeTruthy();
    expect(ui.router.state.location.search).toBe('?tab=checklist');
  });

  it('lists the orders placed from the project, with what was paid, and links to the owner’s orders', async () => {
    setAuthToken(TOKEN);
    const placed = { number: 100123, placed_at: '2026-11-21T18:00:00Z', charge_cents: 123_456, lines: 3 };
    fakeApi({
      'GET /api/authuser': ok(authUser()),
      'GET /api/project/5': ok(overviewOf({ orders: [placed] })),
      'GET /api/projectChecklist/5': ok(null),
    });
    open();
    const orders = await screen.findByRole('region', { name: 'Orders' });
    expect(within(orders).getByText('Order #100123')).toBeTruthy();
    expect(within(orders).getByText('$1,234.56')).toBeTruthy();
    expect(within(orders).getByText(/11\.21\.2026 · 3 items/)).toBeTruthy();
    expect(within(orders).getByRole('link', { name: 'Your orders' }).getAttribute('href')).toBe(
      '/your_orders',
    );
  });

  it('the pro it was shared with sees the people and no share button; anyone else finds nothing', async () => {
    setAuthToken(TOKEN);
    const people = [
      ...overviewOf().people,
      { ...PRO, email: 'carl@example.test', phone_number: '4155550100', company_name: 'Carl Builds' },
    ];
    fakeApi({
      'GET /api/authuser': ok(authUser({ id: 30, user_id: 30, type: 'Contractor' })),
      'GET /api/project/5': ok(overviewOf({ role: 'pro', people, shared_with_pro_at: shared.shared_at })),
    });
    const ui = renderPage(ProjectPage, { route: '/pro/projects/:id', url: '/pro/projects/5' });
    const list = await screen.findByRole('list', { name: 'People' });
    expect(within(list).getByText('(you)')).toBeTruthy();
    expect(within(list).getByRole('link', { name: '(415) 555-0100' }).getAttribute('href')).toBe(
      'tel:4155550100',
    );
    expect(screen.getByText('You are the contractor')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Share with contractor' })).toBeNull();
    expect(screen.getByRole('link', { name: /All projects/ }).getAttribute('href')).toBe('/pro/projects');
    ui.unmount();
    fakeApi({
      'GET /api/authuser': ok(authUser()),
      'GET /api/project/7': { status: 404, body: { message: 'Record not found for processing.' } },
    });
    open('/projects/7');
    expect(await screen.findByRole('heading', { name: 'This project is not here' })).toBeTruthy();
  });
});
