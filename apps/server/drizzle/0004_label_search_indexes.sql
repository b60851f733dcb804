-- Every distinct 4-character piece of a value, for partial tracking-code search by a GIN index: a fragment of 4 or
-- more characters is found through the codes that hold all of its pieces (then checked whole). Digit trigrams
-- (pg_trgm) have only 1 000 values and sequential S10 serials repeat "000" in a fifth of all codes; 4-grams match
-- exactly the codes holding 4 typed digits. The repository cuts a fragment into pieces the same way (gramsOf).
CREATE FUNCTION search_grams(value text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT array(SELECT DISTINCT substr(value, i, 4) FROM generate_series(1, length(value) - 3) AS i) $$;
--> statement-breakpoint
DROP INDEX "labels_tracking_code_trgm_idx";--> statement-breakpoint
DROP INDEX "labels_source_phone_trgm_idx";--> statement-breakpoint
DROP INDEX "labels_destination_phone_trgm_idx";--> statement-breakpoint
CREATE INDEX "labels_tracking_code_grams_idx" ON "labels" USING gin (search_grams("tracking_code"));--> statement-breakpoint
CREATE INDEX "labels_source_phone_tail_idx" ON "labels" USING btree (reverse("source_phone") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "labels_destination_phone_tail_idx" ON "labels" USING btree (reverse("destination_phone") text_pattern_ops);--> statement-breakpoint
-- The planner needs the new expression indexes' statistics before it trusts them (autovacuum would come later).
ANALYZE labels;
