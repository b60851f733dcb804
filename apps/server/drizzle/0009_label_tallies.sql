CREATE TABLE "label_tallies" (
	"company_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"role" text NOT NULL,
	"status" text NOT NULL,
	"shipping_type" text NOT NULL,
	"pickup_at_po" boolean NOT NULL,
	"also_accept" boolean NOT NULL,
	"also_deliver" boolean NOT NULL,
	"labels" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "label_tallies_branch_idx" ON "label_tallies" USING btree ("branch_id","role","status");--> statement-breakpoint
CREATE INDEX "label_tallies_company_idx" ON "label_tallies" USING btree ("company_id","role","status");--> statement-breakpoint
-- The tally keys of one label: one per branch that holds it (accepting, delivering, and a forward / redirect branch).
CREATE FUNCTION label_tally_keys(accept_branch integer, deliver_branch integer, via_branch integer)
RETURNS TABLE (branch_id integer, role text, also_accept boolean, also_deliver boolean)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT accept_branch, 'accept', false, false
  UNION ALL SELECT deliver_branch, 'deliver', deliver_branch = accept_branch, false
  UNION ALL SELECT via_branch, 'via', via_branch = accept_branch, via_branch = deliver_branch WHERE via_branch IS NOT NULL
$$;
--> statement-breakpoint
-- Writes the change of each statement on labels as tally rows (+1 for the new row's keys, -1 for the old row's),
-- summed per key; a change that moves no key (an address edit) writes nothing. As a trigger, no write path can skip
-- it, and it commits or rolls back with the label.
CREATE FUNCTION label_tallies_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO label_tallies
      SELECT l.company_id, k.branch_id, k.role, l.status, l.shipping_type, l.pickup_at_po, k.also_accept,
        k.also_deliver, count(*)
      FROM new_labels l CROSS JOIN LATERAL label_tally_keys(l.accept_branch_id, l.deliver_branch_id, l.via_branch_id) k
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO label_tallies
      SELECT l.company_id, k.branch_id, k.role, l.status, l.shipping_type, l.pickup_at_po, k.also_accept,
        k.also_deliver, sum(l.sign)
      FROM (
        SELECT company_id, accept_branch_id, deliver_branch_id, via_branch_id, status, shipping_type, pickup_at_po,
          1 AS sign FROM new_labels
        UNION ALL SELECT company_id, accept_branch_id, deliver_branch_id, via_branch_id, status, shipping_type,
          pickup_at_po, -1 FROM old_labels
      ) l
        CROSS JOIN LATERAL label_tally_keys(l.accept_branch_id, l.deliver_branch_id, l.via_branch_id) k
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 HAVING sum(l.sign) <> 0;
  ELSE
    INSERT INTO label_tallies
      SELECT l.company_id, k.branch_id, k.role, l.status, l.shipping_type, l.pickup_at_po, k.also_accept,
        k.also_deliver, -count(*)
      FROM old_labels l CROSS JOIN LATERAL label_tally_keys(l.accept_branch_id, l.deliver_branch_id, l.via_branch_id) k
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER labels_tally_insert AFTER INSERT ON labels REFERENCING NEW TABLE AS new_labels
  FOR EACH STATEMENT EXECUTE FUNCTION label_tallies_record();
--> statement-breakpoint
CREATE TRIGGER labels_tally_update AFTER UPDATE ON labels REFERENCING OLD TABLE AS old_labels NEW TABLE AS new_labels
  FOR EACH STATEMENT EXECUTE FUNCTION label_tallies_record();
--> statement-breakpoint
CREATE TRIGGER labels_tally_delete AFTER DELETE ON labels REFERENCING OLD TABLE AS old_labels
  FOR EACH STATEMENT EXECUTE FUNCTION label_tallies_record();
--> statement-breakpoint
CREATE FUNCTION label_tallies_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE label_tallies;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER labels_tally_truncate AFTER TRUNCATE ON labels FOR EACH STATEMENT EXECUTE FUNCTION label_tallies_clear();
--> statement-breakpoint
-- The labels that exist already.
INSERT INTO label_tallies
  SELECT l.company_id, k.branch_id, k.role, l.status, l.shipping_type, l.pickup_at_po, k.also_accept, k.also_deliver,
    count(*)
  FROM labels l CROSS JOIN LATERAL label_tally_keys(l.accept_branch_id, l.deliver_branch_id, l.via_branch_id) k
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
