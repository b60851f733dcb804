CREATE TABLE "till_closes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "till_closes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"state" text DEFAULT 'closed' NOT NULL,
	"counts" jsonb NOT NULL,
	"counted" bigint NOT NULL,
	"expected" bigint NOT NULL,
	"difference" bigint NOT NULL,
	"reason" text,
	"figures" jsonb NOT NULL,
	"cutoff_posting_id" bigint DEFAULT 0 NOT NULL,
	"closed_by" integer NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	CONSTRAINT "till_closes_branch_day_unique" UNIQUE("branch_id","business_date"),
	CONSTRAINT "till_closes_difference" CHECK ("till_closes"."difference" = "till_closes"."counted" - "till_closes"."expected"),
	CONSTRAINT "till_closes_counted" CHECK ("till_closes"."counted" >= 0),
	CONSTRAINT "till_closes_reason" CHECK ("till_closes"."difference" = 0 or "till_closes"."reason" is not null),
	CONSTRAINT "till_closes_four_eyes" CHECK ("till_closes"."approved_by" is null or "till_closes"."approved_by" <> "till_closes"."closed_by"),
	CONSTRAINT "till_closes_approved" CHECK (("till_closes"."state" = 'approved') = ("till_closes"."approved_by" is not null and "till_closes"."approved_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "till_deposits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "till_deposits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"bank_ref" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "till_deposits_bank_ref_unique" UNIQUE("company_id","bank_ref"),
	CONSTRAINT "till_deposits_amount_positive" CHECK ("till_deposits"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "till_postings" (
	"account_id" text NOT NULL,
	"posting_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "till_postings_account_id_posting_id_pk" PRIMARY KEY("account_id","posting_id")
);
--> statement-breakpoint
ALTER TABLE "till_closes" ADD CONSTRAINT "till_closes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_closes" ADD CONSTRAINT "till_closes_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_closes" ADD CONSTRAINT "till_closes_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_closes" ADD CONSTRAINT "till_closes_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_deposits" ADD CONSTRAINT "till_deposits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_deposits" ADD CONSTRAINT "till_deposits_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_deposits" ADD CONSTRAINT "till_deposits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "till_closes_company_day_idx" ON "till_closes" USING btree ("company_id","business_date");--> statement-breakpoint
CREATE INDEX "till_deposits_branch_idx" ON "till_deposits" USING btree ("branch_id","created_at");--> statement-breakpoint
-- hand-written (issue 28 till)
-- Each posting on a branch's cash is copied, with its entry's kind and time, into till_postings as it is made, in
-- the posting's transaction: a day's till then reads one index range of its branch (bench: 10,000 postings in a
-- day) instead of looking up each posting's journal entry. The entry is written before its postings (ledger_post),
-- so it is there to read. Existing cash postings are copied once here.
CREATE OR REPLACE FUNCTION till_posting_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO till_postings (account_id, posting_id, kind, amount, created_at)
  SELECT NEW.account_id, NEW.id, e.kind, NEW.amount, e.created_at FROM journal_entries e WHERE e.id = NEW.entry_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER till_posting_copy AFTER INSERT ON postings FOR EACH ROW
  WHEN (NEW.account_id LIKE 'cash:branch:%') EXECUTE FUNCTION till_posting_copy();--> statement-breakpoint
INSERT INTO till_postings (account_id, posting_id, kind, amount, created_at)
SELECT p.account_id, p.id, e.kind, p.amount, e.created_at
FROM postings p JOIN journal_entries e ON e.id = p.entry_id
WHERE p.account_id LIKE 'cash:branch:%';--> statement-breakpoint
-- Append-only, like the postings it copies.
CREATE OR REPLACE FUNCTION till_posting_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'till_postings is append-only' USING ERRCODE = 'check_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER till_posting_frozen BEFORE UPDATE OR DELETE ON till_postings FOR EACH ROW
  EXECUTE FUNCTION till_posting_frozen();--> statement-breakpoint
-- A closed day cannot be changed: what was counted, expected and shown stays; an approved close changes no more at
-- all. Only the approval itself and the cutoff, set once in the closing transaction, may be written.
CREATE OR REPLACE FUNCTION till_close_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.state = 'approved'
    OR NEW.company_id <> OLD.company_id OR NEW.branch_id <> OLD.branch_id OR NEW.business_date <> OLD.business_date
    OR NEW.counts IS DISTINCT FROM OLD.counts OR NEW.counted <> OLD.counted OR NEW.expected <> OLD.expected
    OR NEW.difference <> OLD.difference OR NEW.reason IS DISTINCT FROM OLD.reason
    OR NEW.figures IS DISTINCT FROM OLD.figures OR NEW.closed_by <> OLD.closed_by OR NEW.closed_at <> OLD.closed_at
    OR (OLD.cutoff_posting_id <> 0 AND NEW.cutoff_posting_id <> OLD.cutoff_posting_id)
  THEN
    RAISE EXCEPTION 'till close % cannot change', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER till_close_frozen BEFORE UPDATE ON till_closes FOR EACH ROW EXECUTE FUNCTION till_close_frozen();
