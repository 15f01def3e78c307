import { IMPORT_LIMITS, REQUIRED_COLUMNS } from '@app/domain/catalog/catalog-import-format';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogImportProducts, catalogImports } from '../../db/schema/index.ts';
import { insertEvents } from '../throttle/throttle.repository.ts';
import {
  csvOf,
  type ImportFixture,
  importTestApp,
  multipartFile,
  tileRows,
  upload,
} from './catalog-import.fixture.ts';

const fileError = (message: string) => ({
  message: 'The given data was invalid.',
  errors: { file: [message] },
});

/**
 * What a hostile or broken file gets (issue 12): a NUL byte, a formula or a 1e308 price is an error on its
 * line and column; a file that is not a UTF-8 CSV, too big or too long is a 422 on `file` that stores
 * nothing; never a 5xx.
 */
describe('POST /api/vendor/imports: hostile and broken files', () => {
  let f: ImportFixture;
  beforeAll(async () => {
    f = await importTestApp();
  });
  afterAll(() => f.t.close());

  const imports = async () => Number((await f.t.db.select({ n: count() }).from(catalogImports))[0].n);

  it('reads NUL bytes, formulas and huge numbers as invalid cells, each on its line and column', async () => {
    const [row] = tileRows('H-1', 'Hostile Tile', ['1e308']);
    const csv = csvOf([
      {
        ...row,
        name: 'Tile\u0000Name',
        description: '=cmd|" /C calc"!A0',
        colors: '+White',
        min_qty: '1e308',
      },
      { ...row, product_ref: 'H-2', name: '@SUM(A1)', width_size: '9'.repeat(400), price: '99999999999999' },
    ]);
    const res = await upload(f, f.auth.vera, csv);
    expect(res.statusCode).toBe(201);
    const formula = (label: string) =>
      `The ${label} must not start with =, +, -, @ or a tab (a spreadsheet would run it as a formula).`;
    expect(res.json().data.errors).toEqual([
      { line: 2, column: 'name', message: 'The name must not contain a NUL character.' },
      { line: 2, column: 'description', message: formula('description') },
      { line: 2, column: 'colors', message: formula('colours') },
      { line: 2, column: 'min_qty', message: 'The minimum quantity must be an integer.' },
      { line: 2, column: 'price', message: 'The price must be an amount in dollars (at most 2 decimals).' },
      { line: 3, column: 'name', message: formula('name') },
      { line: 3, column: 'width_size', message: 'The width must be a number of inches between 0 and 9999.' },
      { line: 3, column: 'price', message: 'The price must be an amount in dollars (at most 2 decimals).' },
    ]);
    expect(res.json().data.can_apply).toBe(false);
  });

  it('reads UTF-8 with a BOM, CRLF line ends, semicolons and inch marks; refuses UTF-16 and binary', async () => {
    const rows = tileRows('E-1', 'Crème 12" Tile', ['10']);
    const semicolons = csvOf(rows).replaceAll(',', ';').replaceAll('\n', '\r\n');
    const bom = await upload(
      f,
      f.auth.vera,
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(semicolons)]),
    );
    expect(bom.statusCode).toBe(201);
    expect(bom.json().data).toMatchObject({ can_apply: true, sample: [{ name: 'Crème 12" Tile', line: 2 }] });

    const before = await imports();
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(csvOf(rows), 'utf16le')]);
    for (const bytes of [utf16, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xd8])]) {
      const res = await upload(f, f.auth.vera, bytes);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(fileError('The file must be CSV text in UTF-8 (with or without a BOM).'));
    }
    expect(await imports()).toBe(before);
  });

  it('keeps every character whole across the chunks the file is parsed in (an emoji on a boundary)', async () => {
    const emoji = '\u{1F600}'.repeat(1000);
    const rowsWith = (pad: string) =>
      Array.from({ length: 150 }, (_, i) => ({
        ...tileRows(`U-${i}`, `Smile Tile ${i}${i === 0 ? pad : ''}`, ['10'])[0],
        description: emoji,
      }));
    // The parser takes 256 Ki characters at a time: pad the first name until a pair straddles that point.
    let csv = csvOf(rowsWith(''));
    if (!/[\uD800-\uDBFF]/.test(csv[256 * 1024 - 1])) csv = csvOf(rowsWith('x'));
    expect(csv[256 * 1024 - 1]).toMatch(/[\uD800-\uDBFF]/);
    const res = await upload(f, f.auth.vera, csv);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.counts).toMatchObject({ products: 150, errors: 0 });
    const stored = await f.t.db
      .select({ product: catalogImportProducts.product })
      .from(catalogImportProducts)
      .where(eq(catalogImportProducts.importId, res.json().data.id));
    const descriptions = stored.map(
      (p) => (p.product as { input: { description: string } }).input.description,
    );
    expect(descriptions.every((d) => d === emoji)).toBe(true);
  });

  it('refuses a file that is not a catalogue: no header, unknown or missing columns, an unclosed quote', async () => {
    const cases: Array<[string, string]> = [
      ['\n\n  \n', 'The file has no header row.'],
      [csvOf([], REQUIRED_COLUMNS), 'The file has no product rows under its header.'],
      [
        `${REQUIRED_COLUMNS.join(',')},prce\nA,B,C,D,E,F,1,2\n`,
        expect.stringMatching(/^The header has an unknown column "prce"/) as unknown as string,
      ],
      ['product_ref,name\nA,B\n', 'The header has no "description" column.'],
      [
        `${REQUIRED_COLUMNS.join(',')}\nA,"B,C,D,E,F,1\n`,
        'The file is not valid CSV: a quoted cell opened on line 2 is never closed.',
      ],
    ];
    for (const [csv, message] of cases) {
      const res = await upload(f, f.auth.vera, csv);
      expect(res.statusCode, csv).toBe(422);
      expect(res.json()).toEqual(fileError(message));
    }
  });

  it('refuses a missing file, a JSON body and another field with the file’s message', async () => {
    const required = fileError('Choose a CSV file to upload.');
    const json = await f.t.app.inject({
      method: 'POST',
      url: '/api/vendor/imports',
      headers: f.auth.vera,
      payload: { file: 'product_ref,name' },
    });
    expect([json.statusCode, json.json()]).toEqual([422, required]);
    const other = multipartFile('product_ref', 'x.csv', 'upload');
    const wrongField = await f.t.app.inject({
      method: 'POST',
      url: '/api/vendor/imports',
      headers: { ...f.auth.vera, ...other.headers },
      payload: other.payload,
    });
    expect([wrongField.statusCode, wrongField.json()]).toEqual([422, required]);
    const empty = await upload(f, f.auth.vera, '');
    expect([empty.statusCode, empty.json()]).toEqual([422, required]);
  });

  it('refuses a file over 20 MB, over 50,000 rows, or of blank lines, storing nothing', async () => {
    const before = await imports();
    const big = Buffer.alloc(IMPORT_LIMITS.maxBytes + 1, 'a');
    const tooBig = await upload(f, f.auth.vera, big);
    expect([tooBig.statusCode, tooBig.json()]).toEqual([
      422,
      fileError('The file may not be greater than 20 MB.'),
    ]);

    const rowsMessage = fileError('The file may not have more than 50,000 rows.');
    const header = `${REQUIRED_COLUMNS.join(',')}\n`;
    const long = header + 'a,b,c,d,e,f,1\n'.repeat(IMPORT_LIMITS.maxRows + 1);
    const tooLong = await upload(f, f.auth.vera, long);
    expect([tooLong.statusCode, tooLong.json()]).toEqual([422, rowsMessage]);
    const blank = await upload(
      f,
      f.auth.vera,
      `${header}a,b,c,d,e,f,1\n${'\n'.repeat(IMPORT_LIMITS.maxRows * 4)}`,
    );
    expect([blank.statusCode, blank.json()]).toEqual([422, rowsMessage]);
    expect(await imports()).toBe(before);
  }, 60_000);

  it('is for vendors only and limits each vendor’s uploads per hour', async () => {
    const csv = csvOf(tileRows('R-1', 'Rate Tile'));
    expect((await upload(f, {}, csv)).statusCode).toBe(401);
    expect((await upload(f, f.auth.ann, csv)).statusCode).toBe(403);
    await insertEvents(f.t.db, Array(IMPORT_LIMITS.uploadsPerHour).fill(`catalog-import:${f.otto.id}`));
    const res = await upload(f, f.auth.otto, csv);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(
      'You have uploaded too many catalogue files. Please try again in 60 minutes.',
    );
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
    // Vera's own limit is hers: Otto's uploads do not count against it.
    expect((await upload(f, f.auth.vera, csv)).statusCode).toBe(201);
  });
});
