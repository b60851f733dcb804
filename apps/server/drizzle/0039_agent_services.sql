CREATE TABLE "agent_services" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"label_id" bigint NOT NULL,
	"agent_branch_id" integer NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"sent_from_branch_id" integer,
	"offered_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"deny_reason" text,
	"fee" integer DEFAULT 0 NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"settlement_id" integer,
	CONSTRAINT "agent_services_amount_check" CHECK ("agent_services"."amount" = "agent_services"."fee" + "agent_services"."discount" and "agent_services"."fee" >= 0),
	CONSTRAINT "agent_services_decision_check" CHECK (("agent_services"."state" = 'pending') = ("agent_services"."decided_at" is null) and ("agent_services"."state" = 'denied') = ("agent_services"."deny_reason" is not null)),
	CONSTRAINT "agent_services_settled_check" CHECK ("agent_services"."settlement_id" is null or "agent_services"."state" = 'confirm')
);
--> statement-breakpoint
CREATE TABLE "agent_settlements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_settlements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"agent_branch_id" integer NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"count" integer NOT NULL,
	"amount" integer NOT NULL,
	"state" text DEFAULT 'issued' NOT NULL,
	"issued_by" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"paid_by" integer,
	"paid_at" timestamp with time zone,
	CONSTRAINT "agent_settlements_amount_check" CHECK ("agent_settlements"."amount" >= 0 and "agent_settlements"."count" > 0)
);
--> statement-breakpoint
ALTER TABLE "agent_services" ADD CONSTRAINT "agent_services_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_services" ADD CONSTRAINT "agent_services_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_services" ADD CONSTRAINT "agent_services_agent_branch_id_branches_id_fk" FOREIGN KEY ("agent_branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_services" ADD CONSTRAINT "agent_services_sent_from_branch_id_branches_id_fk" FOREIGN KEY ("sent_from_branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_services" ADD CONSTRAINT "agent_services_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_services" ADD CONSTRAINT "agent_services_settlement_id_agent_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."agent_settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_agent_branch_id_branches_id_fk" FOREIGN KEY ("agent_branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_services_label_branch_unique" ON "agent_services" USING btree ("label_id","agent_branch_id");--> statement-breakpoint
CREATE INDEX "agent_services_branch_state_idx" ON "agent_services" USING btree ("agent_branch_id","state","id");--> statement-breakpoint
CREATE INDEX "agent_services_company_idx" ON "agent_services" USING btree ("company_id","state","id");--> statement-breakpoint
CREATE INDEX "agent_services_confirmed_idx" ON "agent_services" USING btree ("agent_branch_id","decided_at") WHERE "agent_services"."state" = 'confirm';--> statement-breakpoint
CREATE INDEX "agent_services_settlement_idx" ON "agent_services" USING btree ("settlement_id") WHERE "agent_services"."settlement_id" is not null;--> statement-breakpoint
CREATE INDEX "agent_settlements_branch_idx" ON "agent_settlements" USING btree ("agent_branch_id","id");--> statement-breakpoint
-- Agent services (issue 30 §4): the roles whose seeded permissions hold them (roleDefinitions) get them;
-- permissions stay editable data, so a role (or a company's own permissions for it) already holding one is left alone.
UPDATE roles SET permissions = array_append(permissions, 'agent-service.decide'), updated_at = now()
WHERE slug IN ('super-admin', 'admin', 'md', 'general-manager', 'deputy-general-manager', 'assistant-general-manager', 'operation-admin', 'operation-manager', 'tech-support', 'it-support-hq', 'warehouse-manager', 'region-manager', 'it-support-region', 'owner', 'manager', 'supervisor', 'staff') AND NOT ('agent-service.decide' = ANY (permissions));--> statement-breakpoint
UPDATE company_role_permissions crp SET permissions = array_append(crp.permissions, 'agent-service.decide'), updated_at = now()
FROM roles r WHERE r.id = crp.role_id AND r.slug IN ('super-admin', 'admin', 'md', 'general-manager', 'deputy-general-manager', 'assistant-general-manager', 'operation-admin', 'operation-manager', 'tech-support', 'it-support-hq', 'warehouse-manager', 'region-manager', 'it-support-region', 'owner', 'manager', 'supervisor', 'staff') AND NOT ('agent-service.decide' = ANY (crp.permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'agent-settlement.issue'), updated_at = now()
WHERE slug IN ('super-admin', 'admin', 'md', 'general-manager', 'deputy-general-manager', 'assistant-general-manager', 'finance-manager', 'accountant') AND NOT ('agent-settlement.issue' = ANY (permissions));--> statement-breakpoint
UPDATE company_role_permissions crp SET permissions = array_append(crp.permissions, 'agent-settlement.issue'), updated_at = now()
FROM roles r WHERE r.id = crp.role_id AND r.slug IN ('super-admin', 'admin', 'md', 'general-manager', 'deputy-general-manager', 'assistant-general-manager', 'finance-manager', 'accountant') AND NOT ('agent-settlement.issue' = ANY (crp.permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'agent-settlement.approve'), updated_at = now()
WHERE slug IN ('super-admin', 'admin', 'md', 'general-manager', 'deputy-general-manager', 'assistant-general-manager', 'finance-manager') AND NOT ('agent-settlement.approve' = ANY (permissions));--> statement-breakpoint
UPDATE company_role_permissions crp SET permissions = array_append(crp.permissions, 'agent-settlement.approve'), updated_at = now()
FROM roles r WHERE r.id = crp.role_id AND r.slug IN ('super-admin', 'admin', 'md', 'general-manager', 'deputy-general-manager', 'assistant-general-manager', 'finance-manager') AND NOT ('agent-settlement.approve' = ANY (crp.permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'agent-settlement.pay'), updated_at = now()
WHERE slug IN ('super-admin', 'admin', 'md', 'general-manager', 'deputy-general-manager', 'assistant-general-manager', 'finance-manager') AND NOT ('agent-settlement.pay' = ANY (permissions));--> statement-breakpoint
UPDATE company_role_permissions crp SET permissions = array_append(crp.permissions, 'agent-settlement.pay'), updated_at = now()
FROM roles r WHERE r.id = crp.role_id AND r.slug IN ('super-admin', 'admin', 'md', 'general-manager', 'deputy-general-manager', 'assistant-general-manager', 'finance-manager') AND NOT ('agent-settlement.pay' = ANY (crp.permissions));