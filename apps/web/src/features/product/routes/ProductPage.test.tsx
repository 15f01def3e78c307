import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartCount } from '../../../lib/cart-count.ts';
import { showroomSelection } from '../../../lib/showroom-selection.ts';
import { readStored, STORAGE_KEYS } from '../../../lib/storage.ts';
import { jsonResponse, renderGuarded } from '../../../testing/test-helpers.tsx';
import { card, fakeProductApi, tileProduct } from '../testing/fake-product-api.ts';
import ProductPage from './ProductPage.tsx';

const renderProduct = (path: string) =>
  renderGuarded([{ path: 'product/:hash/:vsd_id?', element: <ProductPage /> }], path);

const priceBox = () => screen.getByTestId('product-price');

afterEach(() => vi.unstubAllGlobals());

describe('/product/:hash/:vsd_id? (GET /api/product/{hash})', () => {
  it('shows the price per unit and per square foot, and updates both with the chosen size', async () => {
    fakeProductApi(tileProduct());
    const user = userEvent.setup();
    renderProduct('/product/p7x2k9q4/DEMO2026');
    expect(screen.getByText('Loading product')).toBeTruthy();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Calacatta Gold Porcelain Tile 24x48' }),
    ).toBeTruthy();
    expect(priceBox().textContent).toContain('$89.60 / Box');
    expect(priceBox().textContent).toContain('$5.78 / sq ft');
    expect(priceBox().textContent).toContain('15.5 sq ft per box');
    expect(screen.getByText(/Prices from showroom/).textContent).toContain('Golden State Remodeling');

    await user.click(screen.getByRole('radio', { name: 'Herringbone' }));
    expect(priceBox().textContent).toContain('$106.14 / Box');
    expect(priceBox().textContent).toContain('$10.11 / sq ft');
    expect(priceBox().textContent).toContain('10.5 sq ft per box');
    expect(priceBox().textContent).not.toContain('$89.60');
  });

  it('asks for the URL showroom with this browser viewer id, else for the selected showroom', async () => {
    const { calls } = fakeProductApi(tileProduct());
    renderProduct('/product/p7x2k9q4/BAYPRO01');
    await screen.findByRole('heading', { level: 1 });
    const first = calls.find((c) => c.path === '/api/product/p7x2k9q4');
    expect(first?.query.get('vsd_id')).toBe('BAYPRO01');
    const viewer = first?.headers.get('X-Viewer-Id');
    expect(viewer).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(readStored(STORAGE_KEYS.recently_viewed)).toBe(viewer);
    const recent = calls.find((c) => c.path === '/api/recently_viewed/');
    expect(recent?.body).toMatchObject({ viewer, vsd_id: 'BAYPRO01' });
  });

  it('prices in the selected showroom when the URL has none, and says when it is the platform price', async () => {
    showroomSelection.select({
      showroom: 2,
      vsd_id: 'DEMO2026',
      company_name: 'Golden State Remodeling',
      theme_color: null,
      business_logo: null,
      custom_addon: null,
      basic_addon: null,
      showroom_subscription: null,
    });
    const { calls } = fakeProductApi(tileProduct({ showroom: null }));
    renderProduct('/product/p7x2k9q4');
    await screen.findByRole('heading', { level: 1 });
    expect(calls.find((c) => c.path === '/api/product/p7x2k9q4')?.query.get('vsd_id')).toBe('DEMO2026');
    expect(screen.getByText(/Platform price/)).toBeTruthy();
  });

  it('never lets the quantity go below the size minimum, and totals price × quantity', async () => {
    const product = tileProduct({ size_id: 42 });
    fakeProductApi(product);
    const user = userEvent.setup();
    renderProduct('/product/p7x2k9q4/DEMO2026?qty=1');
    const quantity = (await screen.findByLabelText('Quantity')) as HTMLInputElement;
    // Herringbone (the default size here) has a minimum of 3: the asked-for 1 starts at 3.
    expect(quantity.value).toBe('3');
    const minus = screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement;
    expect(minus.disabled).toBe(true);
    expect(screen.getByTestId('line-total').textContent).toBe('$318.42');
    expect(screen.getByText('31.5 sq ft')).toBeTruthy();

    await user.clear(quantity);
    await user.type(quantity, '1');
    await user.tab();
    expect(quantity.value).toBe('3');

    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(quantity.value).toBe('5');
    expect(minus.disabled).toBe(false);
    expect(screen.getByTestId('line-total').textContent).toBe('$530.70');

    // The 24 X 48 size has a minimum of 1: the chosen 5 stays.
    await user.click(screen.getByRole('radio', { name: '24 X 48' }));
    expect(quantity.value).toBe('5');
    expect(screen.getByTestId('line-total').textContent).toBe('$448.00');
  });

  it('raises the quantity to the minimum of a newly chosen size', async () => {
    fakeProductApi(tileProduct());
    const user = userEvent.setup();
    renderProduct('/product/p7x2k9q4/DEMO2026');
    const quantity = (await screen.findByLabelText('Quantity')) as HTMLInputElement;
    expect(quantity.value).toBe('1');
    await user.click(screen.getByRole('radio', { name: 'Herringbone' }));
    expect(quantity.value).toBe('3');
    expect(screen.getByTestId('line-total').textContent).toBe('$318.42');
    expect((screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByText('Minimum order: 3 boxes')).toBeTruthy();
  });

  it('starts at a larger asked-for quantity', async () => {
    fakeProductApi(tileProduct());
    renderProduct('/product/p7x2k9q4?qty=7');
    expect(((await screen.findByLabelText('Quantity')) as HTMLInputElement).value).toBe('7');
  });

  it('shows Product not found with a way back for an unknown product', async () => {
    fakeProductApi(tileProduct());
    renderProduct('/product/gone0000/DEMO2026');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the showroom' }).getAttribute('href')).toBe(
      '/visualize/contractor/all',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows breadcrumb, specifications and the rows that have products, without this product', async () => {
    fakeProductApi(tileProduct(), {
      related: [card('p7x2k9q4', 'This very tile'), card('rel00001', 'Statuario Porcelain Tile')],
      alsoViewed: [card('also0001', 'Carrara Mosaic')],
    });
    renderProduct('/product/p7x2k9q4/DEMO2026');
    const related = (await screen.findByRole('heading', { name: 'Related products' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(related).getAllByRole('listitem')).toHaveLength(1);
    expect(within(related).getByRole('link', { name: 'Statuario Porcelain Tile' }).getAttribute('href')).toBe(
      '/product/rel00001/DEMO2026',
    );
    expect(await screen.findByRole('heading', { name: 'Customers also viewed' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Recently viewed' })).toBeNull();

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Porcelain Tile' }).getAttribute('href')).toBe(
      '/category/tile-flooring-porcelain-tile/product',
    );
    expect(within(crumbs).getByRole('link', { name: 'Tile Flooring' }).getAttribute('href')).toBe(
      '/department/flooring/tile-flooring',
    );
    const specs = screen.getByRole('table');
    expect(within(specs).getByRole('row', { name: 'Grout 1/8 in, light grey' })).toBeTruthy();
    expect(within(specs).getByRole('row', { name: 'Tile size 24 × 48 in' })).toBeTruthy();
  });

  it('moves through the gallery with the arrow keys', async () => {
    fakeProductApi(tileProduct());
    const user = userEvent.setup();
    renderProduct('/product/p7x2k9q4/DEMO2026');
    const main = await screen.findByRole('img', { name: /view 1 of 3/ });
    expect(main.getAttribute('width')).toBe('800');
    await user.click(screen.getByRole('tab', { name: 'View 1 of 3' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'View 2 of 3' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'View 2 of 3' }));
    expect(screen.getByRole('img', { name: /view 2 of 3/ }).getAttribute('src')).toContain('view=1');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'View 3 of 3' }).getAttribute('aria-selected')).toBe('true');
  });

  it('adds the chosen size, colour and quantity to the cart, keeping the guest cart id and the count', async () => {
    const cart = { temp_project_id: 'T'.repeat(43), count: 1, Project_tans: [] };
    const { calls } = fakeProductApi(tileProduct(), {}, (call) =>
      call.path === '/api/projectCart/sync_to_cart'
        ? jsonResponse(200, { success: true, message: 'Product added to cart successfully.', data: cart })
        : undefined,
    );
    const user = userEvent.setup();
    renderProduct('/product/p7x2k9q4/DEMO2026?qty=2');
    await user.click(await screen.findByRole('radio', { name: 'Gold' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    await waitFor(() => expect(cartCount.get()).toBe(1));
    const sync = calls.filter((c) => c.path === '/api/projectCart/sync_to_cart');
    expect(sync).toHaveLength(1);
    expect(sync[0].method).toBe('POST');
    expect(sync[0].body).toEqual({
      product: 'p7x2k9q4',
      size_id: 41,
      qty: 3,
      colour: 'Gold',
      vsd_id: 'DEMO2026',
      action: 'add',
    });
    expect(readStored(STORAGE_KEYS.cart_id)).toBe('T'.repeat(43));
    expect(screen.getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/cart');

    // The next add names the stored guest cart.
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/projectCart/sync_to_cart')).toHaveLength(2),
    );
    expect(calls.filter((c) => c.path === '/api/projectCart/sync_to_cart')[1].body).toMatchObject({
      temp_project_id: 'T'.repeat(43),
    });
  });
});
