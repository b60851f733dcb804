CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cod_clearance_lines" (
	"clearance_id" bigint NOT NULL,
	"label_id" bigint NOT NULL,
	"delivered" boolean NOT NULL,
	"purchase_type" text NOT NULL,
	"cod_amount" integer NOT NULL,
	"delivery_charges" integer NOT NULL,
	"gate_submit_amount" integer NOT NULL,
	"cod_fee" integer NOT NULL,
	"cod_charge" integer NOT NULL,
	"released" boolean DEFAULT false NOT NULL,
	CONSTRAINT "cod_clearance_lines_clearance_id_label_id_pk" PRIMARY KEY("clearance_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "cod_clearances" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cod_clearances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"status" text NOT NULL,
	"count" integer NOT NULL,
	"cod_count" integer NOT NULL,
	"actual_amount" bigint NOT NULL,
	"received_amount" bigint NOT NULL,
	"return_amount" bigint NOT NULL,
	"delivery_charges" bigint NOT NULL,
	"gate_submit_count" integer NOT NULL,
	"gate_submit_amount" bigint NOT NULL,
	"one_percent_cod" bigint NOT NULL,
	"credit_count" integer NOT NULL,
	"credit_amount" bigint NOT NULL,
	"brought_forward" bigint NOT NULL,
	"total_cost" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"carried_forward" bigint NOT NULL,
	"issue_date" date NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issued_by" integer NOT NULL,
	"needs_approval" boolean NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"transfer_date" date,
	"bank_ref" text,
	"completed_by" integer,
	"completed_at" timestamp with time zone,
	"voided_by" integer,
	"voided_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "cod_clearances_second_approver" CHECK ("cod_clearances"."approved_by" is null or "cod_clearances"."approved_by" <> "cod_clearances"."issued_by")
);
--> statement-breakpoint
CREATE TABLE "cod_remittances" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cod_remittances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"expected_amount" bigint NOT NULL,
	"bank_ref" text NOT NULL,
	"unmatched_label_ids" jsonb NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "label_cod" (
	"label_id" bigint PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"accept_branch_id" integer NOT NULL,
	"state" text NOT NULL,
	"purchase_type" text NOT NULL,
	"cod_fee_version" smallint NOT NULL,
	"cod_amount" integer NOT NULL,
	"delivery_charges" integer NOT NULL,
	"insurance" integer NOT NULL,
	"gate_submit_amount" integer NOT NULL,
	"cod_fee" integer NOT NULL,
	"cod_charge" integer NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	"collect_branch_id" integer,
	"collected_at" timestamp with time zone,
	"collect_event" integer,
	"cancel_event" integer,
	"remittance_id" bigint,
	"clearance_id" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"bank_ref" text NOT NULL,
	"paid_on" date NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"route" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" smallint,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_route_key_pk" PRIMARY KEY("user_id","route","key")
);
--> statement-breakpoint
CREATE TABLE "merchant_logos" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merchants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"merchant_type" text NOT NULL,
	"home_branch_id" integer NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"township_id" text NOT NULL,
	"address" text,
	"bank_name" text,
	"bank_account_name" text,
	"bank_account_number" text,
	"bank_updated_at" timestamp with time zone,
	"cod_fee_version" smallint NOT NULL,
	"balance_forward" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "labels" ADD COLUMN "merchant_id" integer;--> statement-breakpoint
ALTER TABLE "cod_clearance_lines" ADD CONSTRAINT "cod_clearance_lines_clearance_id_cod_clearances_id_fk" FOREIGN KEY ("clearance_id") REFERENCES "public"."cod_clearances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_clearance_lines" ADD CONSTRAINT "cod_clearance_lines_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_clearances" ADD CONSTRAINT "cod_clearances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_clearances" ADD CONSTRAINT "cod_clearances_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_clearances" ADD CONSTRAINT "cod_clearances_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_clearances" ADD CONSTRAINT "cod_clearances_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_clearances" ADD CONSTRAINT "cod_clearances_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_clearances" ADD CONSTRAINT "cod_clearances_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_remittances" ADD CONSTRAINT "cod_remittances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_remittances" ADD CONSTRAINT "cod_remittances_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_remittances" ADD CONSTRAINT "cod_remittances_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_cod" ADD CONSTRAINT "label_cod_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_cod" ADD CONSTRAINT "label_cod_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_cod" ADD CONSTRAINT "label_cod_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_cod" ADD CONSTRAINT "label_cod_accept_branch_id_branches_id_fk" FOREIGN KEY ("accept_branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_cod" ADD CONSTRAINT "label_cod_collect_branch_id_branches_id_fk" FOREIGN KEY ("collect_branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_cod" ADD CONSTRAINT "label_cod_remittance_id_cod_remittances_id_fk" FOREIGN KEY ("remittance_id") REFERENCES "public"."cod_remittances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_cod" ADD CONSTRAINT "label_cod_clearance_id_cod_clearances_id_fk" FOREIGN KEY ("clearance_id") REFERENCES "public"."cod_clearances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_payments" ADD CONSTRAINT "credit_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_payments" ADD CONSTRAINT "credit_payments_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_payments" ADD CONSTRAINT "credit_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_logos" ADD CONSTRAINT "merchant_logos_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_home_branch_id_branches_id_fk" FOREIGN KEY ("home_branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_township_id_locations_id_fk" FOREIGN KEY ("township_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cod_clearance_lines_open_label_unique" ON "cod_clearance_lines" USING btree ("label_id") WHERE not "cod_clearance_lines"."released";--> statement-breakpoint
CREATE INDEX "cod_clearances_merchant_idx" ON "cod_clearances" USING btree ("merchant_id","id");--> statement-breakpoint
CREATE INDEX "cod_clearances_company_idx" ON "cod_clearances" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "cod_clearances_bank_ref_unique" ON "cod_clearances" USING btree ("company_id","bank_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "cod_remittances_bank_ref_unique" ON "cod_remittances" USING btree ("company_id","bank_ref");--> statement-breakpoint
CREATE INDEX "label_cod_merchant_state_idx" ON "label_cod" USING btree ("merchant_id","state","label_id");--> statement-breakpoint
CREATE INDEX "label_cod_company_state_idx" ON "label_cod" USING btree ("company_id","state","label_id");--> statement-breakpoint
CREATE INDEX "label_cod_collect_branch_state_idx" ON "label_cod" USING btree ("collect_branch_id","state","label_id");--> statement-breakpoint
CREATE INDEX "label_cod_clearance_idx" ON "label_cod" USING btree ("clearance_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_payments_bank_ref_unique" ON "credit_payments" USING btree ("company_id","bank_ref");--> statement-breakpoint
CREATE INDEX "credit_payments_merchant_idx" ON "credit_payments" USING btree ("merchant_id","id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "merchants_company_name_unique" ON "merchants" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "merchants_company_phone_idx" ON "merchants" USING btree ("company_id","phone");--> statement-breakpoint
CREATE INDEX "merchants_home_branch_idx" ON "merchants" USING btree ("home_branch_id");--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Roles are data (seeded from the domain's roleDefinitions, then editable): databases seeded before issue 11 get the
-- money permissions here, for the roles whose defaults hold them. cod.clear (issuing batches) now belongs to finance
-- and top management only: branch heads, supervisors and head-office operations, IT and warehouse see the money side
-- but no longer move it. A role an operator has edited keeps its other permissions.
UPDATE roles SET permissions = array_append(permissions, 'merchant.view'), updated_at = now()
WHERE slug IN ('super-admin', 'admin', 'md', 'general-manager', 'deputy-general-manager', 'assistant-general-manager', 'operation-admin', 'operation-manager', 'finance-manager', 'tech-support', 'it-support-hq', 'warehouse-manager', 'accountant', 'region-manager', 'it-support-region', 'owner', 'manager', 'supervisor', 'staff') AND NOT ('merchant.view' = ANY (permissions));
--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'merchant.manage'), updated_at = now()
WHERE slug IN ('super-admin', 'admin', 'md', 'general-manager', 'deputy-general-manager', 'assistant-general-manager', 'operation-admin', 'operation-manager', 'finance-manager', 'tech-support', 'it-support-hq', 'warehouse-manager', 'region-manager', 'owner', 'manager') AND NOT ('merchant.manage' = ANY (permissions));
--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'cod.remit'), updated_at = now()
WHERE slug IN ('super-admin', 'admin', 'md', 'general-manager', 'deputy-general-manager', 'assistant-general-manager', 'finance-manager', 'accountant') AND NOT ('cod.remit' = ANY (permissions));
--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'cod.approve'), updated_at = now()
WHERE slug IN ('super-admin', 'admin', 'md', 'general-manager', 'deputy-general-manager', 'assistant-general-manager', 'finance-manager') AND NOT ('cod.approve' = ANY (permissions));
--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'credit.payment'), updated_at = now()
WHERE slug IN ('super-admin', 'admin', 'md', 'general-manager', 'deputy-general-manager', 'assistant-general-manager', 'finance-manager', 'accountant') AND NOT ('credit.payment' = ANY (permissions));
--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'credit.manage'), updated_at = now()
WHERE slug IN ('super-admin', 'admin', 'md', 'general-manager', 'deputy-general-manager', 'assistant-general-manager', 'finance-manager') AND NOT ('credit.manage' = ANY (permissions));
--> statement-breakpoint
UPDATE roles SET permissions = array_remove(permissions, 'cod.clear'), updated_at = now()
WHERE slug IN ('region-manager', 'owner', 'manager', 'operation-admin', 'operation-manager', 'tech-support', 'it-support-hq', 'warehouse-manager');
--> statement-breakpoint
-- A batch's figures never change once issued, and a paid or voided batch not at all; nothing of the money side is
-- ever deleted (corrections are reversals).
CREATE FUNCTION cod_clearance_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION '% rows are never deleted', TG_TABLE_NAME USING ERRCODE = '42501';
  END IF;
  IF OLD.status = 'complete' OR OLD.voided_at IS NOT NULL THEN
    RAISE EXCEPTION 'clearance batch % is closed', OLD.id USING ERRCODE = '42501';
  END IF;
  IF (NEW.merchant_id, NEW.count, NEW.cod_count, NEW.actual_amount, NEW.received_amount, NEW.return_amount,
      NEW.delivery_charges, NEW.gate_submit_count, NEW.gate_submit_amount, NEW.one_percent_cod, NEW.credit_count,
      NEW.credit_amount, NEW.brought_forward, NEW.total_cost, NEW.amount, NEW.carried_forward, NEW.issue_date,
      NEW.issued_at, NEW.issued_by)
     IS DISTINCT FROM
     (OLD.merchant_id, OLD.count, OLD.cod_count, OLD.actual_amount, OLD.received_amount, OLD.return_amount,
      OLD.delivery_charges, OLD.gate_submit_count, OLD.gate_submit_amount, OLD.one_percent_cod, OLD.credit_count,
      OLD.credit_amount, OLD.brought_forward, OLD.total_cost, OLD.amount, OLD.carried_forward, OLD.issue_date,
      OLD.issued_at, OLD.issued_by) THEN
    RAISE EXCEPTION 'the figures of clearance batch % are fixed at issue', OLD.id USING ERRCODE = '42501';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER cod_clearances_guard BEFORE UPDATE OR DELETE ON cod_clearances
  FOR EACH ROW EXECUTE FUNCTION cod_clearance_guard();
--> statement-breakpoint
-- A batch's line only ever gets released (its batch voided); its terms never change.
CREATE FUNCTION cod_clearance_line_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'cod_clearance_lines rows are never deleted' USING ERRCODE = '42501';
  END IF;
  IF OLD.released OR (NEW.clearance_id, NEW.label_id, NEW.delivered, NEW.purchase_type, NEW.cod_amount,
      NEW.delivery_charges, NEW.gate_submit_amount, NEW.cod_fee, NEW.cod_charge)
     IS DISTINCT FROM (OLD.clearance_id, OLD.label_id, OLD.delivered, OLD.purchase_type, OLD.cod_amount,
      OLD.delivery_charges, OLD.gate_submit_amount, OLD.cod_fee, OLD.cod_charge) THEN
    RAISE EXCEPTION 'a clearance line is only ever released' USING ERRCODE = '42501';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER cod_clearance_lines_guard BEFORE UPDATE OR DELETE ON cod_clearance_lines
  FOR EACH ROW EXECUTE FUNCTION cod_clearance_line_guard();
--> statement-breakpoint
-- Posts a journal entry in one statement (one round trip on a hot path such as booking a COD label): the entry
-- under its natural key — or, when that key is already posted, nothing (a replay, `replayed`) — the accounts its
-- lines need, opened with the bounds and opening limit the domain gives them, and its lines in account order, so
-- that concurrent writers lock accounts in the same order and never deadlock. `p_lines` is a JSON array of
-- {account, kind, min, max, limit, amount}. The balance trigger and the commit-time checks of migration 0012 apply.
CREATE FUNCTION ledger_post(p_natural_key text, p_kind text, p_reversal_of text, p_created_by integer, p_lines jsonb)
RETURNS TABLE (entry_id bigint, replayed boolean) LANGUAGE plpgsql AS $$
DECLARE
  v_entry bigint;
  v_reversal bigint;
BEGIN
  IF p_reversal_of IS NOT NULL THEN
    SELECT id INTO v_reversal FROM journal_entries WHERE natural_key = p_reversal_of;
    IF v_reversal IS NULL THEN
      RAISE EXCEPTION 'no journal entry % to reverse', p_reversal_of USING ERRCODE = '23503';
    END IF;
  END IF;
  INSERT INTO journal_entries (natural_key, kind, reversal_of, created_by)
  VALUES (p_natural_key, p_kind, v_reversal, p_created_by)
  ON CONFLICT (natural_key) DO NOTHING
  RETURNING id INTO v_entry;
  IF v_entry IS NULL THEN
    RETURN QUERY SELECT e.id, true FROM journal_entries e WHERE e.natural_key = p_natural_key;
    RETURN;
  END IF;
  INSERT INTO ledger_accounts (id, kind, min_balance, max_balance, debit_limit)
  SELECT line.account, line.kind, line.min, line.max, line."limit"
  FROM jsonb_to_recordset(p_lines) AS line(account text, kind text, min bigint, max bigint, "limit" bigint)
  ORDER BY line.account
  ON CONFLICT (id) DO NOTHING;
  INSERT INTO postings (entry_id, account_id, amount)
  SELECT v_entry, line.account, line.amount
  FROM jsonb_to_recordset(p_lines) AS line(account text, amount bigint)
  ORDER BY line.account;
  RETURN QUERY SELECT v_entry, false;
END
$$;
