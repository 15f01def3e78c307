CREATE TABLE "pro_applications" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"trade" text NOT NULL,
	"license_number" text NOT NULL,
	"license_state" text NOT NULL,
	"business_street" text NOT NULL,
	"business_city" text NOT NULL,
	"business_state" text NOT NULL,
	"business_zip_code" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"decline_reason" text,
	CONSTRAINT "pro_applications_status" CHECK ("pro_applications"."status" in ('pending', 'approved', 'declined')),
	CONSTRAINT "pro_applications_trade" CHECK ("pro_applications"."trade" in ('contractor', 'designer'))
);
--> statement-breakpoint
ALTER TABLE "showrooms" ADD COLUMN "live" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "pro_applications" ADD CONSTRAINT "pro_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_applications" ADD CONSTRAINT "pro_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pro_applications_waiting_idx" ON "pro_applications" USING btree ("submitted_at") WHERE "pro_applications"."status" = 'pending';