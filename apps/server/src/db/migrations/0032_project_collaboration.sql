-- Issue 24: the project as the place where the homeowner, the showroom's pro and designers work together.
-- The owner stays projects.user_id; the others are members. The pro joins when the project is shared with the
-- showroom (shared_with_pro_at), a designer when they accept a request.
ALTER TABLE "projects" ADD COLUMN "shared_with_pro_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "project_members" (
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"added_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_members_pk" PRIMARY KEY("project_id","user_id"),
	CONSTRAINT "project_members_role" CHECK ("project_members"."role" IN ('pro', 'designer'))
);
--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_project_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_user_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_added_by_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "project_members_user_idx" ON "project_members" USING btree ("user_id","project_id");
--> statement-breakpoint
-- The shared checklist (domain projects/checklist.ts): one per project, its items as one list with a version
-- (a write made on an older version is a 409 with the current copy).
CREATE TABLE "project_checklists" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_checklists_items_array" CHECK (jsonb_typeof("project_checklists"."items") = 'array'),
	CONSTRAINT "project_checklists_version" CHECK ("project_checklists"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "project_checklists" ADD CONSTRAINT "project_checklists_project_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "project_checklists" ADD CONSTRAINT "project_checklists_updated_by_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "project_checklists_project_unique" ON "project_checklists" USING btree ("project_id");
--> statement-breakpoint
-- The chat: kept first, announced after by id (db/broadcaster.ts). A retry with the same client key is the
-- same message.
CREATE TABLE "project_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"author_id" integer,
	"body" text DEFAULT '' NOT NULL,
	"mentions" integer[] DEFAULT '{}' NOT NULL,
	"client_key" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_messages" ADD CONSTRAINT "project_messages_project_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "project_messages" ADD CONSTRAINT "project_messages_author_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "project_messages_project_idx" ON "project_messages" USING btree ("project_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "project_messages_client_key_unique" ON "project_messages" USING btree ("project_id","author_id","client_key");
--> statement-breakpoint
-- What each person has read of a project's chat, and when they were last mailed about it while away.
CREATE TABLE "project_reads" (
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_read_message_id" bigint DEFAULT 0 NOT NULL,
	"last_read_at" timestamp with time zone,
	"away_mailed_at" timestamp with time zone,
	CONSTRAINT "project_reads_pk" PRIMARY KEY("project_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "project_reads" ADD CONSTRAINT "project_reads_project_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "project_reads" ADD CONSTRAINT "project_reads_user_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Files of a project: a chat message's attachments and the homeowner's photos of the space. Pictures are kept
-- re-encoded as WebP (EXIF gone) with a thumbnail; PDFs as sent, after their bytes were checked.
CREATE TABLE "project_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"message_id" bigint,
	"uploader_id" integer,
	"purpose" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"sha256" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"bytes" bytea NOT NULL,
	"thumb_bytes" bytea,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_files_purpose" CHECK ("project_files"."purpose" IN ('chat', 'space_photo')),
	CONSTRAINT "project_files_type" CHECK ("project_files"."content_type" IN ('image/webp', 'application/pdf')),
	CONSTRAINT "project_files_sha256" CHECK ("project_files"."sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "project_files_size" CHECK ("project_files"."size" > 0)
);
--> statement-breakpoint
ALTER TABLE "project_files" ADD CONSTRAINT "project_files_project_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "project_files" ADD CONSTRAINT "project_files_message_fk" FOREIGN KEY ("message_id") REFERENCES "public"."project_messages"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "project_files" ADD CONSTRAINT "project_files_uploader_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "project_files_project_idx" ON "project_files" USING btree ("project_id","purpose","id");
--> statement-breakpoint
CREATE INDEX "project_files_message_idx" ON "project_files" USING btree ("message_id");
--> statement-breakpoint
-- A designer asked to join a project (POST /api/hire_designer, or the pro's invitation): one open request per
-- designer and project.
CREATE TABLE "designer_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"designer_id" integer NOT NULL,
	"asked_by" integer,
	"status" text DEFAULT 'asked' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "designer_requests_status" CHECK ("designer_requests"."status" IN ('asked', 'accepted', 'declined', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "designer_requests" ADD CONSTRAINT "designer_requests_project_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "designer_requests" ADD CONSTRAINT "designer_requests_designer_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "designer_requests" ADD CONSTRAINT "designer_requests_asked_by_fk" FOREIGN KEY ("asked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "designer_requests_open_unique" ON "designer_requests" USING btree ("project_id","designer_id") WHERE "designer_requests"."status" = 'asked';
--> statement-breakpoint
CREATE INDEX "designer_requests_designer_idx" ON "designer_requests" USING btree ("designer_id","status");
--> statement-breakpoint
-- The project's timeline: who did what (shared, joined, checklist changed, designer asked...).
CREATE TABLE "project_activity" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"actor_id" integer,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_activity" ADD CONSTRAINT "project_activity_project_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "project_activity" ADD CONSTRAINT "project_activity_actor_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "project_activity_project_idx" ON "project_activity" USING btree ("project_id","id");
