-- ── Issue 12, admin console: dashboard, users and catalogue moderation (docs/api-admin.md) ──────────────
-- Indexes only (the reads live in apps/server/src/modules/admin/); not mirrored in the Drizzle schema, like
-- 0022's products_unlisted_idx. The users page finds a name or email by any part (lower(x) LIKE '%q%'):
-- trigram indexes (pg_trgm, migration 0001). The dashboard sums sales by payment time and refunds by their
-- time, and counts order items per status (and the unprocessed ones against the 48-hour promise).
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin (lower("full_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at") WHERE "paid_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "refunds_created_idx" ON "refunds" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_items_status_idx" ON "order_items" USING btree ("status", "order_id");
-- ── end of the dashboard, users and catalogue block ────────────────────────────────────────────────────
--> statement-breakpoint
-- ── Issue 12, admin console: leads and the audit log view (docs/api-admin-settings.md) ──────────────────
-- Indexes only (reads in apps/server/src/modules/leads/admin-leads.repository.ts and
-- modules/audit/audit-log.repository.ts), not mirrored in the Drizzle schema, like the block above. The leads
-- list and its CSV export read newest first; the audit log is filtered by who made the changes.
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id", "created_at" DESC);
-- ── end of the leads and audit log block ─────────────────────────────────────────────────────────────────
