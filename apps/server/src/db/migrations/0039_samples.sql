-- Issue 25 point 7: a vendor offers a sample of a product, a size of its own at a price of its own (0: free,
-- else $0.50, the provider's smallest charge, to $100). Both or neither: an offer is a size and a price.
ALTER TABLE "products" ADD COLUMN "sample_size" text;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sample_price_cents" integer;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sample" CHECK (("products"."sample_size" IS NULL) = ("products"."sample_price_cents" IS NULL) AND ("products"."sample_price_cents" IS NULL OR "products"."sample_price_cents" = 0 OR "products"."sample_price_cents" BETWEEN 50 AND 10000));
--> statement-breakpoint
-- An order item that is a sample of its product (no product size: a sample is not one of its sizes).
ALTER TABLE "order_items" ADD COLUMN "sample" boolean DEFAULT false NOT NULL;
