-- Issue 26 points 1–2 (docs/api-ai-design.md): the AI design account, separate from the marketplace's (its
-- own email, password and tokens; optionally linked to one marketplace account), and its coin ledger.
CREATE TABLE "ai_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"email_verified_at" timestamp with time zone,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_users" ADD CONSTRAINT "ai_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "ai_users_email_unique" ON "ai_users" USING btree (lower("email"));
--> statement-breakpoint
-- One AI account per marketplace account.
CREATE UNIQUE INDEX "ai_users_user_unique" ON "ai_users" USING btree ("user_id") WHERE "user_id" IS NOT NULL;
--> statement-breakpoint
-- The AI session's opaque token (the AIauthToken header), stored as its SHA-256 like auth_tokens.
CREATE TABLE "ai_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"ai_user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_tokens" ADD CONSTRAINT "ai_tokens_ai_user_id_ai_users_id_fk" FOREIGN KEY ("ai_user_id") REFERENCES "public"."ai_users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "ai_tokens_hash_unique" ON "ai_tokens" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "ai_tokens_user_idx" ON "ai_tokens" USING btree ("ai_user_id");
--> statement-breakpoint
-- A coin pack's purchase, committed before the provider is called (the house's payment attempt, decision
-- 0008): 'pending' → 'completed' (coins credited) | 'declined' | 'abandoned' (never charged) | 'refunded'
-- (charged, coins not credited: the orphan charge refunded). The Idempotency-Key is let go (NULL) when the
-- purchase ends without coins, so a new try may use it. refund_*: the buyer's refund of unused coins,
-- recorded with its coin entry before it is sent; refund_id once the provider made it.
CREATE TABLE "ai_coin_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"ai_user_id" integer NOT NULL,
	"idempotency_key" text,
	"request_hash" text NOT NULL,
	"pack_id" text NOT NULL,
	"coins" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_key" text NOT NULL,
	"request" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"charge_id" text,
	"failure" text,
	"refund_coins" integer,
	"refund_cents" integer,
	"refund_requested_at" timestamp with time zone,
	"refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_coin_purchases_provider_key_unique" UNIQUE("provider_key"),
	CONSTRAINT "ai_coin_purchases_status" CHECK ("status" in ('pending', 'completed', 'declined', 'abandoned', 'refunded')),
	CONSTRAINT "ai_coin_purchases_amounts" CHECK ("coins" > 0 AND "price_cents" >= 50),
	CONSTRAINT "ai_coin_purchases_refund" CHECK (("refund_requested_at" IS NULL) = ("refund_cents" IS NULL) AND ("refund_cents" IS NULL) = ("refund_coins" IS NULL) AND ("refund_cents" IS NULL OR ("refund_cents" BETWEEN 1 AND "price_cents" AND "refund_coins" BETWEEN 1 AND "coins" AND "status" = 'completed')))
);
--> statement-breakpoint
ALTER TABLE "ai_coin_purchases" ADD CONSTRAINT "ai_coin_purchases_ai_user_id_ai_users_id_fk" FOREIGN KEY ("ai_user_id") REFERENCES "public"."ai_users"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "ai_coin_purchases_key_unique" ON "ai_coin_purchases" USING btree ("ai_user_id","idempotency_key") WHERE "idempotency_key" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ai_coin_purchases_pending_idx" ON "ai_coin_purchases" USING btree ("updated_at") WHERE "status" = 'pending';
--> statement-breakpoint
CREATE INDEX "ai_coin_purchases_refund_idx" ON "ai_coin_purchases" USING btree ("refund_requested_at") WHERE "refund_requested_at" IS NOT NULL AND "refund_id" IS NULL;
--> statement-breakpoint
-- The coin ledger, append-only. `coins` is the signed change of the spendable balance and `balance` the
-- balance after it: each entry's balance is the previous entry's plus its coins (checked below), so the
-- newest entry's balance is the sum of the account's coins and never below 0. A grant or a purchase is a
-- lot coins are drawn from (ai_coin_draws); a hold draws, its release gives back, its capture keeps (0); an
-- expiry ends what is left of a grant, a refund what is left of a purchase.
CREATE TABLE "ai_coin_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"ai_user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"coins" integer NOT NULL,
	"balance" integer NOT NULL,
	"note" text NOT NULL,
	"expires_at" timestamp with time zone,
	"hold_id" integer,
	"lot_id" integer,
	"purchase_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_coin_entries_kind" CHECK ("kind" in ('grant', 'purchase', 'hold', 'capture', 'release', 'refund', 'expire')),
	CONSTRAINT "ai_coin_entries_balance" CHECK ("balance" >= 0),
	CONSTRAINT "ai_coin_entries_sign" CHECK (("kind" in ('grant', 'purchase', 'release') AND "coins" > 0) OR ("kind" in ('hold', 'expire', 'refund') AND "coins" < 0) OR ("kind" = 'capture' AND "coins" = 0)),
	CONSTRAINT "ai_coin_entries_hold" CHECK (("kind" in ('capture', 'release')) = ("hold_id" IS NOT NULL)),
	CONSTRAINT "ai_coin_entries_lot" CHECK (("kind" in ('expire', 'refund')) = ("lot_id" IS NOT NULL)),
	CONSTRAINT "ai_coin_entries_purchase" CHECK (("kind" in ('purchase', 'refund')) = ("purchase_id" IS NOT NULL)),
	CONSTRAINT "ai_coin_entries_expiry" CHECK ("expires_at" IS NULL OR "kind" = 'grant')
);
--> statement-breakpoint
ALTER TABLE "ai_coin_entries" ADD CONSTRAINT "ai_coin_entries_ai_user_id_ai_users_id_fk" FOREIGN KEY ("ai_user_id") REFERENCES "public"."ai_users"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ai_coin_entries" ADD CONSTRAINT "ai_coin_entries_hold_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."ai_coin_entries"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ai_coin_entries" ADD CONSTRAINT "ai_coin_entries_lot_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."ai_coin_entries"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ai_coin_entries" ADD CONSTRAINT "ai_coin_entries_purchase_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."ai_coin_purchases"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "ai_coin_entries_user_idx" ON "ai_coin_entries" USING btree ("ai_user_id","id");
--> statement-breakpoint
-- A hold ends once: captured or released, never both, never twice.
CREATE UNIQUE INDEX "ai_coin_entries_hold_end_unique" ON "ai_coin_entries" USING btree ("hold_id") WHERE "hold_id" IS NOT NULL;
--> statement-breakpoint
-- A purchase credits once and is refunded at most once.
CREATE UNIQUE INDEX "ai_coin_entries_purchase_unique" ON "ai_coin_entries" USING btree ("purchase_id","kind") WHERE "purchase_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ai_coin_entries_lot_idx" ON "ai_coin_entries" USING btree ("lot_id") WHERE "lot_id" IS NOT NULL;
--> statement-breakpoint
-- Which lots a hold took its coins from (+) and its release gave them back to (−).
CREATE TABLE "ai_coin_draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"lot_id" integer NOT NULL,
	"coins" integer NOT NULL,
	CONSTRAINT "ai_coin_draws_coins" CHECK ("coins" <> 0)
);
--> statement-breakpoint
ALTER TABLE "ai_coin_draws" ADD CONSTRAINT "ai_coin_draws_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ai_coin_entries"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ai_coin_draws" ADD CONSTRAINT "ai_coin_draws_lot_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."ai_coin_entries"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "ai_coin_draws_lot_idx" ON "ai_coin_draws" USING btree ("lot_id");
--> statement-breakpoint
CREATE INDEX "ai_coin_draws_entry_idx" ON "ai_coin_draws" USING btree ("entry_id");
--> statement-breakpoint
CREATE FUNCTION "ai_coins_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION '% is append-only: % is not allowed', TG_TABLE_NAME, TG_OP;
END $$;
--> statement-breakpoint
CREATE TRIGGER "ai_coin_entries_no_update_delete" BEFORE UPDATE OR DELETE ON "ai_coin_entries" FOR EACH ROW EXECUTE FUNCTION "ai_coins_append_only"();
--> statement-breakpoint
CREATE TRIGGER "ai_coin_entries_no_truncate" BEFORE TRUNCATE ON "ai_coin_entries" FOR EACH STATEMENT EXECUTE FUNCTION "ai_coins_append_only"();
--> statement-breakpoint
CREATE TRIGGER "ai_coin_draws_no_update_delete" BEFORE UPDATE OR DELETE ON "ai_coin_draws" FOR EACH ROW EXECUTE FUNCTION "ai_coins_append_only"();
--> statement-breakpoint
CREATE TRIGGER "ai_coin_draws_no_truncate" BEFORE TRUNCATE ON "ai_coin_draws" FOR EACH STATEMENT EXECUTE FUNCTION "ai_coins_append_only"();
--> statement-breakpoint
-- Each entry's balance is the account's previous balance plus its coins. The account's row is locked first
-- and the entry's id taken after the lock, so two writers of one account queue here even if one forgot to
-- lock it, and ids follow the order of the balances: no coin is ever lost or invented by a race.
CREATE FUNCTION "ai_coin_entries_running_balance"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	previous integer;
BEGIN
	PERFORM 1 FROM "ai_users" WHERE "id" = NEW."ai_user_id" FOR UPDATE;
	NEW."id" := nextval(pg_get_serial_sequence('ai_coin_entries', 'id'));
	SELECT "balance" INTO previous FROM "ai_coin_entries" WHERE "ai_user_id" = NEW."ai_user_id" ORDER BY "id" DESC LIMIT 1;
	IF NEW."balance" <> coalesce(previous, 0) + NEW."coins" THEN
		RAISE EXCEPTION 'ai_coin_entries: a balance of % after % coins does not follow %', NEW."balance", NEW."coins", coalesce(previous, 0);
	END IF;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "ai_coin_entries_running_balance" BEFORE INSERT ON "ai_coin_entries" FOR EACH ROW EXECUTE FUNCTION "ai_coin_entries_running_balance"();
