-- A new order's mails: the homeowner's receipt and each vendor's notice of the items it fulfils, queued once
-- per order in the transaction that sets mailed_at (modules/orders/order-mails.ts): by the request that
-- wrote the order, or by the order-mails job for one whose writer died first. Orders placed before this
-- migration count as mailed: nobody is sent a receipt for an old order.
ALTER TABLE "orders" ADD COLUMN "mailed_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "orders" SET "mailed_at" = coalesce("paid_at", "created_at");
--> statement-breakpoint
CREATE INDEX "orders_unmailed_idx" ON "orders" USING btree ("id") WHERE "orders"."mailed_at" is null;
