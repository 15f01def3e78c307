import type { CatalogImportPreview } from '@app/domain/catalog/catalog-import-contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '../../../lib/storage.ts';
import { fakeApi, invalid, ok } from '../../../testing/fake-api.ts';
import { fakeXhr } from '../../../testing/fake-xhr.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../testing/users.ts';
import VendorImportPage from './VendorImportPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const IMPORTS = '/api/vendor/imports';
const NOT_UTF8 = 'The file must be CSV text in UTF-8 (with or without a BOM).';

const size = (label: string, price_cents: number) => ({
  label,
  unit: 'Box',
  uom: 'sq ft',
  box_sqft: 15.5,
  min_qty: 1,
  price_cents,
  cut_allowance_in: null as number | null,
});
const preview = (overrides: Partial<CatalogImportPreview> = {}): CatalogImportPreview => ({
  id: 41,
  status: 'preview',
  file_name: 'spring.csv',
  counts: { rows: 3, products: 2, sizes: 3, rows_with_errors: 0, errors: 0 },
  can_apply: true,
  errors: [],
  sample: [
    {
      line: 2,
      product_ref: 'TILE-001',
      name: 'Calacatta Gold Porcelain Tile',
      brand: 'Verandah Tileworks',
      category: 'Porcelain Tile',
      colors: ['White', 'Gold'],
      finish: 'Polished',
      style_tags: ['Modern'],
      sizes: [size('12 X 24', 6400), size('24 X 48', 8950)],
    },
    {
      line: 4,
      product_ref: 'FAUCET-001',
      name: 'Arc Pull-Down Kitchen Faucet',
      brand: 'Verandah Tileworks',
      category: 'Kitchen Faucets',
      colors: ['Silver'],
      finish: null,
      style_tags: [],
      sizes: [{ ...size('Single Handle', 24900), unit: 'Piece', box_sqft: null, uom: null }],
    },
    {
      line: 5,
      product_ref: 'SLAB-001',
      name: 'Carrara Marble Slab',
      brand: 'Verandah Tileworks',
      category: 'Countertop',
      colors: ['White'],
      finish: 'Honed',
      style_tags: [],
      sizes: [
        { ...size('126 X 63', 189000), unit: 'Slab', box_sqft: null, uom: 'slab', cut_allowance_in: 2.5 },
        { ...size('120 X 55', 159000), unit: 'Slab', box_sqft: null, uom: 'slab' },
      ],
    },
  ],
  created_at: '2026-11-26T18:00:00.000Z',
  ...overrides,
});
const created = (data: CatalogImportPreview) => ({
  status: 201,
  body: { success: true, message: 'The file is read.', data },
});

function asVendor(routes: Parameters<typeof fakeApi>[0]) {
  setAuthToken(TOKEN);
  return fakeApi({ 'GET /api/authuser': ok(authUser({ type: 'Vendor' })), ...routes });
}
const render = () => renderPage(VendorImportPage, { route: '/vendor/import' });
const csv = (name = 'spring.csv') => new File(['product_ref,name\n'], name, { type: 'text/csv' });
const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('Catalogue file (CSV)'), { target: { files: [file] } });
const uploadButton = () => screen.getByRole('button', { name: 'Upload and check' }) as HTMLButtonElement;

describe('VendorImportPage (/vendor/import)', () => {
  it('offers the template, and sends the chosen file with a progress bar', async () => {
    asVendor({ [`POST ${IMPORTS}`]: created(preview()) });
    const { sent } = fakeXhr();
    render();
    const template = screen.getByRole('link', { name: 'Download the template' });
    expect(template.getAttribute('href')).toBe('/api/vendor/imports/template.csv');
    expect(template.hasAttribute('download')).toBe(true);
    // Nothing chosen yet: nothing to send.
    expect(uploadButton().disabled).toBe(true);

    choose(csv());
    fireEvent.click(uploadButton());
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(IMPORTS);
    expect((sent[0]!.body!.get('file') as File).name).toBe('spring.csv');
    sent[0]!.progress(40, 100);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading spring.csv' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('40'));
    sent[0]!.progress(100, 100);
    await waitFor(() => expect(bar.getAttribute('aria-valuetext')).toBe('Sent; checking every row'));
    await sent[0]!.finish();
    expect(await screen.findByRole('heading', { name: '2. Check the preview' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('previews the products as they will be listed and lists them, linking to the products page', async () => {
    const api = asVendor({
      [`POST ${IMPORTS}`]: created(preview()),
      [`POST ${IMPORTS}/41/apply`]: ok(
        { id: 41, status: 'applied', products: 2, sizes: 3, applied_at: '2026-11-26T18:01:00.000Z' },
        '2 products are listed.',
      ),
    });
    fakeXhr({ auto: true });
    render();
    choose(csv());
    fireEvent.click(uploadButton());
    const table = await screen.findByRole('table', { name: 'Products as they will be listed' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('Calacatta Gold Porcelain Tile');
    expect(rows[1]!.textContent).toContain('12 X 24 — $64.00 / Box (15.5 sq ft)');
    expect(rows[1]!.textContent).toContain('24 X 48 — $89.50 / Box');
    expect(rows[2]!.textContent).toContain('Single Handle — $249.00 / Piece');
    expect(rows[2]!.textContent).not.toContain('cut allowance');
    // A slab shows the cut allowance it imports, or the default the checklist will use.
    expect(rows[3]!.textContent).toContain(
      '126 X 63 — $1,890.00 / Slab, cut allowance 2.5 in at each cut end',
    );
    expect(rows[3]!.textContent).toContain(
      '120 X 55 — $1,590.00 / Slab, cut allowance 1 in at each cut end (default)',
    );
    expect(
      screen.getByText('Every row is right. The products are listed together, in one step.'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'List 2 products' }));
    const done = await screen.findByRole('heading', { name: '2 products are listed' });
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(api.calls(`POST ${IMPORTS}/41/apply`)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'See your products' }).getAttribute('href')).toBe(
      '/vendor/products',
    );
    expect(await screen.findByText('2 products are listed.')).toBeTruthy(); // the toast

    fireEvent.click(screen.getByRole('button', { name: 'Import another file' }));
    expect(uploadButton().disabled).toBe(true);
  });

  it('lists the errors by line and column and keeps "List" disabled while any row has one', async () => {
    const errors = [
      {
        line: 7,
        column: 'price' as const,
        message: 'The price must be an amount in dollars (at most 2 decimals).',
      },
      {
        line: 8,
        column: 'brand' as const,
        message: 'The selected brand is invalid: "Ottoman Stoneworks" is not one of your brands.',
      },
    ];
    asVendor({
      [`POST ${IMPORTS}`]: created(
        preview({
          can_apply: false,
          counts: { rows: 1200, products: 600, sizes: 1200, rows_with_errors: 2, errors: 1500 },
          errors,
          sample: [],
        }),
      ),
    });
    fakeXhr({ auto: true });
    render();
    choose(csv());
    fireEvent.click(uploadButton());
    const table = await screen.findByRole('table', { name: 'Errors in the file, by line and column' });
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(cells).toEqual([
      ['7', 'price', errors[0]!.message],
      ['8', 'brand', errors[1]!.message],
    ]);
    expect(screen.getByRole('alert').textContent).toContain(
      '2 rows have errors. Nothing is listed until every row is right',
    );
    expect(screen.getByText('Showing the first 2 of 1,500 errors.')).toBeTruthy();
    expect(screen.getByText('No product of this file can be listed yet.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'List 600 products' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('with errors, says the sample leaves out the products that have one (not "the first 1 of 3")', async () => {
    const [good] = preview().sample;
    asVendor({
      [`POST ${IMPORTS}`]: created(
        preview({
          can_apply: false,
          counts: { rows: 4, products: 3, sizes: 4, rows_with_errors: 2, errors: 2 },
          errors: [{ line: 3, column: 'price', message: 'The price must be an amount in dollars.' }],
          sample: [good!],
        }),
      ),
    });
    fakeXhr({ auto: true });
    render();
    choose(csv());
    fireEvent.click(uploadButton());
    expect(
      await screen.findByText('Products with an error are not shown here until their rows are fixed.'),
    ).toBeTruthy();
    expect(screen.queryByText(/The first 1 of/)).toBeNull();
    expect(
      within(screen.getByRole('table', { name: 'Products as they will be listed' })).getByText(good!.name),
    ).toBeTruthy();
  });

  it('shows a refused file under the drop zone, without a toast, and a refused "List" next to it', async () => {
    let refuseFile = true;
    asVendor({
      [`POST ${IMPORTS}`]: () => (refuseFile ? invalid({ file: [NOT_UTF8] }) : created(preview())),
      [`POST ${IMPORTS}/41/apply`]: invalid({
        import: ['The brand of line 2 changed since the preview. Upload the file again.'],
      }),
    });
    fakeXhr({ auto: true });
    render();
    choose(csv('latin1.csv'));
    fireEvent.click(uploadButton());
    expect(await screen.findByText(NOT_UTF8)).toBeTruthy();
    expect(screen.queryByText('Invalid input OR some mandatory fields are blank.')).toBeNull();

    refuseFile = false;
    choose(csv('fixed.csv'));
    expect(screen.queryByText(NOT_UTF8)).toBeNull();
    fireEvent.click(uploadButton());
    fireEvent.click(await screen.findByRole('button', { name: 'List 2 products' }));
    expect(
      await screen.findByText('The brand of line 2 changed since the preview. Upload the file again.'),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /are listed/ })).toBeNull();
  });

  it('says so when the file never reached the server', async () => {
    asVendor({});
    const { sent } = fakeXhr();
    render();
    choose(csv());
    fireEvent.click(uploadButton());
    sent[0]!.fail();
    expect(
      await screen.findByText('The file did not reach the server. Check your connection and try again.'),
    ).toBeTruthy();
    expect(uploadButton().disabled).toBe(false);
  });
});
