-- Issue 25: the pro's install rate table (one row per pro; its rows checked by the domain's rateTableInput).
CREATE TABLE "pro_rates" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"labour_markup_bps" integer NOT NULL,
	"rates" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pro_rates_markup" CHECK ("pro_rates"."labour_markup_bps" BETWEEN 0 AND 10000),
	CONSTRAINT "pro_rates_rates_array" CHECK (jsonb_typeof("pro_rates"."rates") = 'array')
);
--> statement-breakpoint
ALTER TABLE "pro_rates" ADD CONSTRAINT "pro_rates_user_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- A project's estimate: who drafted it, where it stands with the homeowner (approved is reached only through
-- the deposit, a later step), the terms of its newest version, and the newest version sent.
CREATE TABLE "estimates" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"drafted_by" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"mode" text NOT NULL,
	"deposit" jsonb NOT NULL,
	"valid_until" date,
	"message" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"sent_version" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estimates_status" CHECK ("estimates"."status" IN ('draft', 'sent', 'approved', 'declined')),
	CONSTRAINT "estimates_mode" CHECK ("estimates"."mode" IN ('open_book', 'fixed_price')),
	CONSTRAINT "estimates_sent_version" CHECK (("estimates"."status" = 'draft') = ("estimates"."sent_version" IS NULL) AND ("estimates"."sent_version" IS NULL OR "estimates"."sent_version" BETWEEN 1 AND "estimates"."version"))
);
--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_project_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_drafted_by_fk" FOREIGN KEY ("drafted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "estimates_project_idx" ON "estimates" USING btree ("project_id","id");
--> statement-breakpoint
-- Every version whole: its lines (domain EstimateLine[]), totals, the tax it was priced under, the design
-- versions it was drafted from, what changed from the one before in the pro's words, and the homeowner's
-- answer to it once sent.
CREATE TABLE "estimate_versions" (
	"estimate_id" integer NOT NULL,
	"version" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"totals" jsonb NOT NULL,
	"designs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tax_state" text,
	"tax_bps" integer NOT NULL,
	"labour_taxable" boolean NOT NULL,
	"mode" text NOT NULL,
	"deposit" jsonb NOT NULL,
	"valid_until" date,
	"message" text DEFAULT '' NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unpriced" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unrated" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"declined_by" integer,
	"decline_reason" text,
	CONSTRAINT "estimate_versions_estimate_id_version_pk" PRIMARY KEY("estimate_id","version"),
	CONSTRAINT "estimate_versions_lines_array" CHECK (jsonb_typeof("estimate_versions"."lines") = 'array'),
	CONSTRAINT "estimate_versions_mode" CHECK ("estimate_versions"."mode" IN ('open_book', 'fixed_price')),
	CONSTRAINT "estimate_versions_declined" CHECK (("estimate_versions"."declined_at" IS NULL) = ("estimate_versions"."decline_reason" IS NULL) AND ("estimate_versions"."declined_at" IS NULL OR "estimate_versions"."sent_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "estimate_versions" ADD CONSTRAINT "estimate_versions_estimate_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "estimate_versions" ADD CONSTRAINT "estimate_versions_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "estimate_versions" ADD CONSTRAINT "estimate_versions_declined_by_fk" FOREIGN KEY ("declined_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
