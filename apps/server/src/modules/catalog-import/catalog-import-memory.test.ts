import { Readable } from 'node:stream';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { IMPORT_LIMITS } from '@app/domain/catalog/catalog-import-format';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apply, type ImportFixture, importTestApp, productsOfBrand } from './catalog-import.fixture.ts';

/** B4: memory an import may add to the server, whatever the file's size within its 20 MB limit. */
const BUDGET_BYTES = 64 * 1024 * 1024;
const ROWS = IMPORT_LIMITS.maxRows;
const HEADER = ['product_ref', 'name', 'description', 'category', 'brand', 'colors', 'unit', 'box_sqft'];
const BOUNDARY = '----catalog-import-memory';

/** One row per size, two sizes a product; each row ~390 bytes, so 50,000 rows are just under 20 MB. */
function rowsOf(from: number, to: number): string {
  const rows: string[][] = [];
  for (let r = from; r < to; r++) {
    const p = Math.floor(r / 2);
    const size = r % 2;
    rows.push([
      `MEM-${p}`,
      `Memory Porcelain Tile ${p}`,
      `Porcelain tile ${p}, rectified edges and soft veining, ${'made for busy kitchens and baths; '.repeat(7)}`,
      'Porcelain Tile',
      'Verandah Tileworks',
      'White|Gold',
      'Box',
      '15.50',
      String(12 * (size + 1)),
      String(24 * (size + 1)),
      (19.99 + (p % 1000) + size * 10).toFixed(2),
    ]);
  }
  return stringify(rows);
}

/** The multipart body, made as it is sent: the 20 MB CSV never exists whole in this process either. */
function streamedUpload(): { body: Readable; bytes: () => number } {
  let sent = 0;
  async function* parts() {
    yield Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    );
    const header = stringify([[...HEADER, 'width_size', 'height_size', 'price']]);
    sent += header.length;
    yield Buffer.from(header);
    for (let r = 0; r < ROWS; r += 500) {
      const chunk = Buffer.from(rowsOf(r, Math.min(ROWS, r + 500)));
      sent += chunk.length;
      yield chunk;
    }
    yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  }
  return { body: Readable.from(parts(), { objectMode: false }), bytes: () => sent };
}

type Peak = { heap: number; liveHeap: number; external: number; rss: number };

// A full collection on demand, to tell what the import holds from the garbage V8 has not collected yet.
v8.setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

/**
 * Samples process.memoryUsage() while `work` runs and answers the growth over the start: every 5 ms the
 * peaks of heapUsed (`heap`, garbage included: V8 collects it when it likes), external and RSS; every
 * second heapUsed right after a full collection (`liveHeap`: what the import really holds then).
 */
async function peakGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growth: Peak }> {
  collect();
  const start = process.memoryUsage();
  const growth: Peak = { heap: 0, liveHeap: 0, external: 0, rss: 0 };
  const sample = () => {
    const m = process.memoryUsage();
    growth.heap = Math.max(growth.heap, m.heapUsed - start.heapUsed);
    growth.external = Math.max(growth.external, m.external - start.external);
    growth.rss = Math.max(growth.rss, m.rss - start.rss);
  };
  const live = () => {
    collect();
    growth.liveHeap = Math.max(growth.liveHeap, process.memoryUsage().heapUsed - start.heapUsed);
  };
  const timers = [setInterval(sample, 5), setInterval(live, 1000)];
  try {
    const result = await work();
    sample();
    return { result, growth };
  } finally {
    for (const timer of timers) clearInterval(timer);
  }
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/**
 * What an import holds: its live heap, and on PostgreSQL the buffers outside the heap too. PGlite runs the
 * database in this process, so its external memory grows with the rows stored (the tables themselves),
 * which is the database's size, not the import's.
 */
const held = (g: Peak) => g.liveHeap + (process.env.TEST_DB === 'pg' ? g.external : 0);

describe('POST /api/vendor/imports: a 20 MB file streams', () => {
  let f: ImportFixture;
  beforeAll(async () => {
    f = await importTestApp();
  });
  afterAll(() => f.t.close());

  it('reads, previews and applies 50,000 rows (~20 MB) holding less than 64 MB at any time', async () => {
    const upload = streamedUpload();
    const { result: res, growth } = await peakGrowth(() =>
      f.t.app.inject({
        method: 'POST',
        url: '/api/vendor/imports',
        headers: { ...f.auth.vera, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload: upload.body,
      }),
    );
    console.log(
      `catalogue import of ${mb(upload.bytes())} MB: heap +${mb(growth.heap)} MB (live +${mb(growth.liveHeap)} MB), external +${mb(growth.external)} MB, rss +${mb(growth.rss)} MB (${f.t.kind})`,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(upload.bytes()).toBeGreaterThan(19 * 1024 * 1024);
    const { data } = res.json();
    expect(data.counts).toEqual({
      rows: ROWS,
      products: ROWS / 2,
      sizes: ROWS,
      rows_with_errors: 0,
      errors: 0,
    });
    expect(data.sample).toHaveLength(IMPORT_LIMITS.sampleProducts);
    expect(data.sample[0]).toMatchObject({ line: 2, product_ref: 'MEM-0' });
    expect(held(growth)).toBeLessThan(BUDGET_BYTES);

    const applied = await peakGrowth(() => apply(f, f.auth.vera, data.id));
    console.log(
      `apply of ${ROWS / 2} products: heap +${mb(applied.growth.heap)} MB (live +${mb(applied.growth.liveHeap)} MB), external +${mb(applied.growth.external)} MB, rss +${mb(applied.growth.rss)} MB (${f.t.kind})`,
    );
    expect(applied.result.statusCode, applied.result.body).toBe(200);
    expect(await productsOfBrand(f, f.mine.id)).toBe(ROWS / 2);
    expect(held(applied.growth)).toBeLessThan(BUDGET_BYTES);
  }, 300_000);
});
