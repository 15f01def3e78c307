ALTER TABLE "order_items" ADD COLUMN "design_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "design_version" integer;--> statement-breakpoint
ALTER TABLE "project_items" ADD COLUMN "design_id" integer;--> statement-breakpoint
ALTER TABLE "project_items" ADD COLUMN "design_version" integer;