-- A pro's invitations by mail (issue 11 point 4): a client, a vendor or a designer. The link's token is
-- stored hashed; one open (not yet accepted) invitation per pro, kind and address: re-inviting resends it.
CREATE TABLE "invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"pro_user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_count" integer DEFAULT 1 NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_kind" CHECK ("invitations"."kind" in ('client', 'vendor', 'designer')),
	CONSTRAINT "invitations_email_lower" CHECK ("invitations"."email" = lower("invitations"."email"))
);
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_pro_user_id_users_id_fk" FOREIGN KEY ("pro_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_accepted_user_id_users_id_fk" FOREIGN KEY ("accepted_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_hash_unique" ON "invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_open_unique" ON "invitations" USING btree ("pro_user_id","kind","email") WHERE "invitations"."accepted_at" is null;--> statement-breakpoint
CREATE INDEX "invitations_pro_idx" ON "invitations" USING btree ("pro_user_id","sent_at");--> statement-breakpoint
-- A pro's clients (GET /api/pro/clients): homeowners registered through the showroom, its projects, its orders.
CREATE INDEX "users_shop_idx" ON "users" USING btree ("shop_id") WHERE "users"."shop_id" is not null;--> statement-breakpoint
CREATE INDEX "projects_showroom_idx" ON "projects" USING btree ("showroom_user_id","user_id");--> statement-breakpoint
CREATE INDEX "orders_showroom_idx" ON "orders" USING btree ("showroom_user_id","created_at");
