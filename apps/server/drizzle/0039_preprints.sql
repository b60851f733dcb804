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
ALTER TABLE "preprint_codes" ADD CONSTRAINT "preprint_codes_range_id_preprint_ranges_id_fk" FOREIGN KEY ("range_id") REFERENCES "public"."preprint_ranges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preprint_codes" ADD CONSTRAINT "preprint_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preprint_codes" ADD CONSTRAINT "preprint_codes_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preprint_ranges" ADD CONSTRAINT "preprint_ranges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preprint_ranges" ADD CONSTRAINT "preprint_ranges_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preprint_ranges" ADD CONSTRAINT "preprint_ranges_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preprint_ranges" ADD CONSTRAINT "preprint_ranges_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preprint_ranges" ADD CONSTRAINT "preprint_ranges_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "preprint_codes_range_idx" ON "preprint_codes" USING btree ("range_id","position");--> statement-breakpoint
CREATE INDEX "preprint_ranges_company_idx" ON "preprint_ranges" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "preprint_ranges_branch_idx" ON "preprint_ranges" USING btree ("branch_id","id");--> statement-breakpoint
CREATE INDEX "preprint_ranges_merchant_idx" ON "preprint_ranges" USING btree ("merchant_id","id");
--> statement-breakpoint
-- Preprinted labels (issue 30 §3): the roles whose seeded permissions hold preprint.issue (roleDefinitions) get it;
-- permissions stay editable data, so a role (or a company's own permissions for it) already holding it is left alone.
UPDATE roles SET permissions = array_append(permissions, 'preprint.issue'), updated_at = now()
WHERE slug IN ('super-admin', 'admin', 'md', 'general-manager', 'deputy-general-manager', 'assistant-general-manager', 'operation-admin', 'operation-manager', 'tech-support', 'it-support-hq', 'warehouse-manager', 'region-manager', 'it-support-region', 'owner', 'manager', 'supervisor') AND NOT ('preprint.issue' = ANY (permissions));--> statement-breakpoint
UPDATE company_role_permissions crp SET permissions = array_append(crp.permissions, 'preprint.issue'), updated_at = now()
FROM roles r WHERE r.id = crp.role_id AND r.slug IN ('super-admin', 'admin', 'md', 'general-manager', 'deputy-general-manager', 'assistant-general-manager', 'operation-admin', 'operation-manager', 'tech-support', 'it-support-hq', 'warehouse-manager', 'region-manager', 'it-support-region', 'owner', 'manager', 'supervisor') AND NOT ('preprint.issue' = ANY (crp.permissions));
