import { Readable } from 'node:stream';
import { IMPORT_MESSAGES } from '@app/domain/catalog/catalog-import-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  csvOf,
  type ImportFixture,
  importTestApp,
  multipartFile,
  tileRows,
} from './catalog-import.fixture.ts';
import { BUSY_RETRY_SECONDS, IMPORTS_AT_ONCE, IMPORTS_WAITING, importGate } from './catalog-import-gate.ts';

/** B4: imports are queued, a few at a time per process; beyond the queue a clear 503, never unbounded. */
describe('POST /api/vendor/imports at the same time', () => {
  let f: ImportFixture;
  beforeAll(async () => {
    f = await importTestApp();
  });
  afterAll(() => f.t.close());

  it('runs at most 2 at once, queues 4 in order, refuses the rest with 503 and Retry-After', async () => {
    const n = IMPORTS_AT_ONCE + IMPORTS_WAITING + 2;
    // Each body stops half-way until `finish`: the uploads being read stay in the gate until then.
    let finish = () => {};
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const bodies = Array.from({ length: n }, (_, i) => {
      const { payload, headers } = multipartFile(csvOf(tileRows(`Q-${i}`, `Queued Tile ${i}`, ['10'])));
      const half = Math.floor(payload.length / 2);
      async function* parts() {
        yield payload.subarray(0, half);
        await finished;
        yield payload.subarray(half);
      }
      return { body: Readable.from(parts()), headers };
    });
    const gate = importGate(f.t.db);
    const answers = bodies.map(({ body, headers }) =>
      f.t.app.inject({
        method: 'POST',
        url: '/api/vendor/imports',
        headers: { ...f.auth.vera, ...headers },
        payload: body,
      }),
    );
    await expect
      .poll(() => gate.running + gate.queued, { timeout: 20_000 })
      .toBe(IMPORTS_AT_ONCE + IMPORTS_WAITING);
    finish();
    const results = await Promise.all(answers);

    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(IMPORTS_AT_ONCE + IMPORTS_WAITING);
    const refused = results.filter((r) => r.statusCode === 503);
    expect(refused).toHaveLength(2);
    for (const r of refused) {
      expect(r.json().message).toBe(IMPORT_MESSAGES.busy);
      expect(r.headers['retry-after']).toBe(String(BUSY_RETRY_SECONDS));
    }
    expect(gate.peak).toBe(IMPORTS_AT_ONCE);
    expect(gate.running + gate.queued).toBe(0);
  });
});
