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
CREATE TABLE "merchant_members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_invites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_invites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_invites_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "user_recovery_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_recovery_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_two_step" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"sealed_secret" text NOT NULL,
	"enabled_at" timestamp with time zone,
	"last_step" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preprint_codes" (
	"tracking_code" text PRIMARY KEY NOT NULL,
	"range_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"position" integer NOT NULL,
	"state" text DEFAULT 'unused' NOT NULL,
	"label_id" bigint,
	"used_at" timestamp with time zone,
	CONSTRAINT "preprint_codes_used_has_label" CHECK (("preprint_codes"."state" = 'used') = ("preprint_codes"."label_id" is not null and "preprint_codes"."used_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "preprint_ranges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "preprint_ranges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"type" text NOT NULL,
	"count" integer NOT NULL,
	"issued_by" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"voided_by" integer,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preprint_ranges_count_range" CHECK ("preprint_ranges"."count" between 1 and 1000)
);
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "parent_type" text;--> statement-breakpoint
ALTER TABLE "labels" ADD COLUMN "with_temp_address" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "labels" ADD COLUMN "temp_address" text;--> statement-breakpoint
ALTER TABLE "labels" ADD COLUMN "delivery_type" text DEFAULT 'home' NOT NULL;--> statement-breakpoint
ALTER TABLE "labels" ADD COLUMN "rating_type" text DEFAULT 'actual_weight' NOT NULL;--> statement-breakpoint
ALTER TABLE "labels" ADD COLUMN "flat" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "labels" ADD COLUMN "compensation_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "labels" ADD COLUMN "finish_item" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "labels" ADD COLUMN "transaction_label" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "labels" ADD COLUMN "with_smart_invoice" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "labels" ADD COLUMN "cod_code" text;--> statement-breakpoint
ALTER TABLE "labels" ADD COLUMN "item_name" text;--> statement-breakpoint
ALTER TABLE "labels" ADD COLUMN "source_alpha_3_code" text DEFAULT 'MMR' NOT NULL;--> statement-breakpoint
ALTER TABLE "labels" ADD COLUMN "destination_alpha_3_code" text DEFAULT 'MMR' NOT NULL;--> statement-breakpoint
ALTER TABLE "labels" ADD COLUMN "discount_kind" text;--> statement-breakpoint
ALTER TABLE "labels" ADD COLUMN "discount_percent" integer;--> statement-breakpoint
ALTER TABLE "labels" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "labels" ADD COLUMN "return_reason" text;--> statement-breakpoint
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
ALTER TABLE "merchant_members" ADD CONSTRAINT "merchant_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_members" ADD CONSTRAINT "merchant_members_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_invites" ADD CONSTRAINT "user_invites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_invites" ADD CONSTRAINT "user_invites_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_recovery_codes" ADD CONSTRAINT "user_recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_two_step" ADD CONSTRAINT "user_two_step_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preprint_codes" ADD CONSTRAINT "preprint_codes_range_id_preprint_ranges_id_fk" FOREIGN KEY ("range_id") REFERENCES "public"."preprint_ranges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preprint_codes" ADD CONSTRAINT "preprint_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preprint_codes" ADD CONSTRAINT "preprint_codes_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preprint_ranges" ADD CONSTRAINT "preprint_ranges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preprint_ranges" ADD CONSTRAINT "preprint_ranges_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preprint_ranges" ADD CONSTRAINT "preprint_ranges_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preprint_ranges" ADD CONSTRAINT "preprint_ranges_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preprint_ranges" ADD CONSTRAINT "preprint_ranges_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_services_label_branch_unique" ON "agent_services" USING btree ("label_id","agent_branch_id");--> statement-breakpoint
CREATE INDEX "agent_services_branch_state_idx" ON "agent_services" USING btree ("agent_branch_id","state","id");--> statement-breakpoint
CREATE INDEX "agent_services_company_idx" ON "agent_services" USING btree ("company_id","state","id");--> statement-breakpoint
CREATE INDEX "agent_services_confirmed_idx" ON "agent_services" USING btree ("agent_branch_id","decided_at") WHERE "agent_services"."state" = 'confirm';--> statement-breakpoint
CREATE INDEX "agent_services_settlement_idx" ON "agent_services" USING btree ("settlement_id") WHERE "agent_services"."settlement_id" is not null;--> statement-breakpoint
CREATE INDEX "agent_settlements_branch_idx" ON "agent_settlements" USING btree ("agent_branch_id","id");--> statement-breakpoint
CREATE INDEX "merchant_members_merchant_idx" ON "merchant_members" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "user_invites_user_idx" ON "user_invites" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_recovery_codes_user_idx" ON "user_recovery_codes" USING btree ("user_id","code_hash");--> statement-breakpoint
CREATE INDEX "preprint_codes_range_idx" ON "preprint_codes" USING btree ("range_id","position");--> statement-breakpoint
CREATE INDEX "preprint_ranges_company_idx" ON "preprint_ranges" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "preprint_ranges_branch_idx" ON "preprint_ranges" USING btree ("branch_id","id");--> statement-breakpoint
CREATE INDEX "preprint_ranges_merchant_idx" ON "preprint_ranges" USING btree ("merchant_id","id");--> statement-breakpoint
-- Merchant accounts (issue 30 §1). A database seeded before this migration gets the merchant's two roles (a new one
-- gets them from the seed, with every other role).
INSERT INTO roles (slug, level, name_en, name_mm, name_zh, permissions)
SELECT v.slug, v.level, v.name_en, v.name_mm, v.name_zh, v.permissions
FROM (VALUES
  ('merchant-owner', 90, 'Merchant owner', 'ကုန်သည် ပိုင်ရှင်', '商户店主',
   ARRAY['merchant-portal.view', 'merchant-portal.book', 'merchant-portal.manage']::text[]),
  ('merchant-clerk', 91, 'Merchant clerk', 'ကုန်သည် စာရေး', '商户店员',
   ARRAY['merchant-portal.view', 'merchant-portal.book']::text[])
) AS v(slug, level, name_en, name_mm, name_zh, permissions)
WHERE EXISTS (SELECT 1 FROM roles)
ON CONFLICT (slug) DO NOTHING;--> statement-breakpoint
-- An account's 2-step state and its merchant are part of the signed-in account: a change reaches every API process's
-- kept copy.
CREATE TRIGGER user_two_step_account_data_version BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_two_step
  FOR EACH STATEMENT EXECUTE FUNCTION account_data_version_raise();--> statement-breakpoint
CREATE TRIGGER merchant_members_account_data_version BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON merchant_members
  FOR EACH STATEMENT EXECUTE FUNCTION account_data_version_raise();--> statement-breakpoint
-- The signed-in account (0013, 0028) with the merchant a member works for and whether 2-step verification is on.
CREATE OR REPLACE FUNCTION auth_account(p_user_id integer) RETURNS json LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT json_build_object(
      'id', u.id, 'companyId', u.company_id, 'name', u.name, 'userName', u.user_name, 'status', u.status,
      'locale', u.locale, 'allBranches', u.all_branches, 'branchCollectionId', u.branch_collection_id,
      'role', json_build_object('id', r.id, 'slug', r.slug, 'level', r.level,
                                'permissions', coalesce(crp.permissions, r.permissions),
                                'names', json_build_object('en', r.name_en, 'mm', r.name_mm, 'zh', r.name_zh)),
      'businessName', c.name_en,
      'branch', CASE WHEN b.id IS NULL THEN NULL
                ELSE json_build_object('id', b.id, 'code', b.code, 'nameEn', b.name_en, 'nameMm', b.name_mm,
                                       'town', b.town, 'internationalMail', b.international_mail) END,
      'jointedBranches',
        (SELECT coalesce(json_agg(json_build_object('id', jb.id, 'name_en', jb.name_en, 'name_mm', jb.name_mm)
                                  ORDER BY jb.id), '[]'::json)
           FROM user_branches ub JOIN branches jb ON jb.id = ub.branch_id WHERE ub.user_id = u.id),
      'merchant', CASE WHEN m.id IS NULL THEN NULL ELSE json_build_object('id', m.id, 'name', m.name) END,
      'twoStepEnabled', EXISTS (SELECT 1 FROM user_two_step t WHERE t.user_id = u.id AND t.enabled_at IS NOT NULL))
    FROM users u
      JOIN roles r ON r.id = u.role_id
      JOIN companies c ON c.id = u.company_id
      LEFT JOIN company_role_permissions crp ON crp.company_id = u.company_id AND crp.role_id = u.role_id
      LEFT JOIN branches b ON b.id = u.branch_id
      LEFT JOIN merchant_members mm ON mm.user_id = u.id
      LEFT JOIN merchants m ON m.id = mm.merchant_id
    WHERE u.id = p_user_id
  );
END
$$;
--> statement-breakpoint
-- The merchant portal's tab of a label status (the domain's merchantTabOf; a test checks they agree for every status),
-- so that a tab's page is one index range: the member's merchant, the tab, newest first.
CREATE FUNCTION merchant_portal_tab(status text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN status IN ('pending', 'created', 'process', 'pickup_courier_leader', 'pickup_courier') THEN 'pending'
    WHEN status IN ('accept_from_origin_branch') THEN 'accepted'
    WHEN status IN ('accept_by_transport', 'sendback_to_transport', 'send_to_destination_branch', 'arrived_to_destination_branch', 'send_to_destination_address', 'send_to_forward_branch', 'arrived_to_forward_branch', 'send_from_forward_branch', 'send_from_redirect_branch', 'missing', 'redirected', 'pending_reject', 'send_to_mmpost', 'postman_hand_over') THEN 'process'
    WHEN status IN ('delivered') THEN 'delivered'
    WHEN status IN ('sentback_to_customer', 'reject', 'return_confirmed', 'mpost_return_confirmed') THEN 'return'
    WHEN status IN ('sendback_to_destination_branch', 'sendback_to_origin_branch', 'arrived_to_origin_branch', 'sendback_to_origin_address', 'pending_return_confirm', 'arrivedback_to_destination_branch', 'schedule_return') THEN 'ongoing_return'
  END
$$;--> statement-breakpoint
CREATE INDEX labels_merchant_tab_idx ON labels (merchant_id, merchant_portal_tab(status), id)
  WHERE merchant_id IS NOT NULL;
--> statement-breakpoint
-- Hand-written (issue 30 §5, label and location fields) -----------------------------------------------------------
-- A place's parent level, for the places already loaded (the seed writes it for new ones).
UPDATE locations child SET parent_type = parent.level FROM locations parent WHERE parent.id = child.parent_id;--> statement-breakpoint
-- The paid date of labels booked before it was kept: the booking when the sender paid at the counter, the delivery
-- when the receiver paid on it.
UPDATE labels SET paid_at = CASE WHEN purchase_type = 'sender_pay' THEN created_at ELSE delivered_at END
WHERE purchase_type = 'sender_pay' OR (purchase_type IN ('receiver_pay', 'from_cod') AND delivered_at IS NOT NULL);--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_alpha_3_codes" CHECK ("source_alpha_3_code" ~ '^[A-Z]{3}$' AND "destination_alpha_3_code" ~ '^[A-Z]{3}$');--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_compensation_fee_check" CHECK ("compensation_fee" >= 0);--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_discount_known" CHECK ("discount_kind" IS NULL OR "discount_kind" IN ('amount', 'percent'));--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_discount_percent_check" CHECK (("discount_kind" = 'percent') = ("discount_percent" IS NOT NULL) AND coalesce("discount_percent", 0) BETWEEN 0 AND 100);--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_temp_address_check" CHECK (NOT "with_temp_address" OR "temp_address" IS NOT NULL);
--> statement-breakpoint
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
--> statement-breakpoint
-- Preprinted labels (issue 30 §3): the roles whose seeded permissions hold preprint.issue (roleDefinitions) get it;
-- permissions stay editable data, so a role (or a company's own permissions for it) already holding it is left alone.
UPDATE roles SET permissions = array_append(permissions, 'preprint.issue'), updated_at = now()
WHERE slug IN ('super-admin', 'admin', 'md', 'general-manager', 'deputy-general-manager', 'assistant-general-manager', 'operation-admin', 'operation-manager', 'tech-support', 'it-support-hq', 'warehouse-manager', 'region-manager', 'it-support-region', 'owner', 'manager', 'supervisor') AND NOT ('preprint.issue' = ANY (permissions));--> statement-breakpoint
UPDATE company_role_permissions crp SET permissions = array_append(crp.permissions, 'preprint.issue'), updated_at = now()
FROM roles r WHERE r.id = crp.role_id AND r.slug IN ('super-admin', 'admin', 'md', 'general-manager', 'deputy-general-manager', 'assistant-general-manager', 'operation-admin', 'operation-manager', 'tech-support', 'it-support-hq', 'warehouse-manager', 'region-manager', 'it-support-region', 'owner', 'manager', 'supervisor') AND NOT ('preprint.issue' = ANY (crp.permissions));
