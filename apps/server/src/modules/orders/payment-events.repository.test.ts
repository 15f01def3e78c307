import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import { dbWebhookEventStore } from './payment-events.repository.ts';

describe('dbWebhookEventStore (payment_events)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers seen once per event id, across racing calls, and forgets on request', async () => {
    const store = dbWebhookEventStore(t.db);
    const answers = await Promise.all(Array.from({ length: 10 }, () => store.seen('evt_1')));
    expect(answers.filter((seen) => !seen)).toHaveLength(1);
    expect(await store.seen('evt_2')).toBe(false);
    await store.forget?.('evt_1');
    expect(await store.seen('evt_1')).toBe(false);
    expect(await store.seen('evt_1')).toBe(true);
  });
});
