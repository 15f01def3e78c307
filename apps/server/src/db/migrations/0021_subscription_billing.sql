-- Subscription billing (issue 11 point 5, docs/decisions/0014-subscription-billing.md): the plan subscription's
-- period, card and cancellation; its invoices (one per subscription and period); the subscribe attempts
-- committed before the provider is called; the plans setting.
ALTER TABLE "subscriptions" ADD COLUMN "custom_addon" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "plan_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "addon_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "card_token" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "current_period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "current_period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_plan" ON "subscriptions" USING btree ("user_id") WHERE "subscriptions"."kind" = 'plan' AND "subscriptions"."status" in ('active', 'past_due') AND "subscriptions"."current_period_end" is not null;--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("current_period_end") WHERE "subscriptions"."kind" = 'plan' AND "subscriptions"."status" in ('active', 'past_due');--> statement-breakpoint
CREATE TABLE "subscription_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"number" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"provider_key" text,
	"charge_id" text,
	"failure" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_invoices_status" CHECK ("subscription_invoices"."status" in ('open', 'paid', 'failed', 'void')),
	CONSTRAINT "subscription_invoices_amount" CHECK ("subscription_invoices"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_subscription_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_invoices_period_unique" ON "subscription_invoices" USING btree ("subscription_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_invoices_number_unique" ON "subscription_invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "subscription_invoices_user_idx" ON "subscription_invoices" USING btree ("user_id","period_start");--> statement-breakpoint
CREATE TABLE "subscription_checkouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"plan" text NOT NULL,
	"custom_addon" boolean NOT NULL,
	"plan_cents" integer NOT NULL,
	"addon_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_key" text NOT NULL,
	"card_token" text NOT NULL,
	"card_brand" text NOT NULL,
	"card_last4" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure" text,
	"subscription_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_checkouts_status" CHECK ("subscription_checkouts"."status" in ('pending', 'completed', 'declined', 'abandoned', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "subscription_checkouts" ADD CONSTRAINT "subscription_checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_checkouts" ADD CONSTRAINT "subscription_checkouts_subscription_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_checkouts_key_unique" ON "subscription_checkouts" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_checkouts_provider_key_unique" ON "subscription_checkouts" USING btree ("provider_key");--> statement-breakpoint
CREATE INDEX "subscription_checkouts_pending_idx" ON "subscription_checkouts" USING btree ("created_at") WHERE "subscription_checkouts"."status" = 'pending';--> statement-breakpoint
INSERT INTO "settings" ("key", "value") VALUES ('subscription_plans', '{"plans":[{"code":"Basic","name":"Basic","price_cents":2900,"features":["Your showroom ID and markups","Clients, coupons and orders","Payouts of your profit"]},{"code":"Premium","name":"Premium","price_cents":19900,"features":["Everything in Basic","Your theme colour on your showroom","Your business logo on your showroom"]}],"custom_addon":{"name":"Custom theme add-on","price_cents":4900,"features":["Your theme colour and logo on any plan"]},"retry_days":[1,3,5]}'::jsonb) ON CONFLICT ("key") DO NOTHING;
