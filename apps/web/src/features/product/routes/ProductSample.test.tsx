import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAuthToken, setAuthToken } from '../../../lib/storage.ts';
import { sampleLineOf, sampleQuoteOf } from '../../../testing/sample-fixtures.ts';
import { jsonResponse, renderGuarded } from '../../../testing/test-helpers.tsx';
import { authUser, TOKEN } from '../../../testing/users.ts';
import { fakeProductApi, tileProduct } from '../testing/fake-product-api.ts';
import ProductPage from './ProductPage.tsx';

const renderProduct = (path: string) =>
  renderGuarded([{ path: 'product/:hash/:vsd_id?', element: <ProductPage /> }], path);
const withSample = () => tileProduct({ sample: { size: '4 × 4 in', price_cents: 0 } });

afterEach(() => {
  vi.unstubAllGlobals();
  clearAuthToken();
});

describe('the product’s sample (issue 25 point 7)', () => {
  it('says what the vendor’s sample is, and asks a guest to sign in to order it, back to this page', async () => {
    fakeProductApi(withSample());
    renderProduct('/product/p7x2k9q4/DEMO2026');
    const sample = await screen.findByRole('region', { name: 'Sample' });
    expect(sample.textContent).toContain('Sample 4 × 4 in · Free · ships free');
    const link = within(sample).getByRole('link', { name: 'Sign in to order a sample' });
    expect(link.getAttribute('href')).toBe('/login?redirect=%2Fproduct%2Fp7x2k9q4%2FDEMO2026');
  });

  it('a homeowner orders it from the page: the dialog asks for this product only', async () => {
    setAuthToken(TOKEN);
    const { calls } = fakeProductApi(withSample(), {}, (call) => {
      if (call.path === '/api/authuser') return jsonResponse(200, { success: true, data: authUser() });
      if (call.path === '/api/sample_orders/quote')
        return jsonResponse(200, {
          success: true,
          data: sampleQuoteOf({ lines: [sampleLineOf('p7x2k9q4')], unavailable: [] }),
        });
      return undefined;
    });
    renderProduct('/product/p7x2k9q4/DEMO2026');
    const sample = await screen.findByRole('region', { name: 'Sample' });
    await userEvent.setup().click(await within(sample).findByRole('button', { name: 'Order samples' }));
    await screen.findByRole('dialog', { name: 'Order samples' });
    const quote = calls.find((c) => c.path === '/api/sample_orders/quote');
    expect(quote?.query.get('products')).toBe('p7x2k9q4');
  });

  it('nothing is said of samples when the vendor offers none', async () => {
    fakeProductApi(tileProduct());
    renderProduct('/product/p7x2k9q4/DEMO2026');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Sample' })).toBeNull();
  });
});
