CREATE TABLE "emo_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "emo_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"book_branch_id" integer NOT NULL,
	"pay_branch_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"sender_name" text NOT NULL,
	"sender_phone" text NOT NULL,
	"sender_nrc" text NOT NULL,
	"receiver_name" text NOT NULL,
	"receiver_phone" text NOT NULL,
	"receiver_nrc" text NOT NULL,
	"code_hash" text NOT NULL,
	"needs_approval" boolean NOT NULL,
	"wrong_code_attempts" integer DEFAULT 0 NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"remark_type" text,
	"booked_by" integer NOT NULL,
	"payout_requested_by" integer,
	"paid_by" integer,
	"approved_by" integer,
	"cancelled_by" integer,
	"booked_at" timestamp with time zone NOT NULL,
	"return_due_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emo_orders_amount_positive" CHECK ("emo_orders"."amount" > 0 and "emo_orders"."fee" >= 0),
	CONSTRAINT "emo_orders_attempts_range" CHECK ("emo_orders"."wrong_code_attempts" between 0 and 3),
	CONSTRAINT "emo_orders_second_person" CHECK ("emo_orders"."approved_by" is null or "emo_orders"."approved_by" <> "emo_orders"."payout_requested_by")
);
--> statement-breakpoint
CREATE TABLE "emo_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"fee_bands" jsonb NOT NULL,
	"approval_threshold" bigint NOT NULL,
	"return_days" integer NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "emo_orders" ADD CONSTRAINT "emo_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emo_orders" ADD CONSTRAINT "emo_orders_book_branch_id_branches_id_fk" FOREIGN KEY ("book_branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emo_orders" ADD CONSTRAINT "emo_orders_pay_branch_id_branches_id_fk" FOREIGN KEY ("pay_branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emo_orders" ADD CONSTRAINT "emo_orders_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emo_orders" ADD CONSTRAINT "emo_orders_payout_requested_by_users_id_fk" FOREIGN KEY ("payout_requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emo_orders" ADD CONSTRAINT "emo_orders_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emo_orders" ADD CONSTRAINT "emo_orders_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emo_orders" ADD CONSTRAINT "emo_orders_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emo_settings" ADD CONSTRAINT "emo_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emo_settings" ADD CONSTRAINT "emo_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emo_orders_book_branch_idx" ON "emo_orders" USING btree ("book_branch_id","status","id");--> statement-breakpoint
CREATE INDEX "emo_orders_pay_branch_idx" ON "emo_orders" USING btree ("pay_branch_id","status","id");--> statement-breakpoint
CREATE INDEX "emo_orders_company_idx" ON "emo_orders" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "emo_orders_booked_idx" ON "emo_orders" USING btree ("company_id","booked_at");--> statement-breakpoint
CREATE INDEX "emo_orders_due_idx" ON "emo_orders" USING btree ("return_due_at") WHERE "emo_orders"."status" in ('pending', 'process');--> statement-breakpoint
-- hand-written (issue 28 emo)
-- The state and remark columns take only the domain's values; the emo_return remark marks exactly the returned
-- orders; an order is locked exactly when it has had three wrong payout codes (an unlock restarts the count).
ALTER TABLE "emo_orders" ADD CONSTRAINT "emo_orders_status_known" CHECK ("status" in ('pending', 'process', 'complete', 'cancel', 'returned'));--> statement-breakpoint
ALTER TABLE "emo_orders" ADD CONSTRAINT "emo_orders_remark_on_return" CHECK ((coalesce("remark_type", '') = 'emo_return') = ("status" = 'returned'));--> statement-breakpoint
ALTER TABLE "emo_orders" ADD CONSTRAINT "emo_orders_locked_at_three" CHECK ("locked" = ("wrong_code_attempts" >= 3));
