import { SAMPLE_MESSAGES } from '@app/domain/orders/samples';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invalid, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { asVendor, SAVED } from '../testing/vendor-product-fixtures.ts';
import VendorProductPage from './VendorProductPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const samples = () => within(screen.getByRole('group', { name: 'Samples' }));
const openProduct = async (routes: Parameters<typeof asVendor>[0]) => {
  const api = asVendor(routes);
  const page = renderPage(VendorProductPage, { route: '/vendor/products/:id', url: '/vendor/products/7' });
  await screen.findByRole('heading', { name: 'Calacatta Tile', level: 1 });
  return { api, user: page.user };
};
const sentSample = (api: ReturnType<typeof asVendor>) =>
  (api.calls('PUT /api/vendor/products/7')[0]!.body as { sample: unknown }).sample;

describe('the product form’s Samples (issue 25 point 7)', () => {
  it('offers a sample from the keyboard: its size and price in cents, and says "Free" for an empty price', async () => {
    const { api, user } = await openProduct({
      'GET /api/vendor/products/7': ok(SAVED),
      'PUT /api/vendor/products/7': ok({ ...SAVED, sample: { size: '4 × 4 in', price_cents: 750 } }),
    });
    // Unticked, the size and price are not asked for.
    expect(samples().queryByLabelText(/^Sample size/)).toBeNull();
    const offer = samples().getByRole('checkbox', { name: 'Offer a sample' });
    offer.focus();
    await user.keyboard(' ');
    expect((offer as HTMLInputElement).checked).toBe(true);
    const size = samples().getByLabelText(/^Sample size/);
    const price = samples().getByLabelText('Sample price ($)');
    expect(samples().getByText('Free sample')).toBeTruthy();
    expect(price.getAttribute('aria-describedby')).toBeTruthy();
    await user.tab();
    expect(document.activeElement).toBe(size);
    await user.keyboard('4 × 4 in');
    await user.tab();
    expect(document.activeElement).toBe(price);
    await user.keyboard('7.5');
    expect(samples().queryByText('Free sample')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.calls('PUT /api/vendor/products/7')).toHaveLength(1));
    expect(sentSample(api)).toEqual({ size: '4 × 4 in', price_cents: 750 });
    // The saved offer comes back on the form.
    await waitFor(() =>
      expect((samples().getByLabelText('Sample price ($)') as HTMLInputElement).value).toBe('7.50'),
    );
  });

  it('sends 0 for an empty price or 0, and reads a free sample back as "Free"', async () => {
    const free = { ...SAVED, sample: { size: '6 × 6 in chip', price_cents: 0 } };
    const { api, user } = await openProduct({
      'GET /api/vendor/products/7': ok(free),
      'PUT /api/vendor/products/7': ok(free),
    });
    expect((samples().getByRole('checkbox', { name: 'Offer a sample' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((samples().getByLabelText(/^Sample size/) as HTMLInputElement).value).toBe('6 × 6 in chip');
    const price = samples().getByLabelText('Sample price ($)') as HTMLInputElement;
    expect(price.value).toBe('');
    expect(price.placeholder).toBe('Free');
    expect(samples().getByText('Free sample')).toBeTruthy();
    await user.type(price, '0');
    expect(samples().getByText('Free sample')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.calls('PUT /api/vendor/products/7')).toHaveLength(1));
    expect(sentSample(api)).toEqual({ size: '6 × 6 in chip', price_cents: 0 });
  });

  it('unticking takes the offer away: the body says sample null', async () => {
    const { api, user } = await openProduct({
      'GET /api/vendor/products/7': ok({ ...SAVED, sample: { size: '4 × 4 in', price_cents: 500 } }),
      'PUT /api/vendor/products/7': ok(SAVED),
    });
    await user.click(samples().getByRole('checkbox', { name: 'Offer a sample' }));
    expect(samples().queryByLabelText(/^Sample size/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.calls('PUT /api/vendor/products/7')).toHaveLength(1));
    expect(sentSample(api)).toBeNull();
  });

  it('checks the offer before sending, and shows the server’s refusals under their fields', async () => {
    const { api, user } = await openProduct({
      'GET /api/vendor/products/7': ok(SAVED),
      'PUT /api/vendor/products/7': invalid({
        'sample.size': ['The sample size may not hold control characters.'],
        'sample.price_cents': [SAMPLE_MESSAGES.priceRange],
      }),
    });
    await user.click(samples().getByRole('checkbox', { name: 'Offer a sample' }));
    const price = samples().getByLabelText('Sample price ($)');
    await user.type(price, '150');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    // The domain's schema refuses an empty size and $150 before anything is sent.
    expect(await samples().findByText(SAMPLE_MESSAGES.sizeRequired)).toBeTruthy();
    expect(samples().getByText(SAMPLE_MESSAGES.priceRange)).toBeTruthy();
    expect(api.calls('PUT /api/vendor/products/7')).toHaveLength(0);

    const size = samples().getByLabelText(/^Sample size/);
    await user.type(size, '4 × 4 in');
    await user.clear(price);
    await user.type(price, '5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.calls('PUT /api/vendor/products/7')).toHaveLength(1));
    const sizeError = await samples().findByText('The sample size may not hold control characters.');
    expect(size.getAttribute('aria-invalid')).toBe('true');
    expect(size.getAttribute('aria-describedby')).toContain(sizeError.id);
    const priceError = samples().getByText(SAMPLE_MESSAGES.priceRange);
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(price.getAttribute('aria-describedby')).toContain(priceError.id);
  });
});
