import { ESTIMATE_MESSAGES } from '@app/domain/estimates/requests';
import type { ProjectRoom } from '@app/domain/projects/overview';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '../../../../lib/storage.ts';
import { type FakeReply, fakeApi, invalid, ok } from '../../../../testing/fake-api.ts';
import { renderPage } from '../../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../../testing/users.ts';
import ProjectPage from '../../routes/ProjectPage.tsx';
import { cardOf, clientEstimateOf, proEstimateOf, proVersionOf } from '../../testing/estimate-fixtures.ts';
import { overviewOf } from '../../testing/fixtures.ts';

const created = (data: unknown, message: string): FakeReply => ({
  status: 201,
  body: { success: true, message, data },
});

const bath: ProjectRoom = {
  id: 41,
  name: 'Hall bath',
  floorplan: 'bath-5x8',
  floorTemplate: null,
  version: 3,
  version_count: 3,
  updated_at: '2026-11-27T18:00:00Z',
};

const open = (portal: boolean) =>
  portal
    ? renderPage(ProjectPage, { route: '/pro/projects/:id', url: '/pro/projects/5?tab=estimates' })
    : renderPage(ProjectPage, { route: '/projects/:id', url: '/projects/5?tab=estimates' });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('A project’s Estimates tab (issue 25)', () => {
  it.each([
    ['owner', false],
    ['pro', true],
    ['designer', true],
  ] as const)('is a tab for the %s, opened by ?tab=estimates', async (role, portal) => {
    setAuthToken(TOKEN);
    fakeApi({
      'GET /api/authuser': ok(authUser(role === 'owner' ? {} : { id: 30, user_id: 30, type: 'Contractor' })),
      'GET /api/project/5': ok(overviewOf({ role, rooms: [bath] })),
      'GET /api/project/5/estimates': ok([]),
    });
    open(portal);
    const tab = await screen.findByRole('tab', { name: 'Estimates' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('No estimates yet')).toBeTruthy();
    // Only drafters draft; the homeowner waits for what is sent.
    expect(screen.queryByRole('button', { name: 'Draft an estimate' }) !== null).toBe(role !== 'owner');
  });

  it('the pro drafts from a room, sees the lines and totals the server answered, and sends it', async () => {
    setAuthToken(TOKEN);
    let estimate = proEstimateOf([proVersionOf(1, { unrated: ['toilet'] })]);
    const api = fakeApi({
      'GET /api/authuser': ok(authUser({ id: 30, user_id: 30, type: 'Contractor' })),
      'GET /api/project/5': ok(overviewOf({ role: 'pro', rooms: [bath] })),
      'GET /api/project/5/estimates': ok([]),
      'POST /api/project/5/estimates': () => created(estimate, 'The estimate is drafted.'),
      'GET /api/project/5/estimates/77': () => ok(estimate),
      'POST /api/project/5/estimates/77/send': () => {
        estimate = proEstimateOf([proVersionOf(1, { sent_at: '2026-11-29T10:00:00Z' })], {
          status: 'sent',
          sent_version: 1,
        });
        return ok(estimate, 'The estimate is sent.');
      },
    });
    const ui = open(true);
    await ui.user.click(await screen.findByRole('button', { name: 'Draft an estimate' }));
    const form = await screen.findByRole('form', { name: 'Draft an estimate' });
    expect(within(form).getByRole('combobox', { name: 'Room' })).toHaveProperty('value', '41');
    // The defaults in words; the pro gives the vanity a lump sum and drops the mirror.
    const vanity = within(form).getByRole('combobox', { name: 'Vanities allowance' });
    expect(within(vanity).getByRole('option', { name: '$800.00 per piece' })).toBeTruthy();
    await ui.user.selectOptions(vanity, 'lump_sum');
    await ui.user.type(within(form).getByRole('textbox', { name: 'Vanities allowance in dollars' }), '900');
    await ui.user.selectOptions(within(form).getByRole('combobox', { name: 'Mirrors allowance' }), 'none');
    await ui.user.click(within(form).getByRole('radio', { name: /Open book/ }));
    await ui.user.clear(within(form).getByRole('textbox', { name: 'Deposit (%)' }));
    await ui.user.type(within(form).getByRole('textbox', { name: 'Deposit (%)' }), '20');
    await ui.user.click(screen.getByRole('button', { name: 'Draft the estimate' }));

    const estimateView = await screen.findByRole('article', { name: /Estimate #77/ });
    expect(api.calls('POST /api/project/5/estimates')[0]?.body).toEqual({
      design_id: 41,
      allowances: { vanity: { lump_sum_cents: 90_000 }, mirror: null },
      mode: 'open_book',
      deposit: { kind: 'percent', bps: 2_000 },
      valid_until: null,
      message: '',
    });
    expect(screen.getByText(/No rate for Toilets/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'add one in Rates' }).getAttribute('href')).toBe('/pro/rates');
    // The lines by room and trade, with cost and markup on the pro's copy.
    const tile = within(estimateView).getByRole('region', { name: 'Hall bath · Floor tile' });
    const labour = within(tile).getByText('Floor tile installation').closest('tr')!;
    expect(within(labour).getByText('48.37 sq ft')).toBeTruthy();
    expect(within(labour).getByText('$8.00')).toBeTruthy();
    expect(within(labour).getByText('20%')).toBeTruthy();
    expect(within(labour).getByText('$9.60')).toBeTruthy();
    expect(within(labour).getByText('$464.35')).toBeTruthy();
    // The totals as answered.
    const dl = within(estimateView).getByLabelText('Totals');
    expect(within(dl).getByText('Tax (7.25%, CA)')).toBeTruthy();
    expect(within(dl).getByText('$94.76')).toBeTruthy();
    expect(within(dl).getByText('$2,216.11')).toBeTruthy();
    // The deposit is of the pro's work: 20% of the labour and the permit.
    expect(within(dl).getByText('$162.87')).toBeTruthy();

    await ui.user.click(within(estimateView).getByRole('button', { name: 'Send v1 to the homeowner' }));
    expect(await screen.findByText('The estimate is sent.')).toBeTruthy();
    expect(api.calls('POST /api/project/5/estimates/77/send')[0]?.body).toEqual({ version: 1 });
    expect(within(estimateView).getByText('Sent')).toBeTruthy();
    expect(within(estimateView).queryByRole('button', { name: /Send v1/ })).toBeNull();
  });

  it('a send of a version someone else replaced: the server’s words, and their newer version to send', async () => {
    setAuthToken(TOKEN);
    const newer = proEstimateOf([
      proVersionOf(2, { changes: ['Added Permit: 1 each, $350.00'] }),
      proVersionOf(1),
    ]);
    const api = fakeApi({
      'GET /api/authuser': ok(authUser({ id: 30, user_id: 30, type: 'Contractor' })),
      'GET /api/project/5': ok(overviewOf({ role: 'pro', rooms: [bath] })),
      'GET /api/project/5/estimates': ok([cardOf()]),
      'GET /api/project/5/estimates/77': ok(proEstimateOf([proVersionOf(1)])),
      'POST /api/project/5/estimates/77/send': {
        status: 409,
        body: { message: ESTIMATE_MESSAGES.stale, current: newer },
      },
    });
    const ui = open(true);
    await ui.user.click(await screen.findByRole('button', { name: /Estimate 77, version 1/ }));
    await ui.user.click(await screen.findByRole('button', { name: 'Send v1 to the homeowner' }));
    expect(await screen.findByText(ESTIMATE_MESSAGES.stale)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Send v2 to the homeowner' })).toBeTruthy();
    expect(screen.getByText('Added Permit: 1 each, $350.00')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Version' })).toHaveProperty('value', '2');
    expect(api.calls('POST /api/project/5/estimates/77/send')).toHaveLength(1);
  });

  it('a refusal of the draft is shown next to its field, and nothing opens', async () => {
    setAuthToken(TOKEN);
    const api = fakeApi({
      'GET /api/authuser': ok(authUser({ id: 30, user_id: 30, type: 'Contractor' })),
      'GET /api/project/5': ok(overviewOf({ role: 'designer', rooms: [bath] })),
      'GET /api/project/5/estimates': ok([]),
      'POST /api/project/5/estimates': invalid({
        design_id: ['The design is not one of this project’s rooms.'],
        'allowances.vanity': ['The allowance may not be more than $10,000.00 a unit.'],
      }),
    });
    const ui = open(true);
    await ui.user.click(await screen.findByRole('button', { name: 'Draft an estimate' }));
    const form = await screen.findByRole('form', { name: 'Draft an estimate' });
    // An older version of the room may be drafted from.
    await ui.user.selectOptions(within(form).getByRole('combobox', { name: 'Design version' }), 'v2');
    await ui.user.selectOptions(
      within(form).getByRole('combobox', { name: 'Vanities allowance' }),
      'per_unit',
    );
    const amount = within(form).getByRole('textbox', { name: 'Vanities allowance in dollars' });
    await ui.user.type(amount, 'a lot');
    await ui.user.click(screen.getByRole('button', { name: 'Draft the estimate' }));
    // Not dollars: said on the field before anything is sent.
    expect(await within(form).findByText('Type the allowance in dollars, like 6.50.')).toBeTruthy();
    expect(api.calls('POST /api/project/5/estimates')).toHaveLength(0);

    await ui.user.clear(amount);
    await ui.user.type(amount, '20000');
    await ui.user.click(screen.getByRole('button', { name: 'Draft the estimate' }));
    expect(await within(form).findByText('The design is not one of this project’s rooms.')).toBeTruthy();
    expect(within(form).getByRole('combobox', { name: 'Room' }).getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('The allowance may not be more than $10,000.00 a unit.')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls('POST /api/project/5/estimates')[0]?.body).toMatchObject({
      design_id: 41,
      design_version: 2,
      allowances: { vanity: { per_unit_cents: 2_000_000 } },
      mode: 'fixed_price',
      deposit: { kind: 'percent', bps: 0 },
    });
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('an open book shows the homeowner every line with the pro’s cost and markup', async () => {
    setAuthToken(TOKEN);
    fakeApi({
      'GET /api/authuser': ok(authUser()),
      'GET /api/project/5': ok(overviewOf({ rooms: [bath] })),
      'GET /api/project/5/estimates': ok([cardOf({ status: 'sent', version: 2, mode: 'open_book' })]),
      'GET /api/project/5/estimates/77': ok(clientEstimateOf('open_book')),
    });
    const ui = open(false);
    await ui.user.click(await screen.findByRole('button', { name: /Estimate 77, version 2/ }));
    const view = await screen.findByRole('article', { name: /Estimate #77/ });
    expect(within(view).getAllByRole('columnheader', { name: 'Unit cost' }).length).toBeGreaterThan(0);
    const labour = within(view).getByText('Floor tile installation').closest('tr')!;
    expect(within(labour).getByText('$8.00')).toBeTruthy();
    expect(within(labour).getByText('20%')).toBeTruthy();
    // A material never shows a cost: its price is the showroom's.
    const tile = within(view).getByText('Carrara hex floor tile').closest('tr')!;
    expect(within(tile).getAllByText('—')).toHaveLength(2);
    expect(within(view).getByText('What changed in v2')).toBeTruthy();
    expect(within(within(view).getByLabelText('Totals')).getByText('Materials')).toBeTruthy();
  });

  it('?estimate= opens that estimate at once (a substitute’s change order), and back to the list drops it', async () => {
    setAuthToken(TOKEN);
    fakeApi({
      'GET /api/authuser': ok(authUser()),
      'GET /api/project/5': ok(overviewOf({ rooms: [bath] })),
      'GET /api/project/5/estimates': ok([cardOf({ status: 'sent', version: 2, mode: 'open_book' })]),
      'GET /api/project/5/estimates/77': ok(clientEstimateOf('open_book')),
    });
    const ui = renderPage(ProjectPage, {
      route: '/projects/:id',
      url: '/projects/5?tab=estimates&estimate=77',
    });
    expect(await screen.findByRole('article', { name: /Estimate #77/ })).toBeTruthy();
    await ui.user.click(screen.getByRole('button', { name: /All estimates/ }));
    expect(await screen.findByRole('button', { name: /Estimate 77, version 2/ })).toBeTruthy();
    expect(ui.router.state.location.search).toBe('?tab=estimates');
  });

  it('downloads the shown version as a PDF with the session’s token, named by estimate and version', async () => {
    setAuthToken(TOKEN);
    const api = fakeApi({
      'GET /api/authuser': ok(authUser()),
      'GET /api/project/5': ok(overviewOf({ rooms: [bath] })),
      'GET /api/project/5/estimates': ok([cardOf({ status: 'sent', version: 2, mode: 'open_book' })]),
      'GET /api/project/5/estimates/77': ok(clientEstimateOf('open_book')),
      'GET /api/project/5/estimates/77/pdf': { status: 200, body: '%PDF-1.7' },
    });
    const createObjectURL = vi.fn(() => 'blob:estimate');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this);
    });
    const ui = open(false);
    await ui.user.click(await screen.findByRole('button', { name: /Estimate 77, version 2/ }));
    const view = await screen.findByRole('article', { name: /Estimate #77/ });
    await ui.user.click(within(view).getByRole('button', { name: 'Download PDF' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    const [asked] = api.calls('GET /api/project/5/estimates/77/pdf');
    expect([asked!.query.get('version'), asked!.authorization]).toEqual(['2', `Bearer ${TOKEN}`]);
    expect(saved[0]!.download).toBe('estimate-77-v2.pdf');
  });

  it('the homeowner reads a fixed price without cost or markup, and declines with a reason', async () => {
    setAuthToken(TOKEN);
    let copy = clientEstimateOf('fixed_price');
    const api = fakeApi({
      'GET /api/authuser': ok(authUser()),
      'GET /api/project/5': ok(overviewOf({ rooms: [bath] })),
      'GET /api/project/5/estimates': () =>
        ok([cardOf({ status: copy.status, version: 2, sent_at: '2026-11-28T19:00:00Z' })]),
      'GET /api/project/5/estimates/77': () => ok(copy),
      'POST /api/project/5/estimates/77/decline': (request) => {
        const { reason } = request.body as { reason: string };
        if (!reason) return invalid({ reason: ['The reason field is required.'] });
        copy = clientEstimateOf(
          'fixed_price',
          { declined_at: '2026-11-29T10:00:00Z', decline_reason: reason },
          'declined',
        );
        return ok(copy, 'The estimate is declined.');
      },
    });
    const ui = open(false);
    await ui.user.click(await screen.findByRole('button', { name: /Estimate 77, version 2/ }));
    const view = await screen.findByRole('article', { name: /Estimate #77/ });
    expect(within(view).getByText('Vanity allowance')).toBeTruthy();
    // Fixed price: the allowance is named, the rest only as its trade's total; no cost or markup anywhere.
    expect(within(view).queryByText('Carrara hex floor tile')).toBeNull();
    expect(within(view).queryByRole('columnheader', { name: 'Unit cost' })).toBeNull();
    expect(within(view).queryByRole('columnheader', { name: 'Markup' })).toBeNull();
    expect(within(view).queryByText('$8.00')).toBeNull();
    const dl = within(view).getByLabelText('Totals');
    expect(within(dl).queryByText('Materials')).toBeNull();
    expect(within(dl).getByText('$2,216.11')).toBeTruthy();
    expect(
      within(view).getByText(/A deposit of \$162\.87 on your contractor’s work .* is due when you approve/),
    ).toBeTruthy();
    expect(within(view).getAllByText(/Valid until 12\.31\.2026/).length).toBeGreaterThan(0);

    await ui.user.click(within(view).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline version 2?' });
    const reason = within(dialog).getByRole('textbox', { name: /Why are you declining/ });
    expect(document.activeElement).toBe(reason);
    await ui.user.click(within(dialog).getByRole('button', { name: 'Decline the estimate' }));
    expect(await within(dialog).findByText('The reason field is required.')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');

    await ui.user.type(reason, 'Over our budget.');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Decline the estimate' }));
    expect(await screen.findByText(/You declined v2 on .*: “Over our budget\.”/)).toBeTruthy();
    expect(within(view).getByText('Declined')).toBeTruthy();
    expect(within(view).queryByRole('button', { name: 'Decline' })).toBeNull();
    expect(within(view).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(api.calls('POST /api/project/5/estimates/77/decline').map((c) => c.body)).toEqual([
      { version: 2, reason: '' },
      { version: 2, reason: 'Over our budget.' },
    ]);
  });
});
