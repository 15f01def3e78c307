-- Issue 25 point 4: the homeowner's approval of an estimate version places one order, paid in one charge
-- with the pro's deposit. The order names the estimate version; the provider's charge is charge + deposit.
ALTER TABLE "orders" ADD COLUMN "estimate_id" integer;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "estimate_version" integer;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit_cents" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_deposit" CHECK ("orders"."deposit_cents" >= 0);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_estimate_unique" ON "orders" USING btree ("estimate_id","estimate_version") WHERE "orders"."estimate_id" is not null;
--> statement-breakpoint
-- The signature: the typed name, when, by whom, from which address and browser; and the payment attempt.
ALTER TABLE "estimate_versions" ADD COLUMN "approved_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "estimate_versions" ADD COLUMN "approved_by" integer;
--> statement-breakpoint
ALTER TABLE "estimate_versions" ADD COLUMN "signature" text;
--> statement-breakpoint
ALTER TABLE "estimate_versions" ADD COLUMN "signature_ip" text;
--> statement-breakpoint
ALTER TABLE "estimate_versions" ADD COLUMN "signature_agent" text;
--> statement-breakpoint
ALTER TABLE "estimate_versions" ADD COLUMN "attempt_id" integer;
--> statement-breakpoint
ALTER TABLE "estimate_versions" ADD CONSTRAINT "estimate_versions_approved_by_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "estimate_versions" ADD CONSTRAINT "estimate_versions_approved" CHECK (("estimate_versions"."approved_at" IS NULL) = ("estimate_versions"."signature" IS NULL) AND ("estimate_versions"."approved_at" IS NULL OR "estimate_versions"."sent_at" IS NOT NULL));
--> statement-breakpoint
CREATE INDEX "estimate_versions_attempt_idx" ON "estimate_versions" USING btree ("attempt_id") WHERE "estimate_versions"."attempt_id" is not null;
--> statement-breakpoint
-- A design version an approved estimate was drafted from is kept past the newest 50.
ALTER TABLE "design_versions" ADD COLUMN "frozen" boolean DEFAULT false NOT NULL;
