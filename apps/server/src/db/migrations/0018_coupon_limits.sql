-- Filled in by its change (issue 11).
SELECT 1;
