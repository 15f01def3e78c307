-- Issue 25 point 5: a change order is an estimate of the same project drafted by itself from a change in a
-- room after approval: it names the approved estimate it changes and the design it follows. At most one is
-- open (not yet answered) per approved estimate and design: a later change makes a new version of it.
ALTER TABLE "estimates" ADD COLUMN "kind" text DEFAULT 'estimate' NOT NULL;
--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "parent_id" integer;
--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "design_id" integer;
--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_kind" CHECK ("estimates"."kind" IN ('estimate', 'change_order') AND (("estimates"."kind" = 'change_order') = ("estimates"."parent_id" IS NOT NULL)));
--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."estimates"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "estimates_open_change_unique" ON "estimates" USING btree ("parent_id","design_id") WHERE "estimates"."kind" = 'change_order' AND "estimates"."status" IN ('draft', 'sent');
