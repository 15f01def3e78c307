-- Issue 23 item 4: the storefront generation. The server-rendered storefront caches anonymous HTML under the
-- value of this sequence and drops an entry once the value has moved (apps/server/src/ssr/page-cache.ts). It
-- moves once per committed transaction that wrote anything a storefront page reads: products (their listing,
-- hidden or moderated, and default price; brand moderation and vendor deactivation reach them through the
-- 0022 triggers), sizes and their prices, pictures, categories, departments (the menu), brands, markup rules,
-- showrooms (default markup, name, colour, logo, live) and their logos, and settings (the platform fee is one).
-- A sequence, not a counter row (catalog_state, 0002): nextval takes no row lock, so writers never wait on
-- each other for it and it is never rolled back.
CREATE SEQUENCE "storefront_generation";--> statement-breakpoint
-- Called once here so that last_value is 1 and the first bump makes it 2 (a fresh sequence reads 1 as well).
SELECT nextval('storefront_generation');--> statement-breakpoint
-- At commit (the triggers below are deferred constraint triggers; PostgreSQL has them per row only), once per
-- transaction: a rolled-back write never moves it, and a page rendered during the writer's transaction (it
-- read the old rows) carries the older value. The shared advisory lock is held until the commit is visible:
-- storefront_generation_settled() cannot read a value whose commit readers might not see yet. Shared locks
-- never wait on each other, so writers do not queue on it.
CREATE FUNCTION "storefront_generation_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF current_setting('storefront.generation_bumped', true) IS DISTINCT FROM 'yes' THEN
		PERFORM set_config('storefront.generation_bumped', 'yes', true);
		PERFORM pg_advisory_xact_lock_shared(hashtextextended('storefront_generation', 0));
		PERFORM nextval('storefront_generation');
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
-- TRUNCATE cannot be deferred: it moves the generation at once.
CREATE FUNCTION "storefront_generation_bump_now"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM nextval('storefront_generation');
	RETURN NULL;
END $$;--> statement-breakpoint
-- The generation a page about to be rendered may be cached under, or NULL while a storefront write is
-- between its bump and its commit becoming visible (render, but do not cache). Never waits: a try-lock,
-- released before returning, so calling it inside a longer transaction holds nothing.
CREATE FUNCTION "storefront_generation_settled"() RETURNS text LANGUAGE plpgsql AS $$
DECLARE
	g text;
BEGIN
	IF NOT pg_try_advisory_lock(hashtextextended('storefront_generation', 0)) THEN
		RETURN NULL;
	END IF;
	SELECT last_value::text INTO g FROM "storefront_generation";
	PERFORM pg_advisory_unlock(hashtextextended('storefront_generation', 0));
	RETURN g;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_storefront_generation" AFTER INSERT OR UPDATE OR DELETE ON "products" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "storefront_generation_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_sizes_storefront_generation" AFTER INSERT OR UPDATE OR DELETE ON "product_sizes" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "storefront_generation_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_images_storefront_generation" AFTER INSERT OR UPDATE OR DELETE ON "product_images" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "storefront_generation_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "categories_storefront_generation" AFTER INSERT OR UPDATE OR DELETE ON "categories" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "storefront_generation_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "departments_storefront_generation" AFTER INSERT OR UPDATE OR DELETE ON "departments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "storefront_generation_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "brands_storefront_generation" AFTER INSERT OR UPDATE OR DELETE ON "brands" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "storefront_generation_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "markup_rules_storefront_generation" AFTER INSERT OR UPDATE OR DELETE ON "markup_rules" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "storefront_generation_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "showrooms_storefront_generation" AFTER INSERT OR UPDATE OR DELETE ON "showrooms" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "storefront_generation_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "showroom_logos_storefront_generation" AFTER INSERT OR UPDATE OR DELETE ON "showroom_logos" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "storefront_generation_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "settings_storefront_generation" AFTER INSERT OR UPDATE OR DELETE ON "settings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "storefront_generation_bump"();--> statement-breakpoint
CREATE TRIGGER "products_storefront_generation_truncate" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "storefront_generation_bump_now"();--> statement-breakpoint
CREATE TRIGGER "product_sizes_storefront_generation_truncate" AFTER TRUNCATE ON "product_sizes" FOR EACH STATEMENT EXECUTE FUNCTION "storefront_generation_bump_now"();--> statement-breakpoint
CREATE TRIGGER "product_images_storefront_generation_truncate" AFTER TRUNCATE ON "product_images" FOR EACH STATEMENT EXECUTE FUNCTION "storefront_generation_bump_now"();--> statement-breakpoint
CREATE TRIGGER "categories_storefront_generation_truncate" AFTER TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "storefront_generation_bump_now"();--> statement-breakpoint
CREATE TRIGGER "departments_storefront_generation_truncate" AFTER TRUNCATE ON "departments" FOR EACH STATEMENT EXECUTE FUNCTION "storefront_generation_bump_now"();--> statement-breakpoint
CREATE TRIGGER "brands_storefront_generation_truncate" AFTER TRUNCATE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION "storefront_generation_bump_now"();--> statement-breakpoint
CREATE TRIGGER "markup_rules_storefront_generation_truncate" AFTER TRUNCATE ON "markup_rules" FOR EACH STATEMENT EXECUTE FUNCTION "storefront_generation_bump_now"();--> statement-breakpoint
CREATE TRIGGER "showrooms_storefront_generation_truncate" AFTER TRUNCATE ON "showrooms" FOR EACH STATEMENT EXECUTE FUNCTION "storefront_generation_bump_now"();--> statement-breakpoint
CREATE TRIGGER "showroom_logos_storefront_generation_truncate" AFTER TRUNCATE ON "showroom_logos" FOR EACH STATEMENT EXECUTE FUNCTION "storefront_generation_bump_now"();--> statement-breakpoint
CREATE TRIGGER "settings_storefront_generation_truncate" AFTER TRUNCATE ON "settings" FOR EACH STATEMENT EXECUTE FUNCTION "storefront_generation_bump_now"();
