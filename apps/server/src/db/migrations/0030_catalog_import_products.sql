-- Issue 22 B4: an import's products one row each, written in batches while the upload streams and listed in
-- batches at apply (a 20 MB file no longer held in memory whole); 'reading' while the upload is read.
CREATE TABLE "catalog_import_products" (
	"import_id" integer NOT NULL,
	"position" integer NOT NULL,
	"product" jsonb NOT NULL,
	CONSTRAINT "catalog_import_products_import_id_position_pk" PRIMARY KEY("import_id","position")
);
--> statement-breakpoint
ALTER TABLE "catalog_import_products" ADD CONSTRAINT "catalog_import_products_import_id_catalog_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."catalog_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "catalog_import_products" ("import_id", "position", "product")
	SELECT i."id", e."n" - 1, e."p" FROM "catalog_imports" i, jsonb_array_elements(i."products") WITH ORDINALITY e("p", "n")
	WHERE i."status" = 'preview';--> statement-breakpoint
ALTER TABLE "catalog_imports" DROP COLUMN "products";--> statement-breakpoint
ALTER TABLE "catalog_imports" DROP CONSTRAINT "catalog_imports_status";--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD CONSTRAINT "catalog_imports_status" CHECK ("catalog_imports"."status" in ('reading', 'preview', 'applied'));--> statement-breakpoint
ALTER TABLE "catalog_imports" DROP CONSTRAINT "catalog_imports_applied";--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD CONSTRAINT "catalog_imports_applied" CHECK ("catalog_imports"."status" <> 'applied' or ("catalog_imports"."applied_at" is not null and "catalog_imports"."error_row_count" = 0));
