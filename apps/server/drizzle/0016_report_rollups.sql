CREATE TABLE "label_fee_rollups" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"branch_id" integer NOT NULL,
	"report_type" text NOT NULL,
	"label_type" text NOT NULL,
	"service_type" text NOT NULL,
	"accept_type" text NOT NULL,
	"fee_name" text NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "label_rollups" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"branch_id" integer NOT NULL,
	"event" text NOT NULL,
	"report_type" text NOT NULL,
	"label_type" text NOT NULL,
	"service_type" text NOT NULL,
	"accept_type" text NOT NULL,
	"labels" integer NOT NULL,
	"cod_amount" bigint NOT NULL,
	"total_cost" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "labels" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "labels" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "labels" ADD COLUMN "channel" text DEFAULT 'counter' NOT NULL;--> statement-breakpoint
CREATE INDEX "label_fee_rollups_company_idx" ON "label_fee_rollups" USING btree ("company_id","report_type","day");--> statement-breakpoint
CREATE INDEX "label_fee_rollups_branch_idx" ON "label_fee_rollups" USING btree ("branch_id","report_type","day");--> statement-breakpoint
CREATE INDEX "label_rollups_company_idx" ON "label_rollups" USING btree ("company_id","event","report_type","day");--> statement-breakpoint
CREATE INDEX "label_rollups_branch_idx" ON "label_rollups" USING btree ("branch_id","event","report_type","day");--> statement-breakpoint
-- The Yangon calendar day of a moment (UTC+06:30, no daylight saving).
CREATE FUNCTION yangon_day(at timestamptz) RETURNS date
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ((at AT TIME ZONE 'UTC') + interval '6 hours 30 minutes')::date
$$;
--> statement-breakpoint
-- The report types of a label: the domain's reportTypesOfLabel (packages/domain/src/reports/report-rules.ts).
CREATE FUNCTION label_report_types(merchant_id integer, accept_type text, service_type text, services text[],
  pickup_at_po boolean, channel text)
RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN merchant_id IS NOT NULL OR channel = 'api' THEN
      CASE WHEN accept_type = 'cod' OR service_type = 'vpp' THEN 'online_vpp'
           WHEN service_type = 'vpl' THEN 'online_vpl'
           WHEN service_type = 'express' THEN 'online_express'
           ELSE 'online_register' END
    ELSE
      CASE WHEN service_type = 'express' THEN 'walkin_express'
           WHEN service_type = 'register' THEN 'walkin_register'
           ELSE 'walkin_ops' END
  END
  UNION ALL SELECT 'online_return' WHERE merchant_id IS NOT NULL OR channel = 'api'
  UNION ALL SELECT 'emo' WHERE accept_type = 'cod'
  UNION ALL SELECT 'sms' WHERE 'sms' = ANY (services)
  UNION ALL SELECT 'phone' WHERE 'phone_call' = ANY (services)
  UNION ALL SELECT 'hold_mail' WHERE pickup_at_po
  UNION ALL SELECT 'api' WHERE channel = 'api'
$$;
--> statement-breakpoint
-- The events of a label, each on its day at its branch: booked and accepted and returned at the origin branch,
-- delivered at the delivering branch.
CREATE FUNCTION label_report_events(created_at timestamptz, accepted_at timestamptz, delivered_at timestamptz,
  returned_at timestamptz, accept_branch integer, deliver_branch integer)
RETURNS TABLE (event text, day date, branch_id integer) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 'created', yangon_day(created_at), accept_branch
  UNION ALL SELECT 'accepted', yangon_day(accepted_at), accept_branch WHERE accepted_at IS NOT NULL
  UNION ALL SELECT 'delivered', yangon_day(delivered_at), deliver_branch WHERE delivered_at IS NOT NULL
  UNION ALL SELECT 'returned', yangon_day(returned_at), accept_branch WHERE returned_at IS NOT NULL
$$;
--> statement-breakpoint
-- One label's rollup rows, each with `sign` (+1 to add the label, -1 to take it away): an event × report type each.
CREATE FUNCTION label_rollup_rows(l labels, sign integer)
RETURNS TABLE (company_id integer, day date, branch_id integer, event text, report_type text, label_type text,
  service_type text, accept_type text, labels integer, cod_amount bigint, total_cost bigint)
-- PL/pgSQL, not SQL: inlined into a query grouping its rows, a SQL function taking the whole row trips the planner
-- ("variable not found in subplan target list").
LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
BEGIN
  RETURN QUERY
    SELECT l.company_id, e.day, e.branch_id, e.event, r.report_type, l.type, l.service_type, l.accept_type, sign,
      sign * l.cod_amount::bigint, sign * l.total_cost::bigint
    FROM label_report_events(l.created_at, l.accepted_at, l.delivered_at, l.returned_at, l.accept_branch_id,
        l.deliver_branch_id) e
      CROSS JOIN label_report_types(l.merchant_id, l.accept_type, l.service_type, l.services, l.pickup_at_po,
        l.channel) r(report_type);
END
$$;
--> statement-breakpoint
-- One accepted label's charges by fee name, per report type, with `sign`; none before it is accepted.
CREATE FUNCTION label_fee_rollup_rows(l labels, sign integer)
RETURNS TABLE (company_id integer, day date, branch_id integer, report_type text, label_type text,
  service_type text, accept_type text, fee_name text, amount bigint)
LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
BEGIN
  IF l.accepted_at IS NULL THEN RETURN; END IF;
  RETURN QUERY
    SELECT l.company_id, yangon_day(l.accepted_at), l.accept_branch_id, r.report_type, l.type, l.service_type,
      l.accept_type, f.line ->> 'code', sign * (f.line ->> 'amount')::bigint
    FROM label_report_types(l.merchant_id, l.accept_type, l.service_type, l.services, l.pickup_at_po, l.channel)
        r(report_type)
      CROSS JOIN jsonb_array_elements(l.fee_lines) f(line);
END
$$;
--> statement-breakpoint
-- New labels (one statement may book many: an import) add their rows, summed per key.
CREATE FUNCTION label_rollups_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO label_rollups
    SELECT k.company_id, k.day, k.branch_id, k.event, k.report_type, k.label_type, k.service_type, k.accept_type,
      sum(k.labels), sum(k.cod_amount), sum(k.total_cost)
    FROM new_labels l CROSS JOIN LATERAL label_rollup_rows(l, 1) k
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
  INSERT INTO label_fee_rollups
    SELECT k.company_id, k.day, k.branch_id, k.report_type, k.label_type, k.service_type, k.accept_type, k.fee_name,
      sum(k.amount)
    FROM new_labels l CROSS JOIN LATERAL label_fee_rollup_rows(l, 1) k
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
    HAVING sum(k.amount) <> 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A changed label takes its old rows away and adds its new ones; keys that net to zero write nothing.
CREATE FUNCTION label_rollups_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO label_rollups
    SELECT k.company_id, k.day, k.branch_id, k.event, k.report_type, k.label_type, k.service_type, k.accept_type,
      sum(k.labels), sum(k.cod_amount), sum(k.total_cost)
    FROM (SELECT * FROM label_rollup_rows(NEW, 1) UNION ALL SELECT * FROM label_rollup_rows(OLD, -1)) k
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
    HAVING sum(k.labels) <> 0 OR sum(k.cod_amount) <> 0 OR sum(k.total_cost) <> 0;
  INSERT INTO label_fee_rollups
    SELECT k.company_id, k.day, k.branch_id, k.report_type, k.label_type, k.service_type, k.accept_type, k.fee_name,
      sum(k.amount)
    FROM (SELECT * FROM label_fee_rollup_rows(NEW, 1) UNION ALL SELECT * FROM label_fee_rollup_rows(OLD, -1)) k
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
    HAVING sum(k.amount) <> 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION label_rollups_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO label_rollups
    SELECT k.company_id, k.day, k.branch_id, k.event, k.report_type, k.label_type, k.service_type, k.accept_type,
      sum(k.labels), sum(k.cod_amount), sum(k.total_cost)
    FROM old_labels l CROSS JOIN LATERAL label_rollup_rows(l, -1) k
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
  INSERT INTO label_fee_rollups
    SELECT k.company_id, k.day, k.branch_id, k.report_type, k.label_type, k.service_type, k.accept_type, k.fee_name,
      sum(k.amount)
    FROM old_labels l CROSS JOIN LATERAL label_fee_rollup_rows(l, -1) k
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
    HAVING sum(k.amount) <> 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION label_rollups_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE label_rollups, label_fee_rollups;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Existing labels: their accepted and returned moments from their viewable history (the earliest, as a step sets
-- them the first time), before the rollup triggers exist. The list tallies' trigger is held meanwhile: these two
-- columns are none of its keys, and at millions of labels it would fold the whole table's old and new rows for
-- nothing.
ALTER TABLE labels DISABLE TRIGGER labels_tally_update;
--> statement-breakpoint
UPDATE labels l SET accepted_at = e.accepted_at, returned_at = e.returned_at
FROM (
  SELECT label_id,
    min(created_at) FILTER (WHERE status = 'accept_from_origin_branch') AS accepted_at,
    min(created_at) FILTER (WHERE status IN ('sentback_to_customer', 'return_confirmed', 'mpost_return_confirmed'))
      AS returned_at
  FROM label_transactions WHERE viewable GROUP BY label_id
) e
WHERE l.id = e.label_id AND (e.accepted_at IS NOT NULL OR e.returned_at IS NOT NULL);
--> statement-breakpoint
ALTER TABLE labels ENABLE TRIGGER labels_tally_update;
--> statement-breakpoint
CREATE TRIGGER labels_rollup_insert AFTER INSERT ON labels REFERENCING NEW TABLE AS new_labels
  FOR EACH STATEMENT EXECUTE FUNCTION label_rollups_insert();
--> statement-breakpoint
-- Row by row, and only when something a rollup key or amount reads has changed: most status steps are no event.
CREATE TRIGGER labels_rollup_update AFTER UPDATE ON labels FOR EACH ROW
  WHEN (OLD.accepted_at IS DISTINCT FROM NEW.accepted_at OR OLD.delivered_at IS DISTINCT FROM NEW.delivered_at
    OR OLD.returned_at IS DISTINCT FROM NEW.returned_at OR OLD.created_at <> NEW.created_at
    OR OLD.accept_branch_id <> NEW.accept_branch_id OR OLD.deliver_branch_id <> NEW.deliver_branch_id
    OR OLD.company_id <> NEW.company_id OR OLD.merchant_id IS DISTINCT FROM NEW.merchant_id
    OR OLD.accept_type <> NEW.accept_type OR OLD.service_type <> NEW.service_type OR OLD.type <> NEW.type
    OR OLD.services <> NEW.services OR OLD.pickup_at_po <> NEW.pickup_at_po OR OLD.channel <> NEW.channel
    OR OLD.cod_amount <> NEW.cod_amount OR OLD.total_cost <> NEW.total_cost OR OLD.fee_lines <> NEW.fee_lines)
  EXECUTE FUNCTION label_rollups_update();
--> statement-breakpoint
CREATE TRIGGER labels_rollup_delete AFTER DELETE ON labels REFERENCING OLD TABLE AS old_labels
  FOR EACH STATEMENT EXECUTE FUNCTION label_rollups_delete();
--> statement-breakpoint
CREATE TRIGGER labels_rollup_truncate AFTER TRUNCATE ON labels FOR EACH STATEMENT
  EXECUTE FUNCTION label_rollups_clear();
--> statement-breakpoint
-- The labels that exist already.
INSERT INTO label_rollups
  SELECT k.company_id, k.day, k.branch_id, k.event, k.report_type, k.label_type, k.service_type, k.accept_type,
    sum(k.labels), sum(k.cod_amount), sum(k.total_cost)
  FROM labels l CROSS JOIN LATERAL label_rollup_rows(l, 1) k
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
--> statement-breakpoint
INSERT INTO label_fee_rollups
  SELECT k.company_id, k.day, k.branch_id, k.report_type, k.label_type, k.service_type, k.accept_type, k.fee_name,
    sum(k.amount)
  FROM labels l CROSS JOIN LATERAL label_fee_rollup_rows(l, 1) k
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
  HAVING sum(k.amount) <> 0;
