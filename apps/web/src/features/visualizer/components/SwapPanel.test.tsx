import type { SwapOption } from '@app/domain/designs/contract';
import { widestFit } from '@app/domain/room/swap-fit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SessionProvider } from '../../../lib/session.tsx';
import { VISUALIZER_KEYS, writeStored } from '../../../lib/storage.ts';
import { type FakeRequest, fakeApi, ok } from '../../../testing/fake-api.ts';
import { dressedBath, noFacets, option, optionsPage } from '../testing/fixtures.ts';
import { SwapPanel } from './SwapPanel.tsx';

const facets = {
  ...noFacets(),
  colors: [
    { value: 'Grey', count: 40 },
    { value: 'White', count: 12 },
  ],
  finishes: [{ value: 'Matte', count: 30 }],
  brands: [{ id: 7, name: 'Daltile', count: 9 }],
  price: { min: 250, max: 9900 },
  fitting: 52,
};

function show(selection: { type: 'surface' | 'fixture'; id: string }, doc = dressedBath()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <SwapPanel
          doc={doc}
          selection={selection}
          showroom={{ vsd_id: 'DEMO2026' }}
          onSwap={() => {}}
          onClose={() => {}}
        />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return user;
}

/** Answers with the options (and facets) the test gives, recording each query. */
const optionsRoute =
  (answer: (r: FakeRequest) => { data: SwapOption[]; facets?: typeof facets }) => (r: FakeRequest) => {
    const { data, facets: counted = facets } = answer(r);
    return ok({ ...optionsPage(...data), total: data.length, facets: counted });
  };

beforeEach(() => window.localStorage.clear());

describe('SwapPanel: filters with counts, order, fitting first, empty and loading states', () => {
  it('lists each filter value with its count and asks the server for the chosen ones', {
    timeout: 20_000,
  }, async () => {
    const api = fakeApi({
      'GET /api/visualization/options': optionsRoute((r) => ({
        data:
          r.query.get('color') === 'White' ? [option('tile-w', 3, 900, 12)] : [option('tile-a', 1, 900, 12)],
      })),
    });
    const user = show({ type: 'surface', id: 'floor' });
    await screen.findByRole('list', { name: 'Products for Floor' });
    const colour = screen.getByRole('combobox', { name: 'Colour' });
    expect(
      within(colour)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any', 'Grey (40)', 'White (12)']);
    expect(
      within(screen.getByRole('combobox', { name: 'Brand' })).getByRole('option', { name: 'Daltile (9)' }),
    ).toBeTruthy();
    await user.selectOptions(colour, 'White');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price_asc');
    const min = screen.getByRole('spinbutton', { name: 'Min price ($)' });
    await user.type(min, '12.5{Enter}');
    await waitFor(() => {
      const last = api.calls('GET /api/visualization/options').at(-1)!.query;
      expect([last.get('color'), last.get('sort'), last.get('price_min'), last.get('page')]).toEqual([
        'White',
        'price_asc',
        '1250',
        '1',
      ]);
    });
    expect(await screen.findByRole('button', { name: 'Use Option tile-w 12 X 12' })).toBeTruthy();
    // A surface takes any size: no fitting width is sent.
    expect(api.calls('GET /api/visualization/options').at(-1)!.query.get('fit_width_in')).toBeNull();
  });

  it('says when nothing matches the filters and clears them with one button', async () => {
    fakeApi({
      'GET /api/visualization/options': optionsRoute((r) => ({
        data: r.query.get('finish') ? [] : [option('tile-a', 1, 900, 12)],
      })),
    });
    const user = show({ type: 'surface', id: 'floor' });
    await screen.findByRole('list', { name: 'Products for Floor' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Finish' }), 'Matte');
    expect(await screen.findByText('No products match these filters.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('list', { name: 'Products for Floor' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Finish' }) as HTMLSelectElement).value).toBe('');
  });

  it('shows a loading state, then sends a fixture its fitting width and greys out what does not fit', async () => {
    const doc = dressedBath();
    const vanity = doc.fixtures.find((f) => f.kind === 'vanity')!;
    const widest = widestFit(doc, { type: 'fixture', id: vanity.id })!;
    const api = fakeApi({
      'GET /api/visualization/options': optionsRoute(() => ({
        data: [option('v-fits', 1, 50000, Math.floor(widest)), option('v-wide', 2, 60000, widest + 40)],
      })),
    });
    show({ type: 'fixture', id: vanity.id });
    expect(screen.getByText('Loading products')).toBeTruthy();
    const list = await screen.findByRole('list', { name: /^Products for / });
    expect(api.calls('GET /api/visualization/options')[0]!.query.get('fit_width_in')).toBe(String(widest));
    const [fits, wide] = within(list).getAllByRole('listitem');
    expect(
      within(fits!)
        .getByRole('button', { name: /^Use Option v-fits/ })
        .hasAttribute('disabled'),
    ).toBe(false);
    expect(
      within(wide!)
        .getByRole('button', { name: /^Use Option v-wide/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(wide!.className).toContain('opacity-60');
  });

  it('asks a refrigerator slot for refrigerators only (its variant), not every appliance', async () => {
    const bath = dressedBath();
    const vanity = bath.fixtures.find((f) => f.kind === 'vanity')!;
    const fridge = { ...vanity, id: 'fridge', kind: 'appliance' as const, variant: 'refrigerator' as const };
    const api = fakeApi({
      'GET /api/visualization/options': optionsRoute(() => ({ data: [option('fridge-a', 1, 90000, 36)] })),
    });
    show({ type: 'fixture', id: 'fridge' }, { ...bath, fixtures: [...bath.fixtures, fridge] });
    await screen.findByRole('list', { name: /^Products for / });
    const query = api.calls('GET /api/visualization/options')[0]!.query;
    expect([query.get('slot'), query.get('variant')]).toEqual(['appliance', 'refrigerator']);
  });

  it("offers the match order only once the style quiz is taken, and sends the quiz's answers", async () => {
    writeStored(VISUALIZER_KEYS.style_profile, {
      feel: 'calm',
      material: 'wood',
      colour: 'light',
      detail: 'none',
    });
    const api = fakeApi({
      'GET /api/visualization/options': optionsRoute(() => ({ data: [option('tile-a', 1, 900, 12)] })),
    });
    const user = show({ type: 'surface', id: 'floor' });
    await screen.findByRole('list', { name: 'Products for Floor' });
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    await waitFor(() =>
      expect(
        (within(sort).getByRole('option', { name: 'Match to my style' }) as HTMLOptionElement).disabled,
      ).toBe(false),
    );
    await user.selectOptions(sort, 'match');
    await waitFor(() =>
      expect(api.calls('GET /api/visualization/options').at(-1)!.query.get('quiz')).toBe(
        'calm.wood.light.none',
      ),
    );
  });
});
