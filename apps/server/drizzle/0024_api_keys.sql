CREATE TABLE "api_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"name" text NOT NULL,
	"mode" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	"last_used_at" timestamp with time zone,
	"window_started_at" timestamp with time zone,
	"window_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_key_hash_unique" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "api_keys_company_merchant_idx" ON "api_keys" USING btree ("company_id","merchant_id","id");--> statement-breakpoint
CREATE INDEX "labels_merchant_idx" ON "labels" USING btree ("merchant_id","id") WHERE "labels"."merchant_id" is not null;--> statement-breakpoint
-- Issuing and revoking merchants' API keys (issue 14.5): the roles whose seeded permissions include it
-- (roleDefinitions); permissions stay editable data, so a role already holding it is left alone.
UPDATE roles SET permissions = array_append(permissions, 'api-integration.manage'), updated_at = now()
WHERE slug IN ('super-admin', 'admin', 'md', 'general-manager', 'deputy-general-manager', 'assistant-general-manager', 'operation-admin', 'operation-manager', 'tech-support', 'it-support-hq', 'warehouse-manager', 'region-manager', 'owner', 'manager') AND NOT ('api-integration.manage' = ANY (permissions));
