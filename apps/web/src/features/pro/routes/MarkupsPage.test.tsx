import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { product, searchResult } from '../../../testing/catalog-fixtures.ts';
import { fakeApi, invalid, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import MarkupsPage from './MarkupsPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const saved = {
  default_bps: 1500,
  min_bps: 1000,
  recommended_bps: 1000,
  max_bps: 10000,
  platform_fee_bps: 500,
  categories: [
    { category_id: 7, name: 'Countertop', department: 'Kitchen', markup_bps: 2000 },
    { category_id: 9, name: 'Toilets', department: 'Bathroom', markup_bps: null },
  ],
  products: [
    { product_id: 41, hash: 'aa11', name: 'Calacatta Slab', category: 'Countertop', markup_bps: 2500 },
  ],
};

const faucet = product(77, {
  hash: 'bb22',
  name: 'Delmar Faucet',
  category: { id: 3, name: 'Kitchen Faucets', slug_url: 'kitchen-faucets', unit: 'Piece' },
});

describe('/pro/markups', () => {
  it('shows the showroom markup with the client price of a $100 material, and saves only what changed', async () => {
    const api = fakeApi({
      'GET /api/pro/markups': ok(saved),
      'PUT /api/pro/markups': (_request) =>
        ok(
          {
            ...saved,
            default_bps: 1200,
            categories: [{ ...saved.categories[0], markup_bps: 1200 }, saved.categories[1]],
          },
          'Your markups are saved.',
        ),
    });
    const { user } = renderPage(MarkupsPage, { route: '/pro/markups' });
    const showroom = await screen.findByLabelText(/^Showroom markup/);
    expect((showroom as HTMLInputElement).value).toBe('15');
    expect(screen.getByText('On a $100.00 material your client pays $120.00; you earn $15.00.')).toBeTruthy();
    expect((screen.getByLabelText(/^Toilets/) as HTMLInputElement).placeholder).toBe('15 (showroom)');

    await user.clear(showroom);
    await user.type(showroom, '12');
    expect(screen.getByText('On a $100.00 material your client pays $117.00; you earn $12.00.')).toBeTruthy();
    const countertop = screen.getByLabelText(/^Countertop/);
    await user.clear(countertop);
    await user.type(countertop, '12');
    await user.click(screen.getByRole('button', { name: 'Save markups' }));
    expect(await screen.findByText('Your markups are saved.')).toBeTruthy();
    expect(api.calls('PUT /api/pro/markups')[0].body).toEqual({
      default_bps: 1200,
      categories: [{ category_id: 7, markup_bps: 1200 }],
    });
  });

  it('refuses below 10% in the browser with the domain’s message, and shows the server’s next to its category', async () => {
    const api = fakeApi({
      'GET /api/pro/markups': ok(saved),
      'PUT /api/pro/markups': invalid({
        'categories.0.markup_bps': ['The markup may not be more than 100%.'],
      }),
    });
    const { user } = renderPage(MarkupsPage, { route: '/pro/markups' });
    const showroom = await screen.findByLabelText(/^Showroom markup/);
    await user.clear(showroom);
    await user.type(showroom, '9.5');
    await user.click(screen.getByRole('button', { name: 'Save markups' }));
    expect(await screen.findByText('The markup must be at least 10%.')).toBeTruthy();
    expect(api.calls('PUT /api/pro/markups')).toHaveLength(0);

    await user.clear(showroom);
    await user.type(showroom, '15');
    const toilets = screen.getByLabelText(/^Toilets/);
    await user.type(toilets, '50');
    await user.click(screen.getByRole('button', { name: 'Save markups' }));
    const message = await screen.findByText('The markup may not be more than 100%.');
    expect(message.closest('div')?.parentElement?.textContent).toContain('Toilets');
  });

  it('gives a found product a markup of its own, removes one left empty, and shows a refusal on its row', async () => {
    const api = fakeApi({
      'GET /api/pro/markups': ok(saved),
      'GET /api/search': (request) =>
        ok({ ...searchResult(0), data: request.query.get('q') === 'delm' ? [faucet] : [], total: 1 }),
      'PUT /api/pro/markups': invalid({ 'products.1.markup_bps': ['The markup must be at least 10%.'] }),
    });
    const { user } = renderPage(MarkupsPage, { route: '/pro/markups' });
    const slab = await screen.findByLabelText(/^Calacatta Slab/);
    expect((slab as HTMLInputElement).value).toBe('25');
    await user.type(screen.getByLabelText(/^Find a product/), 'delm');
    await user.click(await screen.findByRole('button', { name: 'Add Delmar Faucet' }));
    const added = screen.getByLabelText(/^Delmar Faucet/);
    await user.type(added, '8');
    await user.clear(slab);
    await user.click(screen.getByRole('button', { name: 'Save markups' }));
    // Checked in the browser first: 8% is refused next to the product, nothing is sent.
    expect(await screen.findByText('The markup must be at least 10%.')).toBeTruthy();
    expect(added.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls('PUT /api/pro/markups')).toHaveLength(0);
    await user.clear(added);
    await user.type(added, '14');
    await user.click(screen.getByRole('button', { name: 'Save markups' }));
    await waitFor(() => expect(api.calls('PUT /api/pro/markups')).toHaveLength(1));
    expect(api.calls('PUT /api/pro/markups')[0].body).toEqual({
      products: [
        { product_id: 41, markup_bps: null },
        { product_id: 77, markup_bps: 1400 },
      ],
    });
    // The server's refusal of the second product sent lands on that product's row.
    await waitFor(() => expect(added.getAttribute('aria-invalid')).toBe('true'));
    expect(slab.getAttribute('aria-invalid')).not.toBe('true');
  });
});
