-- Coupons a pro issues in the portal (issue 11): an optional category, a usage limit, and the percent
-- read as a percent of the vendor price (the base the markup is a percent of), so "a coupon never exceeds
-- the markup" compares like with like. Percent coupons written before were a share of the markup: they are
-- converted at the showroom's default markup (50% of a 10% markup = 5%).
ALTER TABLE "coupons" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
UPDATE "coupons" c SET "percent_bps" = greatest(1, round(c."percent_bps" * s."default_markup_bps" / 10000.0))
  FROM "showrooms" s WHERE s."id" = c."showroom_id" AND c."kind" = 'percent' AND c."percent_bps" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_terms" CHECK (("coupons"."kind" = 'percent' AND "coupons"."percent_bps" BETWEEN 1 AND 10000) OR ("coupons"."kind" = 'fixed' AND "coupons"."amount_cents" > 0));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_max_uses_positive" CHECK ("coupons"."max_uses" IS NULL OR "coupons"."max_uses" > 0);--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_attempts_coupon_idx" ON "payment_attempts" USING btree ("coupon_id") WHERE "payment_attempts"."coupon_id" IS NOT NULL;
