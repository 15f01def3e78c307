-- Issue 12: the pictures vendors upload for their products (docs/decisions/0018-product-images.md). Each row
-- holds the re-encoded WebP (longest side at most 1600 px) and its thumbnail (at most 400 px), served at
-- /media/products/<sha256>.webp and <sha256>.thumb.webp. Positions are 0..11 and unique per product, so a
-- product holds at most 12; the uniqueness is checked at commit, so a new order is one UPDATE.
CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"sha256" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" bytea NOT NULL,
	"thumb_bytes" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_images_sha256" CHECK ("product_images"."sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "product_images_position" CHECK ("product_images"."position" >= 0 AND "product_images"."position" < 12),
	CONSTRAINT "product_images_size" CHECK ("product_images"."width" > 0 AND "product_images"."height" > 0),
	CONSTRAINT "product_images_position_unique" UNIQUE ("product_id", "position") DEFERRABLE INITIALLY DEFERRED,
	CONSTRAINT "product_images_sha256_unique" UNIQUE ("product_id", "sha256")
);
--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_images_sha256_idx" ON "product_images" USING btree ("sha256");
