-- Issue 12: a vendor's registration (/register/vendor) waits here for the admin's decision; the account stays
-- Pending until it is approved. The admin's dashboard counts the waiting ones (partial index).
CREATE TABLE "vendor_applications" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"website" text,
	"brand_names" text[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"decline_reason" text,
	CONSTRAINT "vendor_applications_status" CHECK ("vendor_applications"."status" in ('pending', 'approved', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "vendor_applications" ADD CONSTRAINT "vendor_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_applications" ADD CONSTRAINT "vendor_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_applications_waiting_idx" ON "vendor_applications" USING btree ("submitted_at") WHERE "vendor_applications"."status" = 'pending';
