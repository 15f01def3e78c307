-- Issue 12: who may see a product (the vendor hides it, the admin moderates it or its brand, the admin
-- deactivates its vendor) as one maintained column `products.listed` that every catalogue read filters on;
-- and the audit log of who changed which status, setting, user or product, when, from what to what.
ALTER TABLE "products" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
CREATE INDEX "products_unlisted_idx" ON "products" USING btree ("id") WHERE NOT "products"."listed";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "vendor_deactivated"(vendor integer) RETURNS boolean LANGUAGE sql STABLE AS $$
	SELECT coalesce((SELECT u."status" = 'Deactive' FROM "users" u WHERE u."id" = vendor), false)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "products_listed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."listed" := NEW."hidden_at" IS NULL AND NEW."moderated_at" IS NULL
		AND NOT EXISTS (SELECT 1 FROM "brands" b WHERE b."id" = NEW."brand_id"
			AND (b."moderated_at" IS NOT NULL OR "vendor_deactivated"(b."vendor_user_id")));
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_listed_insert" BEFORE INSERT ON "products" FOR EACH ROW EXECUTE FUNCTION "products_listed"();--> statement-breakpoint
CREATE TRIGGER "products_listed_update" BEFORE UPDATE OF "hidden_at", "moderated_at", "brand_id", "listed" ON "products" FOR EACH ROW EXECUTE FUNCTION "products_listed"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "brands_listed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- A brand handed to another vendor re-lists its products only when one of the two vendors is deactivated
	-- (the seed hands 24 brands of 25,000 products over; re-listing them all would cost seconds for nothing).
	IF NEW."moderated_at" IS DISTINCT FROM OLD."moderated_at"
		OR "vendor_deactivated"(NEW."vendor_user_id") IS DISTINCT FROM "vendor_deactivated"(OLD."vendor_user_id") THEN
		UPDATE "products" SET "listed" = "listed" WHERE "brand_id" = NEW."id";
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "brands_listed_update" AFTER UPDATE OF "moderated_at", "vendor_user_id" ON "brands" FOR EACH ROW EXECUTE FUNCTION "brands_listed"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "vendors_listed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "products" SET "listed" = "listed"
	WHERE "brand_id" IN (SELECT b."id" FROM "brands" b WHERE b."vendor_user_id" = NEW."id");
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_vendor_listed_update" AFTER UPDATE OF "status" ON "users" FOR EACH ROW
	WHEN ((OLD."status" = 'Deactive') IS DISTINCT FROM (NEW."status" = 'Deactive') AND NEW."type" = 'Vendor')
	EXECUTE FUNCTION "vendors_listed"();--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"actor_type" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity", "entity_id", "created_at" DESC);
