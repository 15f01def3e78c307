-- Issue 27 point 1: product pictures (and their thumbnails) and showroom logos keep their bytes in the object
-- store (lib/object-store), the row only the object's key, so every API node serves the same files and the
-- database stays small. The bytea columns stay, nullable, for rows kept before (read as a fallback until
-- `npm run objects:migrate` has moved them); a row holds one or the other. Each key is unique: objectKey never
-- makes one twice, and the sweep asks by key which objects a row still names.
ALTER TABLE "product_images" ADD COLUMN "image_key" text;
--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "thumb_key" text;
--> statement-breakpoint
ALTER TABLE "product_images" ALTER COLUMN "bytes" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "product_images" ALTER COLUMN "thumb_bytes" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_stored" CHECK ("product_images"."image_key" IS NOT NULL OR "product_images"."bytes" IS NOT NULL);
--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_thumb_stored" CHECK ("product_images"."thumb_key" IS NOT NULL OR "product_images"."thumb_bytes" IS NOT NULL);
--> statement-breakpoint
CREATE UNIQUE INDEX "product_images_image_key" ON "product_images" USING btree ("image_key");
--> statement-breakpoint
CREATE UNIQUE INDEX "product_images_thumb_key" ON "product_images" USING btree ("thumb_key");
--> statement-breakpoint
ALTER TABLE "showroom_logos" ADD COLUMN "object_key" text;
--> statement-breakpoint
ALTER TABLE "showroom_logos" ALTER COLUMN "bytes" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "showroom_logos" ADD CONSTRAINT "showroom_logos_stored" CHECK ("showroom_logos"."object_key" IS NOT NULL OR "showroom_logos"."bytes" IS NOT NULL);
--> statement-breakpoint
CREATE UNIQUE INDEX "showroom_logos_object_key" ON "showroom_logos" USING btree ("object_key");
