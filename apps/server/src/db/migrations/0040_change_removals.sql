-- Issue 25 point 5: the order items an approved change order's removals cancel, chosen once when they are
-- first refunded (null: not chosen yet). A crash between the approval's order and its refunds is finished
-- from this list by the change-order refunds job: no item is cancelled twice, none is forgotten.
ALTER TABLE "estimate_versions" ADD COLUMN "removal_items" integer[];
