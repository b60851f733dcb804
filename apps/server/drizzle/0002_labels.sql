CREATE SEQUENCE "public"."label_serial_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 99999999 START WITH 10000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "customers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"township_id" text,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_tables" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_tables_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"rates" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "label_idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"label_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "label_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "label_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"label_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"status" text NOT NULL,
	"branch_id" integer,
	"actor_id" integer,
	"viewable" boolean DEFAULT true NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labels" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "labels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"tracking_code" text NOT NULL,
	"type" text NOT NULL,
	"accept_type" text NOT NULL,
	"service_type" text NOT NULL,
	"item_type" text NOT NULL,
	"purchase_type" text NOT NULL,
	"weight_grams" integer NOT NULL,
	"status" text NOT NULL,
	"shipping_type" text NOT NULL,
	"direct" boolean DEFAULT false NOT NULL,
	"source_name" text NOT NULL,
	"source_phone" text NOT NULL,
	"source_postcode" text,
	"source_no" text,
	"source_street" text,
	"source_quarter" text,
	"source_township" text NOT NULL,
	"source_town" text,
	"source_region" text NOT NULL,
	"source_address" text,
	"source_nrc" text,
	"customer_id" integer,
	"destination_name" text NOT NULL,
	"destination_phone" text NOT NULL,
	"destination_postcode" text,
	"destination_no" text,
	"destination_street" text,
	"destination_quarter" text,
	"destination_township" text NOT NULL,
	"destination_town" text,
	"destination_region" text NOT NULL,
	"destination_address" text,
	"destination_nrc" text,
	"contact_phone_list" text[] DEFAULT '{}'::text[] NOT NULL,
	"pickup_at_po" boolean DEFAULT false NOT NULL,
	"accept_branch_id" integer NOT NULL,
	"deliver_branch_id" integer NOT NULL,
	"via_branch_id" integer,
	"include_products" text,
	"reference_id" text,
	"remark" text,
	"time_request_from" text,
	"time_request_to" text,
	"instant_deliver" boolean DEFAULT false NOT NULL,
	"gate_submit" boolean DEFAULT false NOT NULL,
	"flight_service" boolean DEFAULT false NOT NULL,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"cod_amount" integer DEFAULT 0 NOT NULL,
	"insurance_percent" integer DEFAULT 0 NOT NULL,
	"fee_lines" jsonb NOT NULL,
	"shipping_fee" integer NOT NULL,
	"cod_fee" integer DEFAULT 0 NOT NULL,
	"total_cost" integer NOT NULL,
	"rate_table_id" integer,
	"creator_id" integer NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_township_id_locations_id_fk" FOREIGN KEY ("township_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_tables" ADD CONSTRAINT "rate_tables_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_tables" ADD CONSTRAINT "rate_tables_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_idempotency_keys" ADD CONSTRAINT "label_idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_idempotency_keys" ADD CONSTRAINT "label_idempotency_keys_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_transactions" ADD CONSTRAINT "label_transactions_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_transactions" ADD CONSTRAINT "label_transactions_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_transactions" ADD CONSTRAINT "label_transactions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_accept_branch_id_branches_id_fk" FOREIGN KEY ("accept_branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_deliver_branch_id_branches_id_fk" FOREIGN KEY ("deliver_branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_via_branch_id_branches_id_fk" FOREIGN KEY ("via_branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_rate_table_id_rate_tables_id_fk" FOREIGN KEY ("rate_table_id") REFERENCES "public"."rate_tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_company_phone_unique" ON "customers" USING btree ("company_id","phone");--> statement-breakpoint
CREATE INDEX "customers_phone_trgm_idx" ON "customers" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "label_idempotency_keys_unique" ON "label_idempotency_keys" USING btree ("user_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "label_transactions_label_seq_unique" ON "label_transactions" USING btree ("label_id","seq");--> statement-breakpoint
CREATE INDEX "label_transactions_created_idx" ON "label_transactions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "label_transactions_branch_created_idx" ON "label_transactions" USING btree ("branch_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "labels_tracking_code_unique" ON "labels" USING btree ("tracking_code");--> statement-breakpoint
CREATE INDEX "labels_accept_branch_status_idx" ON "labels" USING btree ("accept_branch_id","status","id");--> statement-breakpoint
CREATE INDEX "labels_deliver_branch_status_idx" ON "labels" USING btree ("deliver_branch_id","status","id");--> statement-breakpoint
CREATE INDEX "labels_via_branch_idx" ON "labels" USING btree ("via_branch_id","id");--> statement-breakpoint
CREATE INDEX "labels_company_created_idx" ON "labels" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "labels_tracking_code_trgm_idx" ON "labels" USING gin ("tracking_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "labels_source_phone_trgm_idx" ON "labels" USING gin ("source_phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "labels_destination_phone_trgm_idx" ON "labels" USING gin ("destination_phone" gin_trgm_ops);