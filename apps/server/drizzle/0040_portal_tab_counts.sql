CREATE TABLE "merchant_label_tallies" (
	"merchant_id" integer NOT NULL,
	"tab" text NOT NULL,
	"labels" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "merchant_label_tallies_merchant_idx" ON "merchant_label_tallies" USING btree ("merchant_id","tab");--> statement-breakpoint
-- The merchant portal's tab index (0039) carries the status too, so that the ids of a page (and a searched tab's
-- count) are read from the index alone (index-only scans): PostgreSQL uses an expression index index-only only when
-- the columns the expression reads are in it. Without it, every entry a deep page skipped or a count met was read
-- from the table too.
DROP INDEX IF EXISTS labels_merchant_tab_idx;--> statement-breakpoint
CREATE INDEX labels_merchant_tab_idx ON labels (merchant_id, merchant_portal_tab(status), id) INCLUDE (status)
  WHERE merchant_id IS NOT NULL;
--> statement-breakpoint
-- Writes the change of each statement on labels to the merchants' tab tallies (+1 for the new row's merchant and
-- tab, -1 for the old row's), summed per key; a change that moves no merchant label between tabs writes nothing. As
-- a trigger, no write path can skip it, and it commits or rolls back with the label.
CREATE FUNCTION merchant_label_tallies_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO merchant_label_tallies
      SELECT merchant_id, merchant_portal_tab(status), count(*) FROM new_labels
      WHERE merchant_id IS NOT NULL GROUP BY 1, 2;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO merchant_label_tallies
      SELECT merchant_id, merchant_portal_tab(status), sum(sign)
      FROM (
        SELECT merchant_id, status, 1 AS sign FROM new_labels WHERE merchant_id IS NOT NULL
        UNION ALL SELECT merchant_id, status, -1 FROM old_labels WHERE merchant_id IS NOT NULL
      ) l
      GROUP BY 1, 2 HAVING sum(sign) <> 0;
  ELSE
    INSERT INTO merchant_label_tallies
      SELECT merchant_id, merchant_portal_tab(status), -count(*) FROM old_labels
      WHERE merchant_id IS NOT NULL GROUP BY 1, 2;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER labels_merchant_tally_insert AFTER INSERT ON labels REFERENCING NEW TABLE AS new_labels
  FOR EACH STATEMENT EXECUTE FUNCTION merchant_label_tallies_record();
--> statement-breakpoint
CREATE TRIGGER labels_merchant_tally_update AFTER UPDATE ON labels
  REFERENCING OLD TABLE AS old_labels NEW TABLE AS new_labels
  FOR EACH STATEMENT EXECUTE FUNCTION merchant_label_tallies_record();
--> statement-breakpoint
CREATE TRIGGER labels_merchant_tally_delete AFTER DELETE ON labels REFERENCING OLD TABLE AS old_labels
  FOR EACH STATEMENT EXECUTE FUNCTION merchant_label_tallies_record();
--> statement-breakpoint
CREATE FUNCTION merchant_label_tallies_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE merchant_label_tallies;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER labels_merchant_tally_truncate AFTER TRUNCATE ON labels
  FOR EACH STATEMENT EXECUTE FUNCTION merchant_label_tallies_clear();
--> statement-breakpoint
-- The merchants' labels that exist already.
INSERT INTO merchant_label_tallies
  SELECT merchant_id, merchant_portal_tab(status), count(*) FROM labels WHERE merchant_id IS NOT NULL GROUP BY 1, 2;
