-- Issue 27 point 1: project files (chat attachments and photos of the space), design photos and AI pictures
-- keep their bytes in the object store (lib/object-store), the row only the object's key, so every API node
-- reads the same files and the database stays small. The bytea columns stay, nullable, for rows kept before
-- (read as a fallback until `npm run objects:migrate` has moved them); a row holds one or the other. Each key
-- is unique: objectKey never makes one twice, and the sweep asks by key which objects a row still names.
ALTER TABLE "project_files" ADD COLUMN "object_key" text;
--> statement-breakpoint
ALTER TABLE "project_files" ADD COLUMN "thumb_key" text;
--> statement-breakpoint
ALTER TABLE "project_files" ALTER COLUMN "bytes" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "project_files" ADD CONSTRAINT "project_files_stored" CHECK ("project_files"."object_key" IS NOT NULL OR "project_files"."bytes" IS NOT NULL);
--> statement-breakpoint
CREATE UNIQUE INDEX "project_files_object_key" ON "project_files" USING btree ("object_key");
--> statement-breakpoint
CREATE UNIQUE INDEX "project_files_thumb_key" ON "project_files" USING btree ("thumb_key");
--> statement-breakpoint
ALTER TABLE "design_photos" ADD COLUMN "object_key" text;
--> statement-breakpoint
ALTER TABLE "design_photos" ADD COLUMN "thumb_key" text;
--> statement-breakpoint
ALTER TABLE "design_photos" ALTER COLUMN "bytes" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "design_photos" ALTER COLUMN "thumb_bytes" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "design_photos" ADD CONSTRAINT "design_photos_stored" CHECK ("design_photos"."object_key" IS NOT NULL OR "design_photos"."bytes" IS NOT NULL);
--> statement-breakpoint
ALTER TABLE "design_photos" ADD CONSTRAINT "design_photos_thumb_stored" CHECK ("design_photos"."thumb_key" IS NOT NULL OR "design_photos"."thumb_bytes" IS NOT NULL);
--> statement-breakpoint
CREATE UNIQUE INDEX "design_photos_object_key" ON "design_photos" USING btree ("object_key");
--> statement-breakpoint
CREATE UNIQUE INDEX "design_photos_thumb_key" ON "design_photos" USING btree ("thumb_key");
--> statement-breakpoint
ALTER TABLE "ai_pictures" ADD COLUMN "depth_key" text;
--> statement-breakpoint
ALTER TABLE "ai_pictures" ADD COLUMN "edges_key" text;
--> statement-breakpoint
ALTER TABLE "ai_pictures" ADD COLUMN "image_key" text;
--> statement-breakpoint
ALTER TABLE "ai_pictures" DROP CONSTRAINT "ai_pictures_stored";
--> statement-breakpoint
ALTER TABLE "ai_pictures" ADD CONSTRAINT "ai_pictures_stored" CHECK ("ai_pictures"."status" <> 'succeeded' OR "ai_pictures"."image_key" IS NOT NULL OR "ai_pictures"."image" IS NOT NULL);
--> statement-breakpoint
CREATE UNIQUE INDEX "ai_pictures_depth_key" ON "ai_pictures" USING btree ("depth_key");
--> statement-breakpoint
CREATE UNIQUE INDEX "ai_pictures_edges_key" ON "ai_pictures" USING btree ("edges_key");
--> statement-breakpoint
CREATE UNIQUE INDEX "ai_pictures_image_key" ON "ai_pictures" USING btree ("image_key");
