CREATE TABLE "bank_statement_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_statement_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"statement_id" bigint NOT NULL,
	"row" integer NOT NULL,
	"line_date" date NOT NULL,
	"description" text NOT NULL,
	"reference" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance" bigint,
	"occurrence" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"state" text DEFAULT 'unmatched' NOT NULL,
	"fee_entry_id" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statement_lines_amount_positive" CHECK ("bank_statement_lines"."amount" > 0),
	CONSTRAINT "bank_statement_lines_fee_entry" CHECK (("bank_statement_lines"."state" = 'fee') = ("bank_statement_lines"."fee_entry_id" is not null) and ("bank_statement_lines"."state" <> 'fee' or "bank_statement_lines"."direction" = 'debit'))
);
--> statement-breakpoint
CREATE TABLE "bank_statement_mappings" (
	"company_id" integer NOT NULL,
	"bank" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statement_mappings_company_id_bank_pk" PRIMARY KEY("company_id","bank")
);
--> statement-breakpoint
CREATE TABLE "bank_statement_matches" (
	"line_id" bigint PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"target_id" bigint NOT NULL,
	"matched_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_statements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"bank" text NOT NULL,
	"line_count" integer NOT NULL,
	"duplicates_skipped" integer NOT NULL,
	"period_from" date,
	"period_to" date,
	"imported_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_fee_entry_id_journal_entries_id_fk" FOREIGN KEY ("fee_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_mappings" ADD CONSTRAINT "bank_statement_mappings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_mappings" ADD CONSTRAINT "bank_statement_mappings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_matches" ADD CONSTRAINT "bank_statement_matches_line_id_bank_statement_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."bank_statement_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_matches" ADD CONSTRAINT "bank_statement_matches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_matches" ADD CONSTRAINT "bank_statement_matches_matched_by_users_id_fk" FOREIGN KEY ("matched_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_fingerprint_unique" ON "bank_statement_lines" USING btree ("company_id","fingerprint");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_statement_idx" ON "bank_statement_lines" USING btree ("statement_id","state","id");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_company_state_idx" ON "bank_statement_lines" USING btree ("company_id","state","line_date");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_matches_target_unique" ON "bank_statement_matches" USING btree ("company_id","kind","target_id");--> statement-breakpoint
CREATE INDEX "bank_statements_company_idx" ON "bank_statements" USING btree ("company_id","id");