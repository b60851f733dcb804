CREATE TABLE "gate_settlements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gate_settlements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"gate_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"paid_by" integer NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gate_settlements_amount_check" CHECK ("gate_settlements"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "gate_submit_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gate_submit_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"gate_submit_id" bigint NOT NULL,
	"label_id" bigint NOT NULL,
	"leg" text NOT NULL,
	"state" text DEFAULT 'handed' NOT NULL,
	"reported_at" timestamp with time zone,
	"reported_by" integer
);
--> statement-breakpoint
CREATE TABLE "gate_submits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gate_submits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"gate_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"vehicle_no" text NOT NULL,
	"driver_phone" text NOT NULL,
	"departs_at" timestamp with time zone NOT NULL,
	"fee" integer NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"township_id" text NOT NULL,
	"operator" text NOT NULL,
	"phone" text NOT NULL,
	"fee" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gates_fee_check" CHECK ("gates"."fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mmpost_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mmpost_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"item_id" bigint NOT NULL,
	"status" text NOT NULL,
	"day" date NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"imported_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mmpost_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mmpost_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"label_id" bigint NOT NULL,
	"branch_id" integer NOT NULL,
	"tracking_code" text NOT NULL,
	"state" text DEFAULT 'with_post' NOT NULL,
	"fee" integer NOT NULL,
	"handed_by" integer NOT NULL,
	"handed_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "labels" ADD COLUMN "partner_hold" text;--> statement-breakpoint
ALTER TABLE "labels" ADD COLUMN "mmpost_tracking_code" text;--> statement-breakpoint
ALTER TABLE "gate_settlements" ADD CONSTRAINT "gate_settlements_gate_id_gates_id_fk" FOREIGN KEY ("gate_id") REFERENCES "public"."gates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_settlements" ADD CONSTRAINT "gate_settlements_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_submit_items" ADD CONSTRAINT "gate_submit_items_gate_submit_id_gate_submits_id_fk" FOREIGN KEY ("gate_submit_id") REFERENCES "public"."gate_submits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_submit_items" ADD CONSTRAINT "gate_submit_items_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_submit_items" ADD CONSTRAINT "gate_submit_items_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_submits" ADD CONSTRAINT "gate_submits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_submits" ADD CONSTRAINT "gate_submits_gate_id_gates_id_fk" FOREIGN KEY ("gate_id") REFERENCES "public"."gates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_submits" ADD CONSTRAINT "gate_submits_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_submits" ADD CONSTRAINT "gate_submits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gates" ADD CONSTRAINT "gates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gates" ADD CONSTRAINT "gates_township_id_locations_id_fk" FOREIGN KEY ("township_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mmpost_events" ADD CONSTRAINT "mmpost_events_item_id_mmpost_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."mmpost_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mmpost_events" ADD CONSTRAINT "mmpost_events_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mmpost_items" ADD CONSTRAINT "mmpost_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mmpost_items" ADD CONSTRAINT "mmpost_items_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mmpost_items" ADD CONSTRAINT "mmpost_items_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mmpost_items" ADD CONSTRAINT "mmpost_items_handed_by_users_id_fk" FOREIGN KEY ("handed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gate_settlements_gate_idx" ON "gate_settlements" USING btree ("gate_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "gate_submit_items_handed_label_unique" ON "gate_submit_items" USING btree ("label_id") WHERE "gate_submit_items"."state" = 'handed';--> statement-breakpoint
CREATE INDEX "gate_submit_items_submit_idx" ON "gate_submit_items" USING btree ("gate_submit_id","id");--> statement-breakpoint
CREATE INDEX "gate_submit_items_label_idx" ON "gate_submit_items" USING btree ("label_id");--> statement-breakpoint
CREATE INDEX "gate_submits_branch_idx" ON "gate_submits" USING btree ("branch_id","id");--> statement-breakpoint
CREATE INDEX "gate_submits_gate_idx" ON "gate_submits" USING btree ("gate_id","id");--> statement-breakpoint
CREATE INDEX "gate_submits_company_idx" ON "gate_submits" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "gates_company_name_unique" ON "gates" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "mmpost_events_item_status_day_unique" ON "mmpost_events" USING btree ("item_id","status","day");--> statement-breakpoint
CREATE UNIQUE INDEX "mmpost_items_label_unique" ON "mmpost_items" USING btree ("label_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mmpost_items_company_code_unique" ON "mmpost_items" USING btree ("company_id","tracking_code");--> statement-breakpoint
CREATE INDEX "mmpost_items_branch_idx" ON "mmpost_items" USING btree ("branch_id","handed_at");--> statement-breakpoint
CREATE INDEX "mmpost_items_company_state_idx" ON "mmpost_items" USING btree ("company_id","state","id");