import type { VendorProduct } from '@app/domain/catalog/vendor-products-contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invalid, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { asVendor, SAVED } from '../testing/vendor-product-fixtures.ts';
import VendorProductPage from './VendorProductPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const sizeRow = (n: number) => screen.getByRole('heading', { name: new RegExp(`^Size ${n}`) }).closest('li')!;
const preview = () => screen.getByTestId('texture-preview');

describe('/vendor/products/new', () => {
  it('draws the texture live, checks the form with the domain schema, then saves in cents and opens the product', async () => {
    const api = asVendor({
      'POST /api/vendor/products': () => ({
        status: 201,
        body: { success: true, message: 'Your product is saved.', data: { ...SAVED, id: 41 } },
      }),
    });
    const { user } = renderPage(VendorProductPage, { route: '/vendor/products/new' });
    await user.type(await screen.findByLabelText(/^Name/), 'Calacatta Tile');
    await user.type(screen.getByLabelText(/^Description/), 'A polished porcelain tile.');
    await user.selectOptions(screen.getByLabelText(/^Category/), '12');
    expect(screen.getByText('Sold by Box (sq ft)')).toBeTruthy();
    expect((screen.getByLabelText(/^Brand/) as HTMLSelectElement).value).toBe('3');
    await user.type(screen.getByLabelText(/^Colours/), 'White, Gold');
    await user.click(screen.getByLabelText('Modern'));

    // The preview follows the texture as it is typed.
    const before = preview().getAttribute('src');
    await user.selectOptions(screen.getByLabelText(/^Pattern \*/), 'marble');
    expect(JSON.parse(preview().dataset.texture!).pattern).toBe('marble');
    fireEvent.input(screen.getByLabelText('Base colour'), { target: { value: '#112233' } });
    await waitFor(() => expect(JSON.parse(preview().dataset.texture!).base_color).toBe('#112233'));
    const width = screen.getByLabelText('Tile width (in)');
    await user.clear(width);
    expect(JSON.parse(preview().dataset.texture!).tile_width_in).toBe(12);
    await user.type(width, '24');
    expect(JSON.parse(preview().dataset.texture!).tile_width_in).toBe(24);
    expect(preview().getAttribute('src')).not.toBe(before);

    const row = within(sizeRow(1));
    // The new row took the category's unit and unit of measure.
    expect((row.getByLabelText(/^Unit \*/) as HTMLSelectElement).value).toBe('Box');
    expect((row.getByLabelText('Unit of measure') as HTMLInputElement).value).toBe('sq ft');
    await user.type(row.getByLabelText('Width (in)'), '12');
    await user.type(row.getByLabelText('Height (in)'), '24');
    await user.type(row.getByLabelText(/^Price/), '64.5');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await row.findByText('The box sqft field is required for a Box.')).toBeTruthy();
    expect(api.calls('POST /api/vendor/products')).toHaveLength(0);

    await user.type(row.getByLabelText('Sq ft per box'), '15.5');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByTestId('landed')).toHaveProperty('textContent', '/vendor/products/41');
    expect(api.calls('POST /api/vendor/products')[0]!.body).toEqual({
      name: 'Calacatta Tile',
      description: 'A polished porcelain tile.',
      category_id: '12',
      brand_id: '3',
      colors: ['White', 'Gold'],
      finish: '',
      style_tags: ['Modern'],
      texture: {
        pattern: 'marble',
        base_color: '#112233',
        accent_color: '#a8a29e',
        grout_color: '#e7e5e4',
        tile_width_in: 24,
        tile_height_in: 12,
        grout_width_in: 0.125,
        roughness: 0.5,
      },
      sizes: [
        {
          width_size: '12',
          height_size: '24',
          length_size: '',
          pattern: '',
          unit: 'Box',
          uom: 'sq ft',
          box_sqft: '15.5',
          min_qty: '1',
          vendor_price_cents: 6450,
        },
      ],
      sample: null,
    });
  });

  it('asks for a category and a price before anything is sent', async () => {
    const api = asVendor({});
    const { user } = renderPage(VendorProductPage, { route: '/vendor/products/new' });
    await user.click(await screen.findByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('Choose a category.')).toBeTruthy();
    expect(within(sizeRow(1)).getByText('The price field is required.')).toBeTruthy();
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls('POST /api/vendor/products')).toHaveLength(0);
  });
});

describe('/vendor/products/{id}', () => {
  it('edits a product keeping its sizes by id; the server’s per-size errors show next to their fields', async () => {
    const api = asVendor({
      'GET /api/vendor/products/7': ok(SAVED),
      'PUT /api/vendor/products/7': invalid({
        'sizes.1.box_sqft': ['The box sqft field is required for a Box.'],
        sizes: ['The size "6 X 6" is in a shopper\'s cart and cannot be removed.'],
      }),
    });
    const { user } = renderPage(VendorProductPage, {
      route: '/vendor/products/:id',
      url: '/vendor/products/7',
    });
    expect(await screen.findByRole('heading', { name: 'Calacatta Tile', level: 1 })).toBeTruthy();
    expect((screen.getByLabelText(/^Colours/) as HTMLInputElement).value).toBe('White, Gold');
    expect((within(sizeRow(1)).getByLabelText(/^Price/) as HTMLInputElement).value).toBe('64.00');
    expect(within(sizeRow(1)).getByRole('button', { name: 'Remove size 1' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(
      within(sizeRow(1)).getByText('In a shopper’s cart: you may change this size, not remove it.'),
    ).toBeTruthy();
    expect(await screen.findByText('No pictures yet.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add a size' }));
    const second = within(sizeRow(2));
    await user.type(second.getByLabelText('Width (in)'), '6');
    await user.selectOptions(second.getByLabelText(/^Unit \*/), 'Piece');
    await user.type(second.getByLabelText(/^Price/), '9.99');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await second.findByText('The box sqft field is required for a Box.')).toBeTruthy();
    expect(screen.getByText('The size "6 X 6" is in a shopper\'s cart and cannot be removed.')).toBeTruthy();
    const body = api.calls('PUT /api/vendor/products/7')[0]!.body as {
      sizes: Array<Record<string, unknown>>;
    };
    expect(body.sizes.map((s) => [s.id, s.vendor_price_cents, s.unit])).toEqual([
      [81, 6400, 'Box'],
      [undefined, 999, 'Piece'],
    ]);
  });

  it('hides a listed product; a product the admin hid shows the reason and cannot be shown', async () => {
    let product: VendorProduct = SAVED;
    const api = asVendor({
      'GET /api/vendor/products/7': () => ok(product),
      'POST /api/vendor/products/7/hide': () => {
        product = { ...SAVED, state: 'hidden' };
        return ok(product, 'Your product is hidden from shoppers.');
      },
    });
    const { user } = renderPage(VendorProductPage, {
      route: '/vendor/products/:id',
      url: '/vendor/products/7',
    });
    await user.click(await screen.findByRole('button', { name: 'Hide from shoppers' }));
    expect(await screen.findByText('Your product is hidden from shoppers.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Show to shoppers' })).toBeTruthy();
    expect(api.calls('POST /api/vendor/products/7/hide')).toHaveLength(1);

    product = { ...SAVED, state: 'moderated', moderation_reason: 'Misleading photos' };
    asVendor({ 'GET /api/vendor/products/7': ok(product) });
    renderPage(VendorProductPage, { route: '/vendor/products/:id', url: '/vendor/products/7' });
    expect((await screen.findAllByText('Reason: Misleading photos')).length).toBeGreaterThan(0);
  });

  it('says when the product is not one of the vendor’s', async () => {
    asVendor({});
    renderPage(VendorProductPage, { route: '/vendor/products/:id', url: '/vendor/products/99' });
    expect(await screen.findByText('This product could not be found among yours.')).toBeTruthy();
  });
});

describe('a slab size’s cut allowance (issue 21)', () => {
  it('shows for a Slab only, sends the inches typed, reads them back and shows the server’s message under it', async () => {
    const slab = { ...SAVED.sizes[0]!, unit: 'Slab', uom: 'slab', box_sqft: null, cut_allowance_in: 1.5 };
    const api = asVendor({
      'GET /api/vendor/products/7': ok({ ...SAVED, sizes: [slab] }),
      'PUT /api/vendor/products/7': invalid({
        'sizes.0.cut_allowance_in': ['The cut allowance may not be greater than 6 in.'],
      }),
    });
    const { user } = renderPage(VendorProductPage, {
      route: '/vendor/products/:id',
      url: '/vendor/products/7',
    });
    await screen.findByRole('heading', { name: 'Calacatta Tile', level: 1 });
    const row = within(sizeRow(1));
    const allowance = row.getByLabelText('Cut allowance (in)') as HTMLInputElement;
    expect(allowance.value).toBe('1.5');
    expect(row.getByText('Added at each cut end of a countertop piece; leave empty for 1 in')).toBeTruthy();

    // The domain schema refuses more than 6 in before anything is sent.
    await user.clear(allowance);
    await user.type(allowance, '7');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await row.findByText('The cut allowance may not be greater than 6 in.')).toBeTruthy();
    expect(api.calls('PUT /api/vendor/products/7')).toHaveLength(0);

    await user.clear(allowance);
    await user.type(allowance, '2.25');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.calls('PUT /api/vendor/products/7')).toHaveLength(1));
    const body = api.calls('PUT /api/vendor/products/7')[0]!.body as {
      sizes: Array<Record<string, unknown>>;
    };
    expect(body.sizes[0]!.cut_allowance_in).toBe(2.25);
    expect(await row.findByText('The cut allowance may not be greater than 6 in.')).toBeTruthy();

    // Another unit has no cut allowance: the field goes and nothing is sent for it.
    await user.selectOptions(row.getByLabelText(/^Unit \*/), 'Piece');
    expect(row.queryByLabelText('Cut allowance (in)')).toBeNull();
  });

  it('has no cut allowance on a Box size', async () => {
    asVendor({ 'GET /api/vendor/products/7': ok(SAVED) });
    renderPage(VendorProductPage, { route: '/vendor/products/:id', url: '/vendor/products/7' });
    await screen.findByRole('heading', { name: 'Calacatta Tile', level: 1 });
    expect(within(sizeRow(1)).queryByLabelText('Cut allowance (in)')).toBeNull();
  });
});
