import { ESTIMATE_MESSAGES } from '@app/domain/estimates/requests';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAuthToken } from '../../../../lib/storage.ts';
import { type FakeReply, fakeApi, ok } from '../../../../testing/fake-api.ts';
import { renderPage } from '../../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../../testing/users.ts';
import ProjectPage from '../../routes/ProjectPage.tsx';
import { BATH_LINES, cardOf, proEstimateOf, proVersionOf } from '../../testing/estimate-fixtures.ts';
import { overviewOf } from '../../testing/fixtures.ts';

type Body = {
  base_version: number;
  lines: { id?: string; description: string; quantity: number; unit_cost_cents: number }[];
};

// Someone else's version 2: the permit now costs $400.00.
const theirLines = BATH_LINES.map((l) =>
  l.id === 'line:permit' ? { ...l, unit_cost_cents: 40_000, unit_price_cents: 40_000 } : l,
);

describe('The estimate’s line editor (issue 25, drafters)', () => {
  it('checks lines before sending; a 409 shows their version and keeps the member’s edit to save again', async () => {
    setAuthToken(TOKEN);
    let estimate = proEstimateOf([proVersionOf(1)]);
    const v2 = proEstimateOf([
      proVersionOf(2, { lines: theirLines, changes: ['Permit: $350.00 → $400.00'] }),
      proVersionOf(1),
    ]);
    const posted: Body[] = [];
    const api = fakeApi({
      'GET /api/authuser': ok(authUser({ id: 30, user_id: 30, type: 'Contractor' })),
      'GET /api/project/5': ok(overviewOf({ role: 'pro' })),
      'GET /api/project/5/estimates': () => ok([cardOf({ version: estimate.version })]),
      'GET /api/project/5/estimates/77': () => ok(estimate),
      'POST /api/project/5/estimates/77/versions': (request): FakeReply => {
        const body = request.body as Body;
        posted.push(body);
        if (body.base_version === 1) {
          estimate = v2;
          return { status: 409, body: { message: ESTIMATE_MESSAGES.stale, current: v2 } };
        }
        estimate = proEstimateOf([proVersionOf(3, { lines: theirLines }), ...v2.versions]);
        return { status: 201, body: { success: true, message: 'The new version is saved.', data: estimate } };
      },
    });
    const ui = renderPage(ProjectPage, { route: '/pro/projects/:id', url: '/pro/projects/5?tab=estimates' });
    await ui.user.click(await screen.findByRole('button', { name: /Estimate 77, version 1/ }));
    await ui.user.click(await screen.findByRole('button', { name: 'Edit lines' }));

    const labour = screen.getByRole('group', { name: '2. Floor tile installation' });
    const quantity = within(labour).getByRole('textbox', { name: 'Quantity (sq ft)' });
    await ui.user.clear(quantity);
    await ui.user.type(quantity, '55');
    // A material's price is the showroom's: no cost or markup to edit.
    const tile = screen.getByRole('group', { name: '1. Carrara hex floor tile' });
    expect(within(tile).queryByRole('textbox', { name: 'Unit cost ($)' })).toBeNull();
    await ui.user.click(screen.getByRole('button', { name: 'Add a fee' }));
    const fee = screen.getByRole('group', { name: '5. New fee line' });
    await ui.user.type(within(fee).getByRole('textbox', { name: 'Unit cost ($)' }), 'lots');
    await ui.user.click(screen.getByRole('button', { name: 'Save as version 2' }));
    expect(await within(fee).findByText('The description field is required.')).toBeTruthy();
    expect(within(fee).getByRole('textbox', { name: 'Unit cost ($)' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(api.calls('POST /api/project/5/estimates/77/versions')).toHaveLength(0);

    await ui.user.type(within(fee).getByRole('textbox', { name: 'Description' }), 'Disposal');
    await ui.user.clear(within(fee).getByRole('textbox', { name: 'Unit cost ($)' }));
    await ui.user.type(within(fee).getByRole('textbox', { name: 'Unit cost ($)' }), '150');
    await ui.user.click(screen.getByRole('button', { name: 'Save as version 2' }));

    // Someone saved version 2 first: their permit, the member's quantity and fee, to save as version 3.
    // The conflict's own notice (a toast may be another alert on the page).
    const notice = (await screen.findByText('Someone saved version 2 first')).closest('[role="alert"]');
    expect(notice?.textContent).toContain('Your 2 edits are kept');
    expect(
      within(screen.getByRole('group', { name: '2. Floor tile installation' })).getByRole('textbox', {
        name: 'Quantity (sq ft)',
      }),
    ).toHaveProperty('value', '55');
    expect(
      within(screen.getByRole('group', { name: '4. Permit' })).getByRole('textbox', {
        name: 'Unit cost ($)',
      }),
    ).toHaveProperty('value', '400.00');
    expect(screen.getByRole('group', { name: '5. Disposal' })).toBeTruthy();
    await ui.user.click(screen.getByRole('button', { name: 'Save as version 3' }));

    expect(await screen.findByText('The new version is saved.')).toBeTruthy();
    expect(posted).toHaveLength(2);
    const again = posted[1]!;
    expect(again.base_version).toBe(2);
    expect(again.lines.map((l) => [l.id, l.description, l.quantity, l.unit_cost_cents])).toEqual([
      ['41:material:TILE1#7', 'Carrara hex floor tile', 6, 8_450],
      ['41:labour:floor_tile', 'Floor tile installation', 55, 800],
      ['41:allowance:vanity', 'Vanity allowance', 1, 80_000],
      ['line:permit', 'Permit', 1, 40_000],
      [undefined, 'Disposal', 1, 15_000],
    ]);
    expect(await screen.findByRole('article', { name: /Estimate #77/ })).toBeTruthy();
  });
});
