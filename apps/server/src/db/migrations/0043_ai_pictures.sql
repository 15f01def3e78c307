-- Issue 26 point 5: styled pictures of AI designs from an optional image model. A picture is recorded with its
-- coins held (hold_id: the coin ledger's hold entry) and the browser's depth and edge maps before the model is
-- called, claimed by one run (claimed_at; a claim older than the lease is taken over after a crash), then stored
-- as WebP with the hold captured, or failed with it released; the maps are dropped when it ends. One picture of
-- a design is open (queued or running) at a time. A retried request with the same Idempotency-Key answers the
-- same picture.
CREATE TABLE "ai_pictures" (
	"id" serial PRIMARY KEY NOT NULL,
	"ai_user_id" integer NOT NULL,
	"generation_id" integer NOT NULL,
	"design_index" smallint NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"coins" integer NOT NULL,
	"hold_id" integer NOT NULL,
	"depth" bytea,
	"edges" bytea,
	"image" bytea,
	"sha256" text,
	"width" integer,
	"height" integer,
	"error" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"idempotency_key" text NOT NULL,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "ai_pictures_status" CHECK ("ai_pictures"."status" IN ('queued', 'running', 'succeeded', 'failed')),
	CONSTRAINT "ai_pictures_coins" CHECK ("ai_pictures"."coins" >= 1),
	CONSTRAINT "ai_pictures_stored" CHECK ("ai_pictures"."status" <> 'succeeded' OR "ai_pictures"."image" IS NOT NULL)
);
--> statement-breakpoint
CREATE INDEX "ai_pictures_design" ON "ai_pictures" USING btree ("generation_id","design_index","id");
--> statement-breakpoint
CREATE INDEX "ai_pictures_open" ON "ai_pictures" USING btree ("status") WHERE "ai_pictures"."status" IN ('queued', 'running');
--> statement-breakpoint
CREATE UNIQUE INDEX "ai_pictures_key" ON "ai_pictures" USING btree ("ai_user_id","idempotency_key");
--> statement-breakpoint
CREATE UNIQUE INDEX "ai_pictures_one_open" ON "ai_pictures" USING btree ("generation_id","design_index") WHERE "ai_pictures"."status" IN ('queued', 'running');
--> statement-breakpoint
ALTER TABLE "ai_pictures" ADD CONSTRAINT "ai_pictures_ai_user_fk" FOREIGN KEY ("ai_user_id") REFERENCES "public"."ai_users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ai_pictures" ADD CONSTRAINT "ai_pictures_generation_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."ai_generations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ai_pictures" ADD CONSTRAINT "ai_pictures_hold_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."ai_coin_entries"("id") ON DELETE no action ON UPDATE no action;
