import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderGuarded } from '../../../testing/test-helpers.tsx';
import { fakeProductApi, tileProduct } from '../testing/fake-product-api.ts';
import ProductDetailsPage from './ProductDetailsPage.tsx';

const renderDetails = (path: string) =>
  renderGuarded([{ path: 'product-details', element: <ProductDetailsPage /> }], path);

afterEach(() => vi.unstubAllGlobals());

describe('/product-details?pid= (GET /api/public)', () => {
  it('shows the same product page for a product hash or id', async () => {
    const { calls } = fakeProductApi(tileProduct());
    renderDetails('/product-details?pid=1&cid=12&qty=4');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Calacatta Gold Porcelain Tile 24x48' }),
    ).toBeTruthy();
    expect(screen.getByTestId('product-price').textContent).toContain('$5.78 / sq ft');
    expect((screen.getByLabelText('Quantity') as HTMLInputElement).value).toBe('4');
    const request = calls.find((c) => c.path === '/api/public');
    expect(request?.query.get('pid')).toBe('1');
    expect(request?.query.get('cid')).toBe('12');
  });

  it('says Product not found for an unknown pid', async () => {
    fakeProductApi(tileProduct());
    renderDetails('/product-details?pid=nothing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeTruthy();
  });

  it('without a pid, points to the showroom instead of asking the API', async () => {
    const { calls } = fakeProductApi(tileProduct());
    renderDetails('/product-details');
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a product' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop the showroom' }).getAttribute('href')).toBe(
      '/visualize/contractor/all',
    );
    expect(calls.some((c) => c.path === '/api/public')).toBe(false);
  });
});
