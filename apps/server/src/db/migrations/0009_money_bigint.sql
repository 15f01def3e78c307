-- Money columns of orders, their items, the ledger, refunds and payouts become bigint (int4 stopped at
-- $21,474,836.47: docs/decisions/0007-input-limits.md). One ALTER per table, so each is rewritten once.
ALTER TABLE "orders"
  ALTER COLUMN "shipping_cents" SET DATA TYPE bigint,
  ALTER COLUMN "subtotal_cents" SET DATA TYPE bigint,
  ALTER COLUMN "tax_cents" SET DATA TYPE bigint,
  ALTER COLUMN "charge_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_items"
  ALTER COLUMN "final_price" SET DATA TYPE bigint,
  ALTER COLUMN "platform_fee" SET DATA TYPE bigint,
  ALTER COLUMN "markup" SET DATA TYPE bigint,
  ALTER COLUMN "discount" SET DATA TYPE bigint,
  ALTER COLUMN "contractor_markup_amt" SET DATA TYPE bigint,
  ALTER COLUMN "unit_price" SET DATA TYPE bigint,
  ALTER COLUMN "line_total" SET DATA TYPE bigint,
  ALTER COLUMN "tax_cents" SET DATA TYPE bigint,
  ALTER COLUMN "admin_profit_inclusive_tax" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "refunds"
  ALTER COLUMN "amount_cents" SET DATA TYPE bigint,
  ALTER COLUMN "restocking_fee_cents" SET DATA TYPE bigint,
  ALTER COLUMN "vendor_cents" SET DATA TYPE bigint,
  ALTER COLUMN "contractor_cents" SET DATA TYPE bigint,
  ALTER COLUMN "platform_cents" SET DATA TYPE bigint,
  ALTER COLUMN "tax_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;
