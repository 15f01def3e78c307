import type { RateTableView } from '@app/domain/estimates/contract';
import { RATE_NOT_DOLLARS } from '@app/domain/estimates/rate-dollars';
import { DEFAULT_RATE_TABLE, type RateTable, rateTableInput } from '@app/domain/estimates/rates';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { screenOf } from '../../../app/screens.ts';
import { SessionProvider } from '../../../lib/session.tsx';
import { setAuthToken } from '../../../lib/storage.ts';
import { type FakeRequest, fakeApi, invalid, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../testing/users.ts';
import ProPortal from './ProPortal.tsx';
import RatesPage from './RatesPage.tsx';

afterEach(() => vi.unstubAllGlobals());

/** The pro's own table: countertops by the linear foot, no rate for mirrors, 15% on labour. */
const saved: RateTableView = {
  is_default: false,
  updated_at: '2026-11-20T10:00:00.000Z',
  labour_markup_bps: 1500,
  rates: DEFAULT_RATE_TABLE.rates
    .filter((r) => r.category !== 'mirror')
    .map((r) => (r.category === 'countertop' ? { ...r, basis: 'lft', rate_cents: 4500 } : r)),
};

/** The server keeps what it is sent (the real one parses with the same schema). */
const keep = (request: FakeRequest) =>
  ok(
    { ...rateTableInput.parse(request.body), is_default: false, updated_at: '2026-11-28T09:00:00.000Z' },
    'Your rates are saved.',
  );

const input = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Save rates' });

describe('/pro/rates', () => {
  it('shows the pro’s table: each trade’s basis and rate in dollars, a blank for a trade without one', async () => {
    fakeApi({ 'GET /api/pro/rates': ok(saved) });
    renderPage(RatesPage, { route: '/pro/rates' });
    expect((await screen.findByLabelText(/^Floor tile Rate/)).getAttribute('value')).toBe('$7.00');
    expect(input(/^Floor tile Rate/).labels?.[0].textContent).toBe('Floor tile Rate ($ per sq ft)');
    const counters = screen.getByLabelText(/^Countertops Priced/) as HTMLSelectElement;
    expect(counters.value).toBe('lft');
    expect([...counters.options].map((o) => o.text)).toEqual(['per sq ft', 'per linear ft']);
    expect(input(/^Countertops Rate/).value).toBe('$45.00');
    expect(input(/^Tubs and showers Rate/).value).toBe('$800.00');
    expect(input(/^Mirrors Rate/).value).toBe('');
    expect(screen.queryByText(/You have not saved rates/)).toBeNull();
    // A trade priced one way shows its unit as text, not a choice.
    expect(screen.queryByLabelText(/^Floor tile Priced/)).toBeNull();
    expect(input(/^Labour markup/).value).toBe('15');
    expect(screen.getByText('At 15%, a $100.00 rate is $115.00 on your estimates.')).toBeTruthy();
    const sections = screen.getAllByRole('rowheader').map((h) => h.textContent);
    expect(sections.slice(0, 2)).toEqual(['Surfaces', 'Floor tile']);
    expect(sections).toContain('Edges and trim');
  });

  it('shows a pro who has saved none the suggested table, saying estimates are drafted at it', async () => {
    fakeApi({ 'GET /api/pro/rates': ok({ ...DEFAULT_RATE_TABLE, is_default: true, updated_at: null }) });
    renderPage(RatesPage, { route: '/pro/rates' });
    expect(await screen.findByText(/You have not saved rates of your own yet/)).toBeTruthy();
    expect(input(/^Mirrors Rate/).value).toBe('$75.00');
    expect(input(/^Labour markup/).value).toBe('20');
  });

  it('saves the whole table in cents and basis points, read from “12.50” and “$1,200”', async () => {
    const api = fakeApi({ 'GET /api/pro/rates': ok(saved), 'PUT /api/pro/rates': keep });
    const { user } = renderPage(RatesPage, { route: '/pro/rates' });
    const floor = await screen.findByLabelText(/^Floor tile Rate/);
    await user.clear(floor);
    await user.type(floor, '12.50');
    await user.clear(input(/^Cabinets Rate/));
    await user.type(input(/^Cabinets Rate/), '$1,200');
    await user.selectOptions(screen.getByLabelText(/^Countertops Priced/), 'sqft');
    await user.clear(input(/^Labour markup/));
    await user.type(input(/^Labour markup/), '22.5');
    await user.click(save());

    expect(await screen.findByText('Your rates are saved.')).toBeTruthy();
    const changed: Record<string, Partial<RateTable['rates'][number]>> = {
      floor_tile: { rate_cents: 1250 },
      cabinet: { rate_cents: 120_000 },
      countertop: { basis: 'sqft' },
    };
    expect(api.calls('PUT /api/pro/rates')[0].body).toEqual({
      labour_markup_bps: 2250,
      rates: saved.rates.map((r) => ({ ...r, ...changed[r.category] })),
    });
    // The form shows what the server kept.
    await waitFor(() => expect(input(/^Cabinets Rate/).value).toBe('$1,200.00'));
    expect(input(/^Floor tile Rate/).value).toBe('$12.50');
  });

  it('refuses in the browser what the schema refuses, and puts the server’s refusal under its row', async () => {
    const api = fakeApi({
      'GET /api/pro/rates': ok(saved),
      'PUT /api/pro/rates': invalid({ 'rates.2.rate_cents': ['The rate must be at least 0.'] }),
    });
    const { user } = renderPage(RatesPage, { route: '/pro/rates' });
    const toilets = await screen.findByLabelText(/^Toilets Rate/);
    await user.clear(toilets);
    await user.type(toilets, '12.345');
    await user.clear(input(/^Vanities Rate/));
    await user.type(input(/^Vanities Rate/), '$20,000');
    await user.click(save());
    expect(await screen.findByText(RATE_NOT_DOLLARS)).toBeTruthy();
    expect(screen.getByText('The rate may not be more than $10,000.00.')).toBeTruthy();
    expect(toilets.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls('PUT /api/pro/rates')).toHaveLength(0);

    await user.clear(toilets);
    await user.type(toilets, '300');
    await user.clear(input(/^Vanities Rate/));
    await user.type(input(/^Vanities Rate/), '400');
    await user.clear(input(/^Wood, vinyl and carpet flooring Rate/));
    await user.click(save());
    // With flooring left without a rate, the third row sent is shower tile's: the message is in its row,
    // and nothing typed is lost.
    const message = await screen.findByText('The rate must be at least 0.');
    expect(within(message.closest('tr') as HTMLElement).getByRole('rowheader').textContent).toBe(
      'Shower tile',
    );
    expect(input(/^Shower tile Rate/).getAttribute('aria-invalid')).toBe('true');
    expect(input(/^Wall tile Rate/).getAttribute('aria-invalid')).toBeNull();
    const sent = api.calls('PUT /api/pro/rates')[0].body as RateTable;
    expect(sent.rates.slice(0, 3).map((r) => r.category)).toEqual(['floor_tile', 'wall_tile', 'shower_tile']);
    expect(input(/^Toilets Rate/).value).toBe('300');
    expect(input(/^Vanities Rate/).value).toBe('400');
  });

  it('fills the suggested rates on Reset, and sends them only when saved', async () => {
    const api = fakeApi({ 'GET /api/pro/rates': ok(saved), 'PUT /api/pro/rates': keep });
    const { user } = renderPage(RatesPage, { route: '/pro/rates' });
    await screen.findByLabelText(/^Floor tile Rate/);
    await user.click(screen.getByRole('button', { name: 'Reset to suggested rates' }));
    expect(input(/^Countertops Rate/).value).toBe('$25.00');
    expect((screen.getByLabelText(/^Countertops Priced/) as HTMLSelectElement).value).toBe('sqft');
    expect(input(/^Mirrors Rate/).value).toBe('$75.00');
    expect(input(/^Labour markup/).value).toBe('20');
    expect(api.calls('PUT /api/pro/rates')).toHaveLength(0);
    await user.click(save());
    await waitFor(() => expect(api.calls('PUT /api/pro/rates')).toHaveLength(1));
    expect(api.calls('PUT /api/pro/rates')[0].body).toEqual(DEFAULT_RATE_TABLE);
  });

  it('says so when the table cannot be loaded', async () => {
    fakeApi({ 'GET /api/pro/rates': { status: 500, body: { message: 'Server Error' } } });
    renderPage(RatesPage, { route: '/pro/rates' });
    expect(await screen.findByText('Your rates could not be loaded.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save rates' })).toBeNull();
  });
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

/** /pro/rates inside the portal's layout and guard, as the route table nests it. */
function openInPortal() {
  const router = createMemoryRouter(
    [
      { path: '/pro', Component: ProPortal, children: [{ path: 'rates', Component: RatesPage }] },
      { path: '*', Component: Where },
    ],
    { initialEntries: ['/pro/rates'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

describe('/pro/rates in the pro portal', () => {
  it('is a screen of the portal, behind its guard', () => {
    const screens = (matchRoutes(routes, '/pro/rates') ?? []).map((m) => screenOf(m.route.lazy));
    expect(screens.slice(-2)).toEqual([
      '../features/pro/routes/ProPortal.tsx',
      '../features/pro/routes/RatesPage.tsx',
    ]);
  });

  it('sends a visitor to the portal’s sign-in, without asking for rates', async () => {
    const visitor = fakeApi({});
    openInPortal();
    expect((await screen.findByTestId('where')).textContent).toBe('/pro/login?redirect=%2Fpro%2Frates');
    expect(visitor.calls('GET /api/pro/rates')).toHaveLength(0);
  });

  it('sends a homeowner home', async () => {
    setAuthToken(TOKEN);
    const api = fakeApi({ 'GET /api/authuser': ok(authUser({ type: 'User' })) });
    openInPortal();
    expect((await screen.findByTestId('where')).textContent).toBe('/');
    expect(api.calls('GET /api/pro/rates')).toHaveLength(0);
  });

  it('shows a pro the Rates link after Markups', async () => {
    setAuthToken(TOKEN);
    fakeApi({ 'GET /api/authuser': ok(authUser({ type: 'Contractor' })), 'GET /api/pro/rates': ok(saved) });
    openInPortal();
    await screen.findByLabelText(/^Floor tile Rate/);
    const menu = within(screen.getByRole('navigation', { name: 'Pro portal' }));
    const labels = menu.getAllByRole('link').map((a) => a.textContent);
    expect(labels.slice(labels.indexOf('Markups'), labels.indexOf('Markups') + 2)).toEqual([
      'Markups',
      'Rates',
    ]);
    expect(menu.getByRole('link', { name: 'Rates' }).getAttribute('href')).toBe('/pro/rates');
  });
});
