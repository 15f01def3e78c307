import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import type { WebhookEventStore } from '../payments/webhook-once.ts';

/**
 * The webhook event store in the database (table payment_events): `seen` records an event id in one
 * statement (insert … on conflict do nothing), so two racing deliveries cannot both apply it; `forget`
 * removes it again when applying failed, so the provider's retry applies it.
 */
export function dbWebhookEventStore(db: Database, type = 'event'): WebhookEventStore {
  return {
    async seen(eventId) {
      const inserted = rowsOf<{ id: number }>(
        await db.execute(sql`insert into payment_events (provider_event_id, type) values (${eventId}, ${type})
          on conflict (provider_event_id) do nothing returning id`),
      );
      return inserted.length === 0;
    },
    async forget(eventId) {
      await db.execute(sql`delete from payment_events where provider_event_id = ${eventId}`);
    },
  };
}
