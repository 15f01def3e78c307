-- A vendor's catalogue import from CSV (issue 12, docs/decisions/0019-catalog-import.md): the upload is parsed
-- and validated once and stored as a preview (the products that validated, the errors by line and column,
-- the counts); applying lists exactly those products, once, in one transaction.
CREATE TABLE "catalog_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_user_id" integer NOT NULL,
	"status" text DEFAULT 'preview' NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"product_count" integer DEFAULT 0 NOT NULL,
	"size_count" integer DEFAULT 0 NOT NULL,
	"error_row_count" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	CONSTRAINT "catalog_imports_status" CHECK ("catalog_imports"."status" in ('preview', 'applied')),
	CONSTRAINT "catalog_imports_applied" CHECK ("catalog_imports"."status" = 'preview' or ("catalog_imports"."applied_at" is not null and "catalog_imports"."error_row_count" = 0))
);
--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD CONSTRAINT "catalog_imports_vendor_user_id_users_id_fk" FOREIGN KEY ("vendor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_imports_vendor_idx" ON "catalog_imports" USING btree ("vendor_user_id","created_at");
