-- Issue 24 point 6: the homeowner's own material for a project. A space photo (project_files, purpose
-- 'space_photo') gets a caption and the room it shows; the same picture twice in one project is one photo
-- (a retried upload adds nothing).
ALTER TABLE "project_files" ADD COLUMN "caption" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "project_files" ADD COLUMN "room" text DEFAULT '' NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "project_files_space_photo_unique" ON "project_files" USING btree ("project_id","sha256") WHERE "project_files"."purpose" = 'space_photo';
--> statement-breakpoint
-- A room of the homeowner's own measurements (domain projects/own-room.ts), in whole inches, opened in
-- /visualize as the plan project-room-{id}. One name per project (any case): a retried save is the same room.
CREATE TABLE "project_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"width_in" integer NOT NULL,
	"length_in" integer NOT NULL,
	"height_in" integer NOT NULL,
	"openings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_rooms_kind" CHECK ("project_rooms"."kind" IN ('kitchen', 'bathroom', 'living', 'dining', 'laundry')),
	CONSTRAINT "project_rooms_sizes" CHECK ("project_rooms"."width_in" > 0 AND "project_rooms"."length_in" > 0 AND "project_rooms"."height_in" > 0),
	CONSTRAINT "project_rooms_openings_array" CHECK (jsonb_typeof("project_rooms"."openings") = 'array')
);
--> statement-breakpoint
ALTER TABLE "project_rooms" ADD CONSTRAINT "project_rooms_project_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "project_rooms" ADD CONSTRAINT "project_rooms_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "project_rooms_name_unique" ON "project_rooms" USING btree ("project_id",lower("name"));
