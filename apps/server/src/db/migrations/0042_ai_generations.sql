-- Issue 26 points 3–4: runs of the AI designer. A generation is queued with its coins held (hold_id: the coin
-- ledger's hold entry), claimed by one process (claimed_at; a claim older than the lease is taken over after a
-- crash), then finished with its designs (hold captured) or failed with a reason (hold released). A retried
-- request with the same Idempotency-Key answers the same generation.
CREATE TABLE "ai_generations" (
	"id" serial PRIMARY KEY NOT NULL,
	"ai_user_id" integer NOT NULL,
	"parent_id" integer,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"coins" integer NOT NULL,
	"hold_id" integer NOT NULL,
	"showroom" text NOT NULL,
	"budget_cents" integer NOT NULL,
	"ask" jsonb NOT NULL,
	"seed" integer NOT NULL,
	"designs" jsonb,
	"error" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"idempotency_key" text NOT NULL,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "ai_generations_status" CHECK ("ai_generations"."status" IN ('queued', 'running', 'succeeded', 'failed')),
	CONSTRAINT "ai_generations_progress" CHECK ("ai_generations"."progress" BETWEEN 0 AND 100),
	CONSTRAINT "ai_generations_coins" CHECK ("ai_generations"."coins" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ai_generations" ADD CONSTRAINT "ai_generations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."ai_generations"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "ai_generations_user" ON "ai_generations" USING btree ("ai_user_id","id");
--> statement-breakpoint
CREATE INDEX "ai_generations_open" ON "ai_generations" USING btree ("status") WHERE "ai_generations"."status" IN ('queued', 'running');
--> statement-breakpoint
CREATE UNIQUE INDEX "ai_generations_key" ON "ai_generations" USING btree ("ai_user_id","idempotency_key");
--> statement-breakpoint
ALTER TABLE "ai_generations" ADD CONSTRAINT "ai_generations_ai_user_fk" FOREIGN KEY ("ai_user_id") REFERENCES "public"."ai_users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ai_generations" ADD CONSTRAINT "ai_generations_hold_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."ai_coin_entries"("id") ON DELETE no action ON UPDATE no action;
