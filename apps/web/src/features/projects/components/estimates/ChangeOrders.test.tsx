import { APPROVAL_MESSAGES } from '@app/domain/estimates/approval';
import type { ClientEstimateView, EstimateCard } from '@app/domain/estimates/contract';
import { clientEstimateSchema } from '@app/domain/estimates/contract';
import { type EstimateMode, estimateTotals } from '@app/domain/estimates/estimate';
import { type EstimateLine, estimateLineInput, estimateLineOf } from '@app/domain/estimates/estimate-line';
import { clientView } from '@app/domain/estimates/views';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '../../../../lib/storage.ts';
import { fakeApi, ok } from '../../../../testing/fake-api.ts';
import { renderPage } from '../../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../../testing/users.ts';
import ProjectPage from '../../routes/ProjectPage.tsx';
import {
  approvalOf,
  approvalQuoteOf,
  cardOf,
  proEstimateOf,
  proVersionOf,
  TAX,
} from '../../testing/estimate-fixtures.ts';
import { overviewOf } from '../../testing/fixtures.ts';

/**
 * Change orders in the Estimates tab (issue 25 point 5): the room saved after approval drafts, by itself, a
 * change order to the approved estimate 77. Its lines' ids say what each does (domain applied.ts).
 */
/** A line as the server drafts it: a pro's input could not be below zero, a change order's line may. */
const line = (id: string, { quantity, ...fields }: Record<string, unknown> & { quantity: number }) => ({
  ...estimateLineOf(
    estimateLineInput.parse({ room: 'Hall bath', design: { id: 41, version: 4 }, quantity: 1, ...fields }),
    id,
  ),
  quantity,
});

/** The hex tile swapped for a marble one, a bag of grout less, and the vanity allowance used. */
const CHANGE_LINES: EstimateLine[] = [
  line('remove:41:material:TILE1#7', {
    kind: 'material',
    category: 'floor_tile',
    description: 'Carrara hex floor tile',
    quantity: -6,
    unit: 'Box',
    unit_cost_cents: 8_450,
    product: { product: 'TILE1', sizeId: 7 },
    note: 'Removed from the room.',
  }),
  line('add:41:material:TILE2#9', {
    kind: 'material',
    category: 'floor_tile',
    description: 'Calacatta marble hex tile',
    quantity: 6,
    unit: 'Box',
    unit_cost_cents: 10_266,
    product: { product: 'TILE2', sizeId: 9 },
  }),
  line('quantity:41:material:GROUT#3', {
    kind: 'material',
    category: 'floor_tile',
    description: 'Sanded grout',
    quantity: -1,
    unit: 'Bag',
    unit_cost_cents: 2_000,
    product: { product: 'GROUT', sizeId: 3 },
  }),
  line('add:41:material:VAN#5', {
    kind: 'material',
    category: 'vanity',
    description: 'Oak vanity 36 in',
    quantity: 1,
    unit: 'piece',
    unit_cost_cents: 70_000,
    product: { product: 'VAN', sizeId: 5 },
  }),
  line('allowance:41:allowance:vanity', {
    kind: 'allowance',
    category: 'vanity',
    description: 'Vanity allowance applied',
    quantity: -1,
    unit: 'allowance',
    unit_cost_cents: 70_000,
  }),
];
const MESSAGE = 'Your change costs $88.96 more than the approved estimate.';
const rule = { taxBps: TAX.tax_bps, labourTaxable: TAX.labour_taxable };
const NO_DEPOSIT = { kind: 'fixed', cents: 0 } as const;
/** What the change order comes to, tax included. */
const CHANGE_TOTAL = estimateTotals({ lines: CHANGE_LINES, deposit: NO_DEPOSIT }, rule).total_cents;
const CO = { id: 78, kind: 'change_order', parent_id: 77, design_id: 41 } as const;

/** The homeowner's copy of change order 78, version 1, sent and waiting. */
const clientChangeOrder = (
  mode: EstimateMode,
  over: Partial<ClientEstimateView['versions'][number]> = {},
  status: ClientEstimateView['status'] = 'sent',
): ClientEstimateView =>
  clientEstimateSchema.parse({
    view: 'client',
    project_id: 5,
    ...CO,
    status,
    drafted_by: { user_id: 30, name: 'Carl Pro' },
    created_at: '2026-12-02T18:00:00Z',
    versions: [
      {
        version: 1,
        valid_until: null,
        message: MESSAGE,
        estimate: clientView({ lines: CHANGE_LINES, deposit: NO_DEPOSIT }, rule, mode),
        changes: [],
        sent_at: '2026-12-02T18:00:00Z',
        declined_at: null,
        decline_reason: null,
        approval: null,
        ...over,
      },
    ],
  });

const changeCard = (over: Partial<EstimateCard> = {}) =>
  cardOf({
    id: 78,
    kind: 'change_order',
    parent_id: 77,
    status: 'sent',
    mode: 'open_book',
    total_cents: CHANGE_TOTAL,
    sent_at: '2026-12-02T18:00:00Z',
    updated_at: '2026-12-02T18:00:00Z',
    ...over,
  });
/** As the server lists them, most recently changed first: the change orders before their estimate. */
const CARDS = [
  changeCard({ id: 81, total_cents: -1_200, updated_at: '2026-12-03T18:00:00Z' }),
  cardOf({ id: 80, status: 'sent', version: 1, updated_at: '2026-12-02T20:00:00Z' }),
  changeCard(),
  cardOf({ status: 'approved', version: 2, mode: 'open_book', sent_at: '2026-11-28T19:00:00Z' }),
];

function homeowner(copy: () => ClientEstimateView, routes: Parameters<typeof fakeApi>[0] = {}) {
  setAuthToken(TOKEN);
  const api = fakeApi({
    'GET /api/authuser': ok(authUser()),
    'GET /api/project/5': ok(overviewOf({})),
    'GET /api/project/5/estimates': () => ok(CARDS),
    'GET /api/project/5/estimates/78': () => ok(copy()),
    'GET /api/project/5/estimates/78/approval': ok(
      approvalQuoteOf({
        version: 1,
        materials_cents: 131_596,
        tax_cents: 9_541,
        shipping_cents: 0,
        order_cents: 141_137,
        deposit_cents: 0,
        due_cents: 141_137,
        refund_cents: 54_378,
        material_lines: 2,
      }),
    ),
    ...routes,
  });
  const ui = renderPage(ProjectPage, { route: '/projects/:id', url: '/projects/5?tab=estimates' });
  return { api, ui };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Change orders in the Estimates tab (issue 25 point 5)', () => {
  it('lists each change order under the estimate it changes, a credit as a credit', async () => {
    homeowner(() => clientChangeOrder('open_book'));
    const list = await screen.findByRole('list', { name: 'Estimates' });
    // One entry per estimate, in the server's order; its change orders in a list of their own under it.
    const entries = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(entries).toHaveLength(2);
    expect(
      within(entries[0]!)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Estimate 80, version 1, $1,234.56']);
    const changes = within(entries[1]!).getByRole('list', { name: 'Change orders to estimate #77' });
    const [first, second] = within(changes).getAllByRole('button');
    expect(within(entries[1]!).getAllByRole('button')[0]!.getAttribute('aria-label')).toBe(
      'Estimate 77, version 2, $1,234.56',
    );
    expect(first!.getAttribute('aria-label')).toMatch(/^Change order 78 to estimate 77, version 1, \$/);
    expect(within(first!).getByText('Change order #78 to estimate #77 · v1')).toBeTruthy();
    expect(within(first!).getByText('Sent')).toBeTruthy();
    // The change order that lowers the price is a credit.
    expect(within(second!).getByText('Change order #81 to estimate #77 · v1')).toBeTruthy();
    expect(within(second!).getByText('−$12.00 (credit)')).toBeTruthy();
  });

  it('the homeowner reads what the change costs, what was removed and added, and approves it as an estimate', async () => {
    let copy = clientChangeOrder('open_book');
    const { api, ui } = homeowner(() => copy, {
      'POST /api/project/5/estimates/78/approve': () => {
        const order = { id: 901, number: '100124' };
        copy = clientChangeOrder(
          'open_book',
          { approval: approvalOf({ order, deposit_cents: 0 }) },
          'approved',
        );
        return {
          status: 201,
          body: {
            success: true,
            message: APPROVAL_MESSAGES.approved,
            data: { estimate: copy, order, charge_cents: 141_137, deposit_cents: 0 },
          },
        };
      },
    });
    await ui.user.click(await screen.findByRole('button', { name: /^Change order 78 to estimate 77/ }));
    const view = await screen.findByRole('article', { name: /Change order #78 to estimate #77/ });
    expect(within(view).getByRole('heading', { name: /Change order #78 to estimate #77/ })).toBeTruthy();
    const costs = within(view).getByRole('region', { name: 'What this change costs' });
    expect(within(costs).getByText(MESSAGE)).toBeTruthy();
    expect(within(costs).getByText(/after you approved estimate #77/)).toBeTruthy();
    // Each line says what it does.
    const row = (name: string) => within(view).getByText(name).closest('tr')!;
    expect(within(row('Carrara hex floor tile')).getByText('Removed')).toBeTruthy();
    expect(within(row('Carrara hex floor tile')).getByText('−6 boxes')).toBeTruthy();
    expect(within(row('Carrara hex floor tile')).getByText('−$507.00')).toBeTruthy();
    expect(within(row('Calacatta marble hex tile')).getByText('Added')).toBeTruthy();
    expect(within(row('Sanded grout')).getByText('Less')).toBeTruthy();
    expect(within(row('Oak vanity 36 in')).getByText('Added')).toBeTruthy();
    const allowance = row('Vanity allowance applied');
    expect(within(allowance).getByText('Allowance applied')).toBeTruthy();
    expect(within(allowance).queryByText(/to be chosen/)).toBeNull();
    const totals = within(view).getByLabelText('Totals');
    expect(within(totals).getByText('Allowance applied')).toBeTruthy();
    expect(within(totals).queryByText('Deposit due on approval')).toBeNull();

    // Approve is the estimate's, unchanged: the quote, the refund of what was removed, the signature.
    await ui.user.click(within(view).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve change order version 1' });
    await within(dialog).findByRole('form', { name: 'Approve the estimate' });
    expect(within(dialog).getByText('Refunded to your card for what you removed')).toBeTruthy();
    expect(
      within(dialog).getByText(
        /^By signing you approve version 1 of this change order and its total of \$[\d,.]+, and you authorise a charge of \$1,411\.37 to your card today: the materials order\. \$543\.78 is refunded to your card for what you removed\.$/,
      ),
    ).toBeTruthy();
    await ui.user.type(
      within(dialog).getByRole('textbox', { name: /Type your full name to sign/ }),
      'Ann Lee',
    );
    await ui.user.click(within(dialog).getByRole('button', { name: 'Approve and pay $1,411.37' }));
    expect(await screen.findByText(APPROVAL_MESSAGES.approved)).toBeTruthy();
    expect(api.calls('POST /api/project/5/estimates/78/approve')[0]?.body).toMatchObject({
      version: 1,
      signature: 'Ann Lee',
      payment: { saved_card: true },
    });
    expect(await within(view).findByText(/You approved v1 on .* as “Ann Lee”/)).toBeTruthy();
    expect(within(view).getByRole('link', { name: 'Order #100124' })).toBeTruthy();
    expect(within(view).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(view).getByText(/You approved it: what is new was ordered/)).toBeTruthy();
  });

  it('a fixed price shows the homeowner the message, the allowance used and the totals, not the products', async () => {
    const { ui } = homeowner(() => clientChangeOrder('fixed_price'));
    await ui.user.click(await screen.findByRole('button', { name: /^Change order 78 to estimate 77/ }));
    const view = await screen.findByRole('article', { name: /Change order #78/ });
    expect(within(view).getByText(MESSAGE)).toBeTruthy();
    expect(within(view).getByText(/Your fixed price names the allowances only/)).toBeTruthy();
    const allowance = within(view).getByText('Vanity allowance applied').closest('tr')!;
    expect(within(allowance).getByText('Allowance applied')).toBeTruthy();
    expect(within(allowance).getByText('−$700.00')).toBeTruthy();
    // The fixed price's contract names no material: the tiles are in their trade's total.
    expect(within(view).queryByText('Carrara hex floor tile')).toBeNull();
    expect(within(view).queryByRole('columnheader', { name: 'Unit cost' })).toBeNull();
    expect(within(view).getByRole('button', { name: 'Approve' })).toBeTruthy();
  });

  it('the pro reads every line of it with what it does, and no deposit', async () => {
    setAuthToken(TOKEN);
    const pro = proEstimateOf(
      [
        proVersionOf(1, {
          lines: CHANGE_LINES,
          deposit: NO_DEPOSIT,
          mode: 'open_book',
          valid_until: null,
          message: MESSAGE,
          created_by: null,
          sent_at: '2026-12-02T18:00:00Z',
        }),
      ],
      { ...CO, status: 'sent', sent_version: 1 },
    );
    fakeApi({
      'GET /api/authuser': ok(authUser({ id: 30, user_id: 30, type: 'Contractor' })),
      'GET /api/project/5': ok(overviewOf({ role: 'pro' })),
      'GET /api/project/5/estimates': ok(CARDS),
      'GET /api/project/5/estimates/78': ok(pro),
    });
    const ui = renderPage(ProjectPage, { route: '/pro/projects/:id', url: '/pro/projects/5?tab=estimates' });
    await ui.user.click(await screen.findByRole('button', { name: /^Change order 78 to estimate 77/ }));
    const view = await screen.findByRole('article', { name: /Change order #78 to estimate #77/ });
    const costs = within(view).getByRole('region', { name: 'What this change costs' });
    expect(within(costs).getByText(MESSAGE)).toBeTruthy();
    expect(within(costs).getByText(/after the homeowner approved estimate #77/)).toBeTruthy();
    expect(within(view).getByText(/No deposit/)).toBeTruthy();
    const row = (name: string) => within(view).getByText(name).closest('tr')!;
    expect(within(row('Carrara hex floor tile')).getByText('Removed')).toBeTruthy();
    expect(within(row('Calacatta marble hex tile')).getByText('Added')).toBeTruthy();
    expect(within(row('Sanded grout')).getByText('Less')).toBeTruthy();
    expect(within(row('Vanity allowance applied')).getByText('Allowance applied')).toBeTruthy();
    // The sent change order is not sent again, nor edited: its lines are the room's.
    expect(within(view).queryByRole('button', { name: /^Send v/ })).toBeNull();
    expect(within(view).queryByRole('button', { name: 'Edit lines' })).toBeNull();
  });
});
