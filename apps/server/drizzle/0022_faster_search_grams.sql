-- The tracking-code search index cuts every new code into its 4-character pieces. As one SELECT over generate_series
-- the function ran as a query of its own for each code (≈ 12 µs: 60 ms of a 5,000-label import). A 13-character S10
-- code (every code the system makes) is now cut by one inlined expression (≈ 1.5 µs); any other length as before.
-- The pieces are the same set for every value (duplicates and order mean nothing to the GIN index or to @>), so the
-- index built by the old function stays valid without a rebuild. Not STRICT: PostgreSQL inlines a STRICT function
-- only when its body is strict too, and CASE is not; a null still gives null (through the strict fallback).
CREATE FUNCTION search_grams_any(value text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT array(SELECT DISTINCT substr(value, i, 4) FROM generate_series(1, length(value) - 3) AS i) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_grams(value text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT CASE WHEN length(value) = 13
  THEN ARRAY[substr(value, 1, 4), substr(value, 2, 4), substr(value, 3, 4), substr(value, 4, 4), substr(value, 5, 4),
    substr(value, 6, 4), substr(value, 7, 4), substr(value, 8, 4), substr(value, 9, 4), substr(value, 10, 4)]
  ELSE search_grams_any(value) END $$;
