-- Reserved for issue 12 (filled by the part that needs it).
SELECT 1;
