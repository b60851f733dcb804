CREATE TABLE "notification_opt_outs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_opt_outs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"phone" text NOT NULL,
	"scope" text NOT NULL,
	"merchant_id" integer,
	"source" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_rules" (
	"company_id" integer NOT NULL,
	"event" text NOT NULL,
	"recipient" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_rules_company_id_event_recipient_pk" PRIMARY KEY("company_id","event","recipient")
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"segment_limit" integer DEFAULT 2 NOT NULL,
	"show_courier_phone" boolean DEFAULT true NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_templates" (
	"company_id" integer NOT NULL,
	"event" text NOT NULL,
	"channel" text NOT NULL,
	"locale" text NOT NULL,
	"body" text NOT NULL,
	"updated_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_templates_company_id_event_channel_locale_pk" PRIMARY KEY("company_id","event","channel","locale")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"dedupe_key" text NOT NULL,
	"label_id" bigint,
	"merchant_id" integer,
	"branch_id" integer,
	"event" text NOT NULL,
	"channel" text DEFAULT 'sms' NOT NULL,
	"recipient" text NOT NULL,
	"locale" text DEFAULT 'mm' NOT NULL,
	"phone" text NOT NULL,
	"operator" text,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"body" text,
	"encoding" text,
	"parts" integer DEFAULT 0 NOT NULL,
	"cost" integer,
	"state" text DEFAULT 'queued' NOT NULL,
	"urgent" boolean DEFAULT false NOT NULL,
	"provider_index" integer DEFAULT 0 NOT NULL,
	"provider" text,
	"provider_message_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"provider_attempts" integer DEFAULT 0 NOT NULL,
	"provider_first_tried_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"error" text,
	"log" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"resend_of" bigint,
	"resend_reason" text,
	"resend_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"receipt_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "receiver_messages" text DEFAULT 'label' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_opt_outs" ADD CONSTRAINT "notification_opt_outs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_opt_outs" ADD CONSTRAINT "notification_opt_outs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_opt_outs" ADD CONSTRAINT "notification_opt_outs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_rules" ADD CONSTRAINT "notification_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_rules" ADD CONSTRAINT "notification_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_templates" ADD CONSTRAINT "notification_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_templates" ADD CONSTRAINT "notification_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_opt_outs_unique" ON "notification_opt_outs" USING btree ("company_id","phone","scope",coalesce("merchant_id", 0));--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_unique" ON "notifications" USING btree ("company_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "notifications_due_idx" ON "notifications" USING btree ("next_attempt_at") WHERE "notifications"."state" = 'queued';--> statement-breakpoint
CREATE INDEX "notifications_company_idx" ON "notifications" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "notifications_label_idx" ON "notifications" USING btree ("label_id","id") WHERE "notifications"."label_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_provider_message_idx" ON "notifications" USING btree ("provider","provider_message_id") WHERE "notifications"."provider_message_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_phone_idx" ON "notifications" USING btree ("phone","sent_at");--> statement-breakpoint
CREATE INDEX "notifications_viber_waiting_idx" ON "notifications" USING btree ("sent_at") WHERE "notifications"."channel" = 'viber' and "notifications"."state" in ('sent', 'undelivered');--> statement-breakpoint
-- Receiver and sender messages (issue 29): the roles whose seeded permissions hold them (roleDefinitions) get them;
-- permissions stay editable data, so a role (or a company's own permissions for it) already holding one is left alone.
UPDATE roles SET permissions = array_append(permissions, 'notification.view'), updated_at = now()
WHERE slug IN ('super-admin', 'admin', 'md', 'general-manager', 'deputy-general-manager', 'assistant-general-manager', 'operation-admin', 'operation-manager', 'finance-manager', 'tech-support', 'it-support-hq', 'warehouse-manager', 'accountant', 'region-manager', 'it-support-region', 'owner', 'manager', 'supervisor', 'staff', 'customer-service', 'call-center') AND NOT ('notification.view' = ANY (permissions));--> statement-breakpoint
UPDATE company_role_permissions crp SET permissions = array_append(crp.permissions, 'notification.view'), updated_at = now()
FROM roles r WHERE r.id = crp.role_id AND r.slug IN ('super-admin', 'admin', 'md', 'general-manager', 'deputy-general-manager', 'assistant-general-manager', 'operation-admin', 'operation-manager', 'finance-manager', 'tech-support', 'it-support-hq', 'warehouse-manager', 'accountant', 'region-manager', 'it-support-region', 'owner', 'manager', 'supervisor', 'staff', 'customer-service', 'call-center') AND NOT ('notification.view' = ANY (crp.permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'notification.resend'), updated_at = now()
WHERE slug IN ('super-admin', 'admin', 'md', 'general-manager', 'deputy-general-manager', 'assistant-general-manager', 'operation-admin', 'operation-manager', 'tech-support', 'it-support-hq', 'warehouse-manager', 'region-manager', 'it-support-region', 'owner', 'manager', 'supervisor') AND NOT ('notification.resend' = ANY (permissions));--> statement-breakpoint
UPDATE company_role_permissions crp SET permissions = array_append(crp.permissions, 'notification.resend'), updated_at = now()
FROM roles r WHERE r.id = crp.role_id AND r.slug IN ('super-admin', 'admin', 'md', 'general-manager', 'deputy-general-manager', 'assistant-general-manager', 'operation-admin', 'operation-manager', 'tech-support', 'it-support-hq', 'warehouse-manager', 'region-manager', 'it-support-region', 'owner', 'manager', 'supervisor') AND NOT ('notification.resend' = ANY (crp.permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'notification.opt-out'), updated_at = now()
WHERE slug IN ('super-admin', 'admin', 'md', 'general-manager', 'deputy-general-manager', 'assistant-general-manager', 'operation-admin', 'operation-manager', 'tech-support', 'it-support-hq', 'warehouse-manager', 'region-manager', 'it-support-region', 'owner', 'manager', 'supervisor', 'customer-service', 'call-center') AND NOT ('notification.opt-out' = ANY (permissions));--> statement-breakpoint
UPDATE company_role_permissions crp SET permissions = array_append(crp.permissions, 'notification.opt-out'), updated_at = now()
FROM roles r WHERE r.id = crp.role_id AND r.slug IN ('super-admin', 'admin', 'md', 'general-manager', 'deputy-general-manager', 'assistant-general-manager', 'operation-admin', 'operation-manager', 'tech-support', 'it-support-hq', 'warehouse-manager', 'region-manager', 'it-support-region', 'owner', 'manager', 'supervisor', 'customer-service', 'call-center') AND NOT ('notification.opt-out' = ANY (crp.permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'notification.manage'), updated_at = now()
WHERE slug IN ('super-admin', 'admin', 'md', 'general-manager', 'deputy-general-manager', 'assistant-general-manager', 'operation-admin', 'operation-manager', 'tech-support', 'it-support-hq', 'warehouse-manager') AND NOT ('notification.manage' = ANY (permissions));--> statement-breakpoint
UPDATE company_role_permissions crp SET permissions = array_append(crp.permissions, 'notification.manage'), updated_at = now()
FROM roles r WHERE r.id = crp.role_id AND r.slug IN ('super-admin', 'admin', 'md', 'general-manager', 'deputy-general-manager', 'assistant-general-manager', 'operation-admin', 'operation-manager', 'tech-support', 'it-support-hq', 'warehouse-manager') AND NOT ('notification.manage' = ANY (crp.permissions));
