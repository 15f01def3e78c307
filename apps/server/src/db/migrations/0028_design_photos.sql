-- Issue 21 A6: the photo still of a design version, re-encoded as WebP (longest side at most 1600 px) with a
-- thumbnail (400 px) for the design list; one per version, gone with the version.
CREATE TABLE "design_photos" (
	"design_id" integer NOT NULL,
	"version" integer NOT NULL,
	"sha256" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" bytea NOT NULL,
	"thumb_bytes" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "design_photos_design_id_version_pk" PRIMARY KEY("design_id","version"),
	CONSTRAINT "design_photos_sha256" CHECK ("design_photos"."sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "design_photos_size" CHECK ("design_photos"."width" > 0 AND "design_photos"."height" > 0)
);
--> statement-breakpoint
ALTER TABLE "design_photos" ADD CONSTRAINT "design_photos_version_fk" FOREIGN KEY ("design_id","version") REFERENCES "public"."design_versions"("design_id","version") ON DELETE cascade ON UPDATE no action;
