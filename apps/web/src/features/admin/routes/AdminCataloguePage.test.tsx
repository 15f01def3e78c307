import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeRequest, invalid, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { adminBrand, adminProduct, asAdmin, pageOf } from '../testing/admin-fixtures.ts';
import AdminCataloguePage from './AdminCataloguePage.tsx';

afterEach(() => vi.unstubAllGlobals());

const render = (url = '/admin/catalogue') =>
  renderPage(AdminCataloguePage, { route: '/admin/catalogue', url });
const rowIn = async (caption: string, text: string) =>
  (await within(await screen.findByRole('table', { name: caption })).findByText(text)).closest(
    'tr',
  ) as HTMLElement;
const lastQuery = (api: { calls: (k: string) => FakeRequest[] }, key: string) =>
  Object.fromEntries((api.calls(key).at(-1) as FakeRequest).query);

describe('the admin’s catalogue moderation', () => {
  it('lists products with why shoppers do or do not see them', async () => {
    asAdmin({
      'GET /api/admin/products': ok(
        pageOf([
          adminProduct(),
          adminProduct({
            id: 302,
            name: 'Slate Tile Grey',
            listed: false,
            hidden_by_vendor: true,
            moderation: { moderated_at: '2026-11-20T10:00:00.000Z', reason: 'Wrong pictures' },
          }),
        ]),
      ),
    });
    render();
    const shown = await rowIn('Products', 'Oak Plank Natural');
    expect(shown.textContent).toContain('Listed');
    expect(shown.textContent).toContain('Timberline Mills Inc.');
    const hidden = await rowIn('Products', 'Slate Tile Grey');
    expect(hidden.textContent).toContain('Hidden by admin');
    expect(hidden.textContent).toContain('Wrong pictures');
    expect(hidden.textContent).toContain('Hidden by vendor');
    expect(within(hidden).getByRole('button', { name: 'Unhide Slate Tile Grey' })).toBeTruthy();
  });

  it('hides a product only with a reason, then reads the list again', async () => {
    let hidden = false;
    const api = asAdmin({
      'GET /api/admin/products': () =>
        ok(
          pageOf([
            adminProduct(
              hidden
                ? { listed: false, moderation: { moderated_at: '2026-11-26T10:00:00Z', reason: 'Recall' } }
                : {},
            ),
          ]),
        ),
      'POST /api/admin/products/301/hide': (req) => {
        if ((req.body as { reason: string }).reason.length > 10)
          return invalid({ reason: ['The reason may not be greater than 500 characters.'] });
        hidden = true;
        return ok(adminProduct(), 'The product is hidden from the catalogue.');
      },
    });
    const { user } = render();
    await user.click(
      within(await rowIn('Products', 'Oak Plank Natural')).getByRole('button', {
        name: 'Hide Oak Plank Natural',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Hide Oak Plank Natural' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await within(dialog).findByText('The reason field is required.')).toBeTruthy();
    expect(api.calls('POST /api/admin/products/301/hide')).toHaveLength(0);

    const reason = within(dialog).getByLabelText(/^Reason/);
    await user.type(reason, 'A reason too long');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(
      await within(dialog).findByText('The reason may not be greater than 500 characters.'),
    ).toBeTruthy();

    await user.clear(reason);
    await user.type(reason, 'Recall');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('The product is hidden from the catalogue.')).toBeTruthy();
    expect(api.calls('POST /api/admin/products/301/hide').at(-1)?.body).toEqual({ reason: 'Recall' });
    await waitFor(async () =>
      expect(
        within(await rowIn('Products', 'Oak Plank Natural')).getByRole('button', {
          name: 'Unhide Oak Plank Natural',
        }),
      ).toBeTruthy(),
    );
  });

  it('puts the focus in the reason as the dialog opens, and back on Hide when Escape closes it', async () => {
    asAdmin({ 'GET /api/admin/products': ok(pageOf([adminProduct()])) });
    const { user } = render();
    const hide = within(await rowIn('Products', 'Oak Plank Natural')).getByRole('button', {
      name: 'Hide Oak Plank Natural',
    });
    hide.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Hide Oak Plank Natural' });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Reason/)));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(hide));
  });

  it('unhides a product at once', async () => {
    const api = asAdmin({
      'GET /api/admin/products': ok(
        pageOf([
          adminProduct({ listed: false, moderation: { moderated_at: '2026-11-26T10:00:00Z', reason: 'x' } }),
        ]),
      ),
      'POST /api/admin/products/301/unhide': ok(
        adminProduct(),
        'The product is no longer hidden by the admin.',
      ),
    });
    const { user } = render();
    await user.click(
      within(await rowIn('Products', 'Oak Plank Natural')).getByRole('button', {
        name: 'Unhide Oak Plank Natural',
      }),
    );
    expect(await screen.findByText('The product is no longer hidden by the admin.')).toBeTruthy();
    expect(api.calls('POST /api/admin/products/301/unhide')).toHaveLength(1);
  });

  it('filters on a brand or vendor by its name, with a chip that removes the filter, and on listed', async () => {
    const api = asAdmin({ 'GET /api/admin/products': ok(pageOf([adminProduct()])) });
    const { user, router } = render();
    const row = await rowIn('Products', 'Oak Plank Natural');
    await user.click(within(row).getByRole('button', { name: 'Timberline' }));
    await waitFor(() =>
      expect(lastQuery(api, 'GET /api/admin/products')).toEqual({ brand_id: '7', page: '1' }),
    );
    expect(screen.getByRole('list', { name: 'Filters' }).textContent).toContain('Brand: Timberline');
    await user.selectOptions(screen.getByLabelText('Shoppers see it'), 'false');
    await waitFor(() =>
      expect(lastQuery(api, 'GET /api/admin/products')).toEqual({
        brand_id: '7',
        listed: 'false',
        page: '1',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Remove the brand filter' }));
    await waitFor(() => expect(router.state.location.search).toBe('?listed=false'));
  });

  it('says so when no product matches', async () => {
    asAdmin({ 'GET /api/admin/products': ok(pageOf([])) });
    render('/admin/catalogue?q=nothing');
    expect(await screen.findByText('No product matches these filters.')).toBeTruthy();
  });

  it('the brands tab hides a whole brand with a reason, and shows a brand’s products', async () => {
    const api = asAdmin({
      'GET /api/admin/products': ok(pageOf([adminProduct()])),
      'GET /api/admin/brands': ok(pageOf([adminBrand()])),
      'POST /api/admin/brands/7/hide': ok(
        adminBrand(),
        'The brand and all its products are hidden from the catalogue.',
      ),
    });
    const { user, router } = render();
    await user.click(await screen.findByRole('tab', { name: 'Brands' }));
    expect(screen.getByRole('tab', { name: 'Brands' }).getAttribute('aria-selected')).toBe('true');
    const row = await rowIn('Brands', 'Timberline');
    expect(row.textContent).toContain('118 of 120 products listed');
    await user.click(within(row).getByRole('button', { name: 'Hide Timberline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide Timberline' });
    expect(dialog.textContent).toContain('Every product of the brand leaves the catalogue');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Vendor under review');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(
      await screen.findByText('The brand and all its products are hidden from the catalogue.'),
    ).toBeTruthy();
    expect(api.calls('POST /api/admin/brands/7/hide')[0].body).toEqual({ reason: 'Vendor under review' });

    await user.click(
      within(await rowIn('Brands', 'Timberline')).getByRole('button', { name: 'See its products' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?brand_id=7&brand=Timberline'));
    expect(screen.getByRole('tab', { name: 'Products' }).getAttribute('aria-selected')).toBe('true');
  });

  it('moves between the tabs with the arrow keys', async () => {
    asAdmin({ 'GET /api/admin/products': ok(pageOf([])), 'GET /api/admin/brands': ok(pageOf([])) });
    const { user } = render();
    (await screen.findByRole('tab', { name: 'Products' })).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Brands' }));
    expect(await screen.findByText('No brand matches the search.')).toBeTruthy();
  });
});
