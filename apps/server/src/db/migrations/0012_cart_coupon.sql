ALTER TABLE "projects" ADD COLUMN "coupon_code" text;
