ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_account_type";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_type" CHECK ("ledger_entries"."account_type" in ('customer', 'vendor', 'vendor_held', 'contractor', 'platform', 'tax', 'connected_account'));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind" CHECK ("ledger_entries"."kind" in ('charge', 'refund', 'payout', 'release'));