CREATE TABLE "call_cases" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "call_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"label_id" bigint NOT NULL,
	"branch_id" integer NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"call_count" integer DEFAULT 0 NOT NULL,
	"last_call_at" timestamp with time zone,
	"call_again_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "call_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"call_case_id" bigint NOT NULL,
	"attempt" text NOT NULL,
	"outcome" text NOT NULL,
	"phone" text NOT NULL,
	"remark" text,
	"call_again_at" timestamp with time zone,
	"caller_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courier_handovers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "courier_handovers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"courier_id" integer NOT NULL,
	"label_count" integer NOT NULL,
	"expected_amount" bigint NOT NULL,
	"counted_amount" bigint NOT NULL,
	"received_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_handovers_amounts" CHECK ("courier_handovers"."expected_amount" > 0 and "courier_handovers"."counted_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"run_id" integer NOT NULL,
	"label_id" bigint NOT NULL,
	"courier_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"outcome" text DEFAULT 'out' NOT NULL,
	"failure_reason" text,
	"note" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_attempts_failure_reason" CHECK (("delivery_attempts"."outcome" = 'failed') = ("delivery_attempts"."failure_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "delivery_proofs" (
	"attempt_id" bigint PRIMARY KEY NOT NULL,
	"label_id" bigint NOT NULL,
	"receiver_name" text NOT NULL,
	"signature" "bytea",
	"signature_type" text,
	"photo" "bytea",
	"photo_type" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_proofs_some_proof" CHECK ("delivery_proofs"."signature" is not null or "delivery_proofs"."photo" is not null)
);
--> statement-breakpoint
CREATE TABLE "delivery_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"courier_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense_attachments" (
	"expense_id" integer PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"file_name" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expense_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"category" text NOT NULL,
	"amount" integer NOT NULL,
	"spent_on" date NOT NULL,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by" integer NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expense_records_amount_positive" CHECK ("expense_records"."amount" > 0),
	CONSTRAINT "expense_records_decider_not_creator" CHECK ("expense_records"."decided_by" is null or "expense_records"."decided_by" <> "expense_records"."created_by")
);
--> statement-breakpoint
CREATE TABLE "pickup_request_labels" (
	"label_id" bigint PRIMARY KEY NOT NULL,
	"pickup_request_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_request_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pickup_request_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"pickup_request_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"state" text NOT NULL,
	"actor_id" integer NOT NULL,
	"postman_id" integer,
	"reason" text,
	"read_at" timestamp with time zone,
	"read_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pickup_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"status" text DEFAULT 'unassigned' NOT NULL,
	"postman_id" integer,
	"merchant_id" integer,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"include_products" text,
	"counts" integer NOT NULL,
	"accept_counts" integer,
	"weight_grams" integer,
	"time_from" timestamp with time zone,
	"time_to" timestamp with time zone,
	"township_id" text NOT NULL,
	"address" text NOT NULL,
	"vehicle" text,
	"failure_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pickup_requests_counts_positive" CHECK ("pickup_requests"."counts" > 0),
	CONSTRAINT "pickup_requests_accept_counts_not_negative" CHECK ("pickup_requests"."accept_counts" is null or "pickup_requests"."accept_counts" >= 0),
	CONSTRAINT "pickup_requests_time_window" CHECK ("pickup_requests"."time_to" is null or "pickup_requests"."time_from" <= "pickup_requests"."time_to")
);
--> statement-breakpoint
ALTER TABLE "label_cod" ADD COLUMN "collected_by" integer;--> statement-breakpoint
ALTER TABLE "label_cod" ADD COLUMN "handover_id" integer;--> statement-breakpoint
ALTER TABLE "labels" ADD COLUMN "receiver_customer_id" integer;--> statement-breakpoint
ALTER TABLE "call_cases" ADD CONSTRAINT "call_cases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_cases" ADD CONSTRAINT "call_cases_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_cases" ADD CONSTRAINT "call_cases_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_logs" ADD CONSTRAINT "call_logs_call_case_id_call_cases_id_fk" FOREIGN KEY ("call_case_id") REFERENCES "public"."call_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_logs" ADD CONSTRAINT "call_logs_caller_id_users_id_fk" FOREIGN KEY ("caller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_handovers" ADD CONSTRAINT "courier_handovers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_handovers" ADD CONSTRAINT "courier_handovers_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_handovers" ADD CONSTRAINT "courier_handovers_courier_id_users_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_handovers" ADD CONSTRAINT "courier_handovers_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_attempts" ADD CONSTRAINT "delivery_attempts_run_id_delivery_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."delivery_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_attempts" ADD CONSTRAINT "delivery_attempts_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_attempts" ADD CONSTRAINT "delivery_attempts_courier_id_users_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_attempts" ADD CONSTRAINT "delivery_attempts_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_proofs" ADD CONSTRAINT "delivery_proofs_attempt_id_delivery_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."delivery_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_proofs" ADD CONSTRAINT "delivery_proofs_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_proofs" ADD CONSTRAINT "delivery_proofs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_runs" ADD CONSTRAINT "delivery_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_runs" ADD CONSTRAINT "delivery_runs_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_runs" ADD CONSTRAINT "delivery_runs_courier_id_users_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_runs" ADD CONSTRAINT "delivery_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_attachments" ADD CONSTRAINT "expense_attachments_expense_id_expense_records_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expense_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_records" ADD CONSTRAINT "expense_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_records" ADD CONSTRAINT "expense_records_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_records" ADD CONSTRAINT "expense_records_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_records" ADD CONSTRAINT "expense_records_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_request_labels" ADD CONSTRAINT "pickup_request_labels_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_request_labels" ADD CONSTRAINT "pickup_request_labels_pickup_request_id_pickup_requests_id_fk" FOREIGN KEY ("pickup_request_id") REFERENCES "public"."pickup_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_request_logs" ADD CONSTRAINT "pickup_request_logs_pickup_request_id_pickup_requests_id_fk" FOREIGN KEY ("pickup_request_id") REFERENCES "public"."pickup_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_request_logs" ADD CONSTRAINT "pickup_request_logs_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_request_logs" ADD CONSTRAINT "pickup_request_logs_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_request_logs" ADD CONSTRAINT "pickup_request_logs_postman_id_users_id_fk" FOREIGN KEY ("postman_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_request_logs" ADD CONSTRAINT "pickup_request_logs_read_by_users_id_fk" FOREIGN KEY ("read_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_requests" ADD CONSTRAINT "pickup_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_requests" ADD CONSTRAINT "pickup_requests_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_requests" ADD CONSTRAINT "pickup_requests_postman_id_users_id_fk" FOREIGN KEY ("postman_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_requests" ADD CONSTRAINT "pickup_requests_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_requests" ADD CONSTRAINT "pickup_requests_township_id_locations_id_fk" FOREIGN KEY ("township_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_requests" ADD CONSTRAINT "pickup_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "call_cases_label_open_unique" ON "call_cases" USING btree ("label_id") WHERE "call_cases"."state" = 'open';--> statement-breakpoint
CREATE INDEX "call_cases_company_state_due_idx" ON "call_cases" USING btree ("company_id","state","call_again_at","id");--> statement-breakpoint
CREATE INDEX "call_cases_branch_state_due_idx" ON "call_cases" USING btree ("branch_id","state","call_again_at","id");--> statement-breakpoint
CREATE INDEX "call_cases_label_idx" ON "call_cases" USING btree ("label_id","id");--> statement-breakpoint
CREATE INDEX "call_logs_case_idx" ON "call_logs" USING btree ("call_case_id","id");--> statement-breakpoint
CREATE INDEX "courier_handovers_branch_idx" ON "courier_handovers" USING btree ("branch_id","id");--> statement-breakpoint
CREATE INDEX "courier_handovers_courier_idx" ON "courier_handovers" USING btree ("courier_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_attempts_label_out_unique" ON "delivery_attempts" USING btree ("label_id") WHERE "delivery_attempts"."outcome" = 'out';--> statement-breakpoint
CREATE INDEX "delivery_attempts_courier_outcome_idx" ON "delivery_attempts" USING btree ("courier_id","outcome","id");--> statement-breakpoint
CREATE INDEX "delivery_attempts_run_idx" ON "delivery_attempts" USING btree ("run_id","id");--> statement-breakpoint
CREATE INDEX "delivery_attempts_label_idx" ON "delivery_attempts" USING btree ("label_id","id");--> statement-breakpoint
CREATE INDEX "delivery_proofs_label_idx" ON "delivery_proofs" USING btree ("label_id");--> statement-breakpoint
CREATE INDEX "delivery_runs_branch_idx" ON "delivery_runs" USING btree ("branch_id","id");--> statement-breakpoint
CREATE INDEX "delivery_runs_courier_idx" ON "delivery_runs" USING btree ("courier_id","id");--> statement-breakpoint
CREATE INDEX "expense_records_branch_day_idx" ON "expense_records" USING btree ("branch_id","spent_on","id");--> statement-breakpoint
CREATE INDEX "expense_records_company_day_idx" ON "expense_records" USING btree ("company_id","spent_on","id");--> statement-breakpoint
CREATE INDEX "pickup_request_labels_request_idx" ON "pickup_request_labels" USING btree ("pickup_request_id");--> statement-breakpoint
CREATE INDEX "pickup_request_logs_request_idx" ON "pickup_request_logs" USING btree ("pickup_request_id","id");--> statement-breakpoint
CREATE INDEX "pickup_request_logs_unread_deny_idx" ON "pickup_request_logs" USING btree ("branch_id","id") WHERE "pickup_request_logs"."state" = 'deny' and "pickup_request_logs"."read_at" is null;--> statement-breakpoint
CREATE INDEX "pickup_requests_branch_status_idx" ON "pickup_requests" USING btree ("branch_id","status","id");--> statement-breakpoint
CREATE INDEX "pickup_requests_postman_status_idx" ON "pickup_requests" USING btree ("postman_id","status","id");--> statement-breakpoint
ALTER TABLE "label_cod" ADD CONSTRAINT "label_cod_collected_by_users_id_fk" FOREIGN KEY ("collected_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_cod" ADD CONSTRAINT "label_cod_handover_id_courier_handovers_id_fk" FOREIGN KEY ("handover_id") REFERENCES "public"."courier_handovers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_receiver_customer_id_customers_id_fk" FOREIGN KEY ("receiver_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "label_cod_courier_cash_idx" ON "label_cod" USING btree ("collected_by","label_id") WHERE "label_cod"."handover_id" is null and "label_cod"."collected_by" is not null;--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "labels_customer_idx" ON "labels" USING btree ("customer_id","id") WHERE "labels"."customer_id" is not null;--> statement-breakpoint
CREATE INDEX "labels_receiver_customer_idx" ON "labels" USING btree ("receiver_customer_id","id") WHERE "labels"."receiver_customer_id" is not null;--> statement-breakpoint
-- Issue 12, roles are data (seeded from the domain's roleDefinitions, then editable): databases seeded before it get
-- the field roles and the new permissions here, for the roles whose defaults hold them. expense.manage is now
-- expense.approve (recording an expense is expense.record). A role an operator has edited keeps its other permissions.
UPDATE roles SET permissions = array_replace(permissions, 'expense.manage', 'expense.approve'), updated_at = now()
WHERE 'expense.manage' = ANY (permissions);
--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'expense.record'), updated_at = now()
WHERE slug IN ('super-admin', 'admin', 'md', 'general-manager', 'deputy-general-manager', 'assistant-general-manager', 'operation-admin', 'operation-manager', 'tech-support', 'it-support-hq', 'warehouse-manager', 'region-manager', 'it-support-region', 'owner', 'manager', 'supervisor', 'staff') AND NOT ('expense.record' = ANY (permissions));
--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'delivery.assign'), updated_at = now()
WHERE slug IN ('super-admin', 'admin', 'md', 'general-manager', 'deputy-general-manager', 'assistant-general-manager', 'operation-admin', 'operation-manager', 'tech-support', 'it-support-hq', 'warehouse-manager', 'region-manager', 'it-support-region', 'owner', 'manager', 'supervisor', 'staff') AND NOT ('delivery.assign' = ANY (permissions));
--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'pickup-request.assign'), updated_at = now()
WHERE slug IN ('super-admin', 'admin', 'md', 'general-manager', 'deputy-general-manager', 'assistant-general-manager', 'operation-admin', 'operation-manager', 'tech-support', 'it-support-hq', 'warehouse-manager', 'region-manager', 'it-support-region', 'owner', 'manager', 'supervisor') AND NOT ('pickup-request.assign' = ANY (permissions));
--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'delivery.handover'), updated_at = now()
WHERE slug IN ('super-admin', 'admin', 'md', 'general-manager', 'deputy-general-manager', 'assistant-general-manager', 'region-manager', 'it-support-region', 'owner', 'manager', 'supervisor') AND NOT ('delivery.handover' = ANY (permissions));
--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'customer.export'), updated_at = now()
WHERE slug IN ('super-admin', 'admin', 'md', 'general-manager', 'deputy-general-manager', 'assistant-general-manager', 'operation-admin', 'operation-manager', 'tech-support', 'it-support-hq', 'warehouse-manager', 'region-manager', 'owner', 'manager') AND NOT ('customer.export' = ANY (permissions));
--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'pickup-request.work'), updated_at = now()
WHERE slug IN ('super-admin', 'md') AND NOT ('pickup-request.work' = ANY (permissions));
--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'delivery.work'), updated_at = now()
WHERE slug IN ('super-admin', 'md') AND NOT ('delivery.work' = ANY (permissions));
--> statement-breakpoint
-- The field roles join a seeded database (a new one gets them from the seed, after the migrations).
INSERT INTO roles (slug, level, name_en, name_mm, name_zh, permissions)
SELECT slug, level, name_en, name_mm, name_zh, permissions FROM (VALUES
  ('postman', 45, 'Postman', 'စာပို့သမား', '揽件员', ARRAY['pickup-request.view', 'pickup-request.work', 'announcement.view']::text[]),
  ('courier', 46, 'Courier', 'ပို့ဆောင်သူ', '派送员', ARRAY['delivery.work', 'announcement.view']::text[])
) AS field_roles (slug, level, name_en, name_mm, name_zh, permissions)
WHERE EXISTS (SELECT 1 FROM roles)
ON CONFLICT (slug) DO NOTHING;
