CREATE TABLE "catalog_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "product_sizes_product_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "default_vendor_price_cents" integer;--> statement-breakpoint
CREATE INDEX "product_sizes_product_idx" ON "product_sizes" USING btree ("product_id","position","id");--> statement-breakpoint
UPDATE "products" p SET "default_vendor_price_cents" = (
	SELECT ps."vendor_price_cents" FROM "product_sizes" ps WHERE ps."product_id" = p."id" ORDER BY ps."position", ps."id" LIMIT 1
);--> statement-breakpoint
INSERT INTO "catalog_state" ("id", "version") VALUES (1, txid_current());--> statement-breakpoint
CREATE FUNCTION "catalog_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "catalog_state" ("id", "version") VALUES (1, txid_current())
	ON CONFLICT ("id") DO UPDATE SET "version" = excluded."version"
	WHERE "catalog_state"."version" IS DISTINCT FROM excluded."version";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_catalog_touch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_touch"();--> statement-breakpoint
CREATE TRIGGER "product_sizes_catalog_touch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_sizes" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_touch"();--> statement-breakpoint
CREATE TRIGGER "markup_rules_catalog_touch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "markup_rules" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_touch"();--> statement-breakpoint
CREATE TRIGGER "categories_catalog_touch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_touch"();--> statement-breakpoint
CREATE TRIGGER "brands_catalog_touch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_touch"();--> statement-breakpoint
CREATE FUNCTION "product_sizes_default_price"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- products.default_vendor_price_cents: the vendor price of the product's first size (position, id).
	IF TG_OP = 'INSERT' THEN
		UPDATE "products" p SET "default_vendor_price_cents" = d."v"
		FROM (
			SELECT c."id", (
				SELECT ps."vendor_price_cents" FROM "product_sizes" ps WHERE ps."product_id" = c."id"
				ORDER BY ps."position", ps."id" LIMIT 1
			) AS "v"
			FROM (SELECT DISTINCT "product_id" AS "id" FROM "new_sizes") c
		) d
		WHERE p."id" = d."id" AND p."default_vendor_price_cents" IS DISTINCT FROM d."v";
	ELSIF TG_OP = 'UPDATE' THEN
		UPDATE "products" p SET "default_vendor_price_cents" = d."v"
		FROM (
			SELECT c."id", (
				SELECT ps."vendor_price_cents" FROM "product_sizes" ps WHERE ps."product_id" = c."id"
				ORDER BY ps."position", ps."id" LIMIT 1
			) AS "v"
			FROM (SELECT "product_id" AS "id" FROM "new_sizes" UNION SELECT "product_id" FROM "old_sizes") c
		) d
		WHERE p."id" = d."id" AND p."default_vendor_price_cents" IS DISTINCT FROM d."v";
	ELSE
		UPDATE "products" p SET "default_vendor_price_cents" = d."v"
		FROM (
			SELECT c."id", (
				SELECT ps."vendor_price_cents" FROM "product_sizes" ps WHERE ps."product_id" = c."id"
				ORDER BY ps."position", ps."id" LIMIT 1
			) AS "v"
			FROM (SELECT DISTINCT "product_id" AS "id" FROM "old_sizes") c
		) d
		WHERE p."id" = d."id" AND p."default_vendor_price_cents" IS DISTINCT FROM d."v";
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_sizes_default_price_insert" AFTER INSERT ON "product_sizes" REFERENCING NEW TABLE AS "new_sizes" FOR EACH STATEMENT EXECUTE FUNCTION "product_sizes_default_price"();--> statement-breakpoint
CREATE TRIGGER "product_sizes_default_price_update" AFTER UPDATE ON "product_sizes" REFERENCING OLD TABLE AS "old_sizes" NEW TABLE AS "new_sizes" FOR EACH STATEMENT EXECUTE FUNCTION "product_sizes_default_price"();--> statement-breakpoint
CREATE TRIGGER "product_sizes_default_price_delete" AFTER DELETE ON "product_sizes" REFERENCING OLD TABLE AS "old_sizes" FOR EACH STATEMENT EXECUTE FUNCTION "product_sizes_default_price"();
