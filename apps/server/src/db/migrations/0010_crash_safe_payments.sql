CREATE TABLE "payment_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"idempotency_key_id" integer,
	"project_id" integer,
	"provider" text NOT NULL,
	"provider_key" text NOT NULL,
	"request" jsonb NOT NULL,
	"draft" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"charge_id" text,
	"order_id" integer,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_provider_key_unique" UNIQUE("provider_key"),
	CONSTRAINT "payment_attempts_status" CHECK ("payment_attempts"."status" in ('pending', 'completed', 'declined', 'abandoned', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_operations" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"fingerprint" text NOT NULL,
	"object_id" text,
	"charge_id" text,
	"amount_cents" bigint,
	"error_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_operations_kind" CHECK ("sandbox_operations"."kind" in ('charge', 'refund', 'transfer', 'account'))
);
--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "provider_refund_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "status" text DEFAULT 'succeeded' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "status" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_idempotency_key_id_idempotency_keys_id_fk" FOREIGN KEY ("idempotency_key_id") REFERENCES "public"."idempotency_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_attempts_key_idx" ON "payment_attempts" USING btree ("idempotency_key_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_pending_idx" ON "payment_attempts" USING btree ("updated_at") WHERE "payment_attempts"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "sandbox_operations_charge_idx" ON "sandbox_operations" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "refunds_pending_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_status" CHECK ("refunds"."status" in ('pending', 'succeeded'));--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
UPDATE "outbox_mails" SET "sent_at" = "created_at";--> statement-breakpoint
CREATE INDEX "outbox_mails_unsent_idx" ON "outbox_mails" USING btree ("id") WHERE "outbox_mails"."sent_at" IS NULL;
