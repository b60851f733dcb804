CREATE TABLE "dispatch_bags" (
	"dispatch_id" bigint NOT NULL,
	"mailbag_id" bigint NOT NULL,
	"listed" boolean DEFAULT true NOT NULL,
	"received_at" timestamp with time zone,
	CONSTRAINT "dispatch_bags_dispatch_id_mailbag_id_pk" PRIMARY KEY("dispatch_id","mailbag_id")
);
--> statement-breakpoint
CREATE TABLE "dispatches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dispatches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"origin_branch_id" integer NOT NULL,
	"destination_branch_id" integer NOT NULL,
	"dispatch_day" date NOT NULL,
	"dispatch_no" integer NOT NULL,
	"state" text DEFAULT 'in_transit' NOT NULL,
	"carrier_kind" text NOT NULL,
	"carrier_name" text NOT NULL,
	"vehicle_no" text,
	"driver_phone" text,
	"bag_count" integer NOT NULL,
	"label_count" integer NOT NULL,
	"weight_grams" integer NOT NULL,
	"dispatched_by" integer NOT NULL,
	"dispatched_at" timestamp with time zone NOT NULL,
	"expected_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailbag_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mailbag_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"mailbag_id" bigint NOT NULL,
	"event" text NOT NULL,
	"branch_id" integer,
	"actor_id" integer,
	"label_id" bigint,
	"mis_sent" boolean DEFAULT false NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailbag_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mailbag_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"mailbag_id" bigint NOT NULL,
	"label_id" bigint NOT NULL,
	"live" boolean DEFAULT true NOT NULL,
	"extra" boolean DEFAULT false NOT NULL,
	"opened_at" timestamp with time zone,
	"missing_state" text,
	"missing_decided_at" timestamp with time zone,
	"missing_decided_by" integer,
	"added_by" integer NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" integer
);
--> statement-breakpoint
CREATE TABLE "mailbags" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mailbags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"bag_code" text NOT NULL,
	"origin_branch_id" integer NOT NULL,
	"destination_branch_id" integer NOT NULL,
	"transit_branch_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"category" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"bag_day" date NOT NULL,
	"serial" integer NOT NULL,
	"planned_dispatch_no" integer NOT NULL,
	"label_count" integer DEFAULT 0 NOT NULL,
	"weight_grams" integer,
	"opened_weight_grams" integer,
	"dispatch_id" bigint,
	"last_branch_id" integer,
	"mis_sent_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"finished_by" integer,
	"note" text,
	"signed_by" integer,
	"signed_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_routes" (
	"company_id" integer NOT NULL,
	"origin_branch_id" integer NOT NULL,
	"destination_branch_id" integer NOT NULL,
	"transit_hours" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_routes_origin_branch_id_destination_branch_id_pk" PRIMARY KEY("origin_branch_id","destination_branch_id")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "status_variant" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "dispatch_bags" ADD CONSTRAINT "dispatch_bags_dispatch_id_dispatches_id_fk" FOREIGN KEY ("dispatch_id") REFERENCES "public"."dispatches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_bags" ADD CONSTRAINT "dispatch_bags_mailbag_id_mailbags_id_fk" FOREIGN KEY ("mailbag_id") REFERENCES "public"."mailbags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatches" ADD CONSTRAINT "dispatches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatches" ADD CONSTRAINT "dispatches_origin_branch_id_branches_id_fk" FOREIGN KEY ("origin_branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatches" ADD CONSTRAINT "dispatches_destination_branch_id_branches_id_fk" FOREIGN KEY ("destination_branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatches" ADD CONSTRAINT "dispatches_dispatched_by_users_id_fk" FOREIGN KEY ("dispatched_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbag_events" ADD CONSTRAINT "mailbag_events_mailbag_id_mailbags_id_fk" FOREIGN KEY ("mailbag_id") REFERENCES "public"."mailbags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbag_events" ADD CONSTRAINT "mailbag_events_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbag_events" ADD CONSTRAINT "mailbag_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbag_events" ADD CONSTRAINT "mailbag_events_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbag_items" ADD CONSTRAINT "mailbag_items_mailbag_id_mailbags_id_fk" FOREIGN KEY ("mailbag_id") REFERENCES "public"."mailbags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbag_items" ADD CONSTRAINT "mailbag_items_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbag_items" ADD CONSTRAINT "mailbag_items_missing_decided_by_users_id_fk" FOREIGN KEY ("missing_decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbag_items" ADD CONSTRAINT "mailbag_items_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbag_items" ADD CONSTRAINT "mailbag_items_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbags" ADD CONSTRAINT "mailbags_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbags" ADD CONSTRAINT "mailbags_origin_branch_id_branches_id_fk" FOREIGN KEY ("origin_branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbags" ADD CONSTRAINT "mailbags_destination_branch_id_branches_id_fk" FOREIGN KEY ("destination_branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbags" ADD CONSTRAINT "mailbags_dispatch_id_dispatches_id_fk" FOREIGN KEY ("dispatch_id") REFERENCES "public"."dispatches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbags" ADD CONSTRAINT "mailbags_last_branch_id_branches_id_fk" FOREIGN KEY ("last_branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbags" ADD CONSTRAINT "mailbags_finished_by_users_id_fk" FOREIGN KEY ("finished_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbags" ADD CONSTRAINT "mailbags_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbags" ADD CONSTRAINT "mailbags_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_routes" ADD CONSTRAINT "transfer_routes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_routes" ADD CONSTRAINT "transfer_routes_origin_branch_id_branches_id_fk" FOREIGN KEY ("origin_branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_routes" ADD CONSTRAINT "transfer_routes_destination_branch_id_branches_id_fk" FOREIGN KEY ("destination_branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispatch_bags_bag_idx" ON "dispatch_bags" USING btree ("mailbag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dispatches_route_day_no_unique" ON "dispatches" USING btree ("origin_branch_id","destination_branch_id","dispatch_day","dispatch_no");--> statement-breakpoint
CREATE INDEX "dispatches_origin_state_idx" ON "dispatches" USING btree ("origin_branch_id","state","expected_at");--> statement-breakpoint
CREATE INDEX "dispatches_destination_state_idx" ON "dispatches" USING btree ("destination_branch_id","state","expected_at");--> statement-breakpoint
CREATE INDEX "dispatches_company_state_idx" ON "dispatches" USING btree ("company_id","state","expected_at");--> statement-breakpoint
CREATE INDEX "mailbag_events_bag_idx" ON "mailbag_events" USING btree ("mailbag_id","id");--> statement-breakpoint
CREATE INDEX "mailbag_events_label_idx" ON "mailbag_events" USING btree ("label_id","id") WHERE "mailbag_events"."label_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "mailbag_items_live_label_unique" ON "mailbag_items" USING btree ("label_id") WHERE "mailbag_items"."live";--> statement-breakpoint
CREATE UNIQUE INDEX "mailbag_items_bag_label_unique" ON "mailbag_items" USING btree ("mailbag_id","label_id") WHERE "mailbag_items"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "mailbag_items_label_idx" ON "mailbag_items" USING btree ("label_id","id");--> statement-breakpoint
CREATE INDEX "mailbag_items_bag_idx" ON "mailbag_items" USING btree ("mailbag_id","id");--> statement-breakpoint
CREATE INDEX "mailbag_items_missing_idx" ON "mailbag_items" USING btree ("missing_state","mailbag_id") WHERE "mailbag_items"."missing_state" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "mailbags_company_code_unique" ON "mailbags" USING btree ("company_id","bag_code");--> statement-breakpoint
CREATE UNIQUE INDEX "mailbags_route_day_serial_unique" ON "mailbags" USING btree ("origin_branch_id","destination_branch_id","bag_day","serial");--> statement-breakpoint
CREATE INDEX "mailbags_origin_status_idx" ON "mailbags" USING btree ("origin_branch_id","status","id");--> statement-breakpoint
CREATE INDEX "mailbags_destination_status_idx" ON "mailbags" USING btree ("destination_branch_id","status","id");--> statement-breakpoint
CREATE INDEX "mailbags_dispatch_idx" ON "mailbags" USING btree ("dispatch_id") WHERE "mailbags"."dispatch_id" is not null;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_status_variant_check" CHECK (status_variant IN (1, 2));--> statement-breakpoint
-- The branch network (issue 27): the roles whose seeded permissions hold them (roleDefinitions) get them; permissions
-- stay editable data, so a role (or a company's own permissions for it) already holding one is left alone.
UPDATE roles SET permissions = array_append(permissions, 'mailbag.view'), updated_at = now()
WHERE slug IN ('super-admin', 'admin', 'md', 'general-manager', 'deputy-general-manager', 'assistant-general-manager', 'operation-admin', 'operation-manager', 'tech-support', 'it-support-hq', 'warehouse-manager', 'region-manager', 'it-support-region', 'owner', 'manager', 'supervisor', 'staff') AND NOT ('mailbag.view' = ANY (permissions));--> statement-breakpoint
UPDATE company_role_permissions crp SET permissions = array_append(crp.permissions, 'mailbag.view'), updated_at = now()
FROM roles r WHERE r.id = crp.role_id AND r.slug IN ('super-admin', 'admin', 'md', 'general-manager', 'deputy-general-manager', 'assistant-general-manager', 'operation-admin', 'operation-manager', 'tech-support', 'it-support-hq', 'warehouse-manager', 'region-manager', 'it-support-region', 'owner', 'manager', 'supervisor', 'staff') AND NOT ('mailbag.view' = ANY (crp.permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'mailbag.manage'), updated_at = now()
WHERE slug IN ('super-admin', 'admin', 'md', 'general-manager', 'deputy-general-manager', 'assistant-general-manager', 'operation-admin', 'operation-manager', 'tech-support', 'it-support-hq', 'warehouse-manager', 'region-manager', 'it-support-region', 'owner', 'manager', 'supervisor', 'staff') AND NOT ('mailbag.manage' = ANY (permissions));--> statement-breakpoint
UPDATE company_role_permissions crp SET permissions = array_append(crp.permissions, 'mailbag.manage'), updated_at = now()
FROM roles r WHERE r.id = crp.role_id AND r.slug IN ('super-admin', 'admin', 'md', 'general-manager', 'deputy-general-manager', 'assistant-general-manager', 'operation-admin', 'operation-manager', 'tech-support', 'it-support-hq', 'warehouse-manager', 'region-manager', 'it-support-region', 'owner', 'manager', 'supervisor', 'staff') AND NOT ('mailbag.manage' = ANY (crp.permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'dispatch.receive'), updated_at = now()
WHERE slug IN ('super-admin', 'admin', 'md', 'general-manager', 'deputy-general-manager', 'assistant-general-manager', 'operation-admin', 'operation-manager', 'tech-support', 'it-support-hq', 'warehouse-manager', 'region-manager', 'it-support-region', 'owner', 'manager', 'supervisor', 'staff') AND NOT ('dispatch.receive' = ANY (permissions));--> statement-breakpoint
UPDATE company_role_permissions crp SET permissions = array_append(crp.permissions, 'dispatch.receive'), updated_at = now()
FROM roles r WHERE r.id = crp.role_id AND r.slug IN ('super-admin', 'admin', 'md', 'general-manager', 'deputy-general-manager', 'assistant-general-manager', 'operation-admin', 'operation-manager', 'tech-support', 'it-support-hq', 'warehouse-manager', 'region-manager', 'it-support-region', 'owner', 'manager', 'supervisor', 'staff') AND NOT ('dispatch.receive' = ANY (crp.permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'discrepancy.confirm'), updated_at = now()
WHERE slug IN ('super-admin', 'admin', 'md', 'general-manager', 'deputy-general-manager', 'assistant-general-manager', 'operation-admin', 'operation-manager', 'tech-support', 'it-support-hq', 'warehouse-manager', 'region-manager', 'it-support-region', 'owner', 'manager', 'supervisor') AND NOT ('discrepancy.confirm' = ANY (permissions));--> statement-breakpoint
UPDATE company_role_permissions crp SET permissions = array_append(crp.permissions, 'discrepancy.confirm'), updated_at = now()
FROM roles r WHERE r.id = crp.role_id AND r.slug IN ('super-admin', 'admin', 'md', 'general-manager', 'deputy-general-manager', 'assistant-general-manager', 'operation-admin', 'operation-manager', 'tech-support', 'it-support-hq', 'warehouse-manager', 'region-manager', 'it-support-region', 'owner', 'manager', 'supervisor') AND NOT ('discrepancy.confirm' = ANY (crp.permissions));
