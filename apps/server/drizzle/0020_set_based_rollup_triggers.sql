-- Labels booked or deleted many at a time (an import of thousands) fold into the rollups with one set-based query per
-- statement: the per-label PL/pgSQL rows function cost ≈ 25 µs a label (110–160 ms for 5,000), this ≈ 3 µs. The
-- report-type and event functions are SQL taking plain columns, so the planner inlines them. JIT is off for it: the
-- planner cannot know a transition table's size, guesses a large one, and compiled the query (≈ 300 ms) to add up a
-- few thousand rows. Row-by-row updates keep label_rollups_update and its rows functions (small queries, never
-- compiled), as does the repair command.
-- One function for both triggers: each names its transition table changed_labels; inserts add, deletes take away.
CREATE FUNCTION label_rollups_apply() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
DECLARE
  sign integer := CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  INSERT INTO label_rollups
    SELECT l.company_id, e.day, e.branch_id, e.event, r.report_type, l.type, l.service_type, l.accept_type,
      sign * count(*), sign * sum(l.cod_amount::bigint), sign * sum(l.total_cost::bigint)
    FROM changed_labels l
      CROSS JOIN LATERAL label_report_events(l.created_at, l.accepted_at, l.delivered_at, l.returned_at,
        l.accept_branch_id, l.deliver_branch_id) e
      CROSS JOIN LATERAL label_report_types(l.merchant_id, l.accept_type, l.service_type, l.services, l.pickup_at_po,
        l.channel) r(report_type)
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
  INSERT INTO label_fee_rollups
    SELECT l.company_id, yangon_day(l.accepted_at), l.accept_branch_id, r.report_type, l.type, l.service_type,
      l.accept_type, f.line ->> 'code', sign * sum((f.line ->> 'amount')::bigint)
    FROM changed_labels l
      CROSS JOIN LATERAL label_report_types(l.merchant_id, l.accept_type, l.service_type, l.services, l.pickup_at_po,
        l.channel) r(report_type)
      CROSS JOIN LATERAL jsonb_array_elements(l.fee_lines) f(line)
    WHERE l.accepted_at IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
    HAVING sum((f.line ->> 'amount')::bigint) <> 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER labels_rollup_insert ON labels;
--> statement-breakpoint
DROP TRIGGER labels_rollup_delete ON labels;
--> statement-breakpoint
DROP FUNCTION label_rollups_insert();
--> statement-breakpoint
DROP FUNCTION label_rollups_delete();
--> statement-breakpoint
CREATE TRIGGER labels_rollup_insert AFTER INSERT ON labels REFERENCING NEW TABLE AS changed_labels
  FOR EACH STATEMENT EXECUTE FUNCTION label_rollups_apply();
--> statement-breakpoint
CREATE TRIGGER labels_rollup_delete AFTER DELETE ON labels REFERENCING OLD TABLE AS changed_labels
  FOR EACH STATEMENT EXECUTE FUNCTION label_rollups_apply();
