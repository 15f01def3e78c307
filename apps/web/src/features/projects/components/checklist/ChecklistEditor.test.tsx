import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAuthToken } from '../../../../lib/storage.ts';
import { type FakeReply, fakeApi, ok } from '../../../../testing/fake-api.ts';
import { renderPage } from '../../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../../testing/users.ts';
import ProjectPage from '../../routes/ProjectPage.tsx';
import { checklistOf, ITEM_A, ITEM_B, ITEM_C, itemOf, overviewOf, PRO } from '../../testing/fixtures.ts';

const tile = (over: Record<string, unknown> = {}) =>
  itemOf(ITEM_A, {
    title: 'Floor tile',
    dimensions: { unit: 'in', width: 120, length: 60 },
    quantity: 12,
    ...over,
  });
const vanity = itemOf(ITEM_B, { kind: 'fixture', title: 'Vanity', status: 'chosen' });

const open = () => renderPage(ProjectPage, { route: '/projects/:id', url: '/projects/5?tab=checklist' });

describe('the project’s checklist editor (issue 24): a stale save never loses the member’s change', () => {
  it('shows the items with their measures in both units, and edits a status in place', async () => {
    setAuthToken(TOKEN);
    const api = fakeApi({
      'GET /api/authuser': ok(authUser()),
      'GET /api/project/5': ok(overviewOf()),
      'GET /api/projectChecklist/5': ok(checklistOf(3, [tile(), vanity])),
      'PUT /api/projectChecklist/9': ok(
        checklistOf(4, [tile({ status: 'ordered' }), vanity]),
        'Checklist updated.',
      ),
    });
    const ui = open();
    const table = await screen.findByRole('table', { name: 'Checklist items' });
    expect(within(table).getByText('120 × 60 in (3,048 × 1,524 mm)')).toBeTruthy();
    await ui.user.selectOptions(
      within(table).getByRole('combobox', { name: 'Status of Floor tile' }),
      'ordered',
    );
    expect(await screen.findByText('Checklist updated.')).toBeTruthy();
    const [put] = api.calls('PUT /api/projectChecklist/9');
    expect(put!.body).toMatchObject({
      version: 3,
      append_items: false,
      items: [
        { id: ITEM_A, status: 'ordered', dimensions: { unit: 'in', width: 120, length: 60, height: null } },
        { id: ITEM_B, status: 'chosen' },
      ],
    });
  });

  it('shows and edits a measure as it was typed: 18 in stays 18 in, never 17.99', async () => {
    setAuthToken(TOKEN);
    const typed = tile({ dimensions: { unit: 'in', width: 120, height: 18.125 } });
    const api = fakeApi({
      'GET /api/authuser': ok(authUser()),
      'GET /api/project/5': ok(overviewOf()),
      'GET /api/projectChecklist/5': ok(checklistOf(3, [typed])),
      'PUT /api/projectChecklist/9': ok(checklistOf(4, [typed]), 'Checklist updated.'),
    });
    const ui = open();
    const table = await screen.findByRole('table', { name: 'Checklist items' });
    expect(within(table).getByText('120 × 18.125 in (3,048 × 460 mm)')).toBeTruthy();
    await ui.user.click(within(table).getByRole('button', { name: 'Edit Floor tile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Floor tile”' });
    expect(within(dialog).getByRole('textbox', { name: 'Height (in)' })).toHaveProperty('value', '18.125');
    await ui.user.clear(within(dialog).getByRole('textbox', { name: 'Height (in)' }));
    await ui.user.type(within(dialog).getByRole('textbox', { name: 'Height (in)' }), '18');
    expect(within(dialog).getByText('Shown as 120 × 18 in (3,048 × 457 mm)')).toBeTruthy();
    await ui.user.click(within(dialog).getByRole('button', { name: 'Save item' }));
    expect(await screen.findByText('Checklist updated.')).toBeTruthy();
    expect(api.calls('PUT /api/projectChecklist/9')[0]!.body).toMatchObject({
      items: [{ id: ITEM_A, dimensions: { unit: 'in', width: 120, length: null, height: 18 } }],
    });
  });

  it('on a 409 shows the other person’s copy, keeps the change, and makes it again on their copy', async () => {
    setAuthToken(TOKEN);
    // Someone else noted something on the tile and added an item since this member loaded the list.
    const theirs = checklistOf(4, [
      tile({ notes: 'Carl: order 10% extra' }),
      vanity,
      itemOf(ITEM_C, { title: 'Outlet' }),
    ]);
    const puts: FakeReply[] = [
      {
        status: 409,
        body: {
          message: 'Someone else changed this checklist. Here is the latest copy; make your change again.',
          current: theirs,
        },
      },
      ok(
        checklistOf(5, [tile({ notes: 'Carl: order 10% extra', status: 'installed' }), vanity]),
        'Checklist updated.',
      ),
    ];
    const api = fakeApi({
      'GET /api/authuser': ok(authUser()),
      'GET /api/project/5': ok(overviewOf()),
      'GET /api/projectChecklist/5': ok(checklistOf(3, [tile(), vanity])),
      'PUT /api/projectChecklist/9': () => puts.shift()!,
    });
    const ui = open();
    const status = await screen.findByRole('combobox', { name: 'Status of Floor tile' });
    await ui.user.selectOptions(status, 'installed');

    const notice = await screen.findByRole('alert', { name: 'Someone else changed this checklist' });
    expect(within(notice).getByText('“Floor tile”: status to Installed')).toBeTruthy();
    // Their copy is on screen: their note, their new item (marked), the tile still as they left it.
    expect(screen.getByText('Carl: order 10% extra')).toBeTruthy();
    expect(screen.getByText('Outlet')).toBeTruthy();
    expect(screen.getAllByText('Just changed')).toHaveLength(2);
    expect((screen.getByRole('combobox', { name: 'Status of Floor tile' }) as HTMLSelectElement).value).toBe(
      'to_decide',
    );
    // Nothing else can be changed until the member decides about their change.
    expect((screen.getByRole('button', { name: 'Add item' }) as HTMLButtonElement).disabled).toBe(true);
    expect(document.activeElement).toBe(notice);

    await ui.user.click(within(notice).getByRole('button', { name: 'Apply my change again' }));
    expect(await screen.findByText('Checklist updated.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Someone else changed this checklist')).toBeNull());
    const second = api.calls('PUT /api/projectChecklist/9')[1]!.body as { version: number; items: object[] };
    expect(second.version).toBe(4);
    expect(second.items).toEqual([
      expect.objectContaining({ id: ITEM_A, status: 'installed', notes: 'Carl: order 10% extra' }),
      expect.objectContaining({ id: ITEM_B }),
      expect.objectContaining({ id: ITEM_C, title: 'Outlet' }),
    ]);
  });

  it('an item someone removed meanwhile can be added again as the member left it', async () => {
    setAuthToken(TOKEN);
    const api = fakeApi({
      'GET /api/authuser': ok(authUser()),
      'GET /api/project/5': ok(overviewOf()),
      'GET /api/projectChecklist/5': ok(checklistOf(3, [tile(), vanity])),
      'PUT /api/projectChecklist/9': (r) =>
        (r.body as { version: number }).version === 3
          ? { status: 409, body: { message: 'Stale', current: checklistOf(4, [vanity]) } }
          : ok(checklistOf(5, [vanity, tile({ status: 'ordered' })]), 'Checklist updated.'),
    });
    const ui = open();
    await ui.user.selectOptions(
      await screen.findByRole('combobox', { name: 'Status of Floor tile' }),
      'ordered',
    );
    // Made again on their copy, the tile is not there: the notice says so.
    await ui.user.click(await screen.findByRole('button', { name: 'Apply my change again' }));
    const notice = await screen.findByRole('alert', { name: 'This item was removed by someone else' });
    await ui.user.click(within(notice).getByRole('button', { name: 'Add it again' }));
    expect(await screen.findByText('Checklist updated.')).toBeTruthy();
    const last = api.calls('PUT /api/projectChecklist/9').at(-1)!.body as Record<string, unknown>;
    expect(last).toMatchObject({
      version: 4,
      append_items: true,
      items: [{ title: 'Floor tile', status: 'ordered', quantity: 12 }],
    });
    expect((last.items as object[])[0]).not.toHaveProperty('id');
  });

  it('adds an item through the form, its errors under their fields, and starts the checklist when there is none', async () => {
    setAuthToken(TOKEN);
    const pro = { ...PRO, email: 'carl@example.test', phone_number: '', company_name: 'Carl Builds' };
    const api = fakeApi({
      'GET /api/authuser': ok(authUser()),
      'GET /api/project/5': ok(overviewOf({ people: [...overviewOf().people, pro] })),
      'GET /api/projectChecklist/5': ok(null),
      'POST /api/projectChecklist': (r) => ({
        status: 201,
        body: {
          success: true,
          message: 'Checklist created.',
          data: checklistOf(1, [
            itemOf(ITEM_A, (r.body as { items: object[] }).items[0] as Record<string, unknown>),
          ]),
        },
      }),
    });
    const ui = open();
    expect(await screen.findByText('No checklist items yet')).toBeTruthy();
    await ui.user.click(screen.getByRole('button', { name: 'Add item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a checklist item' });
    await ui.user.click(within(dialog).getByRole('button', { name: 'Add item' }));
    expect(within(dialog).getByRole('textbox', { name: /^Room/ }).getAttribute('aria-invalid')).toBe('true');
    await ui.user.type(within(dialog).getByRole('textbox', { name: /^Room/ }), 'Kitchen');
    await ui.user.type(within(dialog).getByRole('textbox', { name: /^Item/ }), 'Backsplash');
    await ui.user.selectOptions(within(dialog).getByRole('combobox', { name: 'Unit' }), 'mm');
    await ui.user.type(within(dialog).getByRole('textbox', { name: 'Width (mm)' }), '3048');
    await ui.user.type(within(dialog).getByRole('textbox', { name: 'Height (mm)' }), '457');
    expect(within(dialog).getByText('Shown as 3,048 × 457 mm (120 × 17.99 in)')).toBeTruthy();
    await ui.user.selectOptions(within(dialog).getByRole('combobox', { name: 'Assignee' }), 'Carl Pro');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Add item' }));
    expect(await screen.findByText('Checklist created.')).toBeTruthy();
    expect(api.calls('POST /api/projectChecklist')[0]!.body).toMatchObject({
      project_id: 5,
      items: [
        {
          room: 'Kitchen',
          title: 'Backsplash',
          dimensions: { unit: 'mm', width: 3048, height: 457 },
          assignee_id: 30,
        },
      ],
    });
    expect(await screen.findByRole('table', { name: 'Checklist items' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
