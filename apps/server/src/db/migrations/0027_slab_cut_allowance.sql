-- Issue 21 B1: a slab size may carry its fabricator's cut allowance, the inches added at each cut edge of a
-- countertop piece (packages/domain/src/room/slab-fitting.ts); null takes the default of 1 in. At most 6 in:
-- more is not an allowance but a typo.
ALTER TABLE "product_sizes" ADD COLUMN "cut_allowance_in" numeric(4, 2);--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_cut_allowance_range" CHECK ("cut_allowance_in" IS NULL OR ("cut_allowance_in" >= 0 AND "cut_allowance_in" <= 6));
