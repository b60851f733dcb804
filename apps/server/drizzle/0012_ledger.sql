CREATE TABLE "journal_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journal_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"natural_key" text NOT NULL,
	"kind" text NOT NULL,
	"reversal_of" bigint,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_entries_natural_key_unique" UNIQUE("natural_key"),
	CONSTRAINT "journal_entries_reversal_of_unique" UNIQUE("reversal_of")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"min_balance" bigint,
	"max_balance" bigint,
	"debit_limit" bigint,
	CONSTRAINT "ledger_accounts_min_balance" CHECK ("ledger_accounts"."min_balance" is null or "ledger_accounts"."balance" >= "ledger_accounts"."min_balance"),
	CONSTRAINT "ledger_accounts_max_balance" CHECK ("ledger_accounts"."max_balance" is null or "ledger_accounts"."balance" <= "ledger_accounts"."max_balance")
);
--> statement-breakpoint
CREATE TABLE "postings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "postings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entry_id" bigint NOT NULL,
	"account_id" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "postings_amount_not_zero" CHECK ("postings"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_reversal_of_journal_entries_id_fk" FOREIGN KEY ("reversal_of") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "postings_entry_idx" ON "postings" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "postings_account_idx" ON "postings" USING btree ("account_id");--> statement-breakpoint
-- Each posting moves its account's balance, under the account's row lock (concurrent writers queue there); the
-- account's CHECKs then refuse a balance out of bounds, and a posting that raises a balance past the account's
-- debit_limit is refused (a payment, which lowers it, always passes).
CREATE FUNCTION ledger_apply_posting() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  new_balance bigint;
  limit_ bigint;
BEGIN
  UPDATE ledger_accounts SET balance = balance + NEW.amount WHERE id = NEW.account_id
    RETURNING balance, debit_limit INTO new_balance, limit_;
  IF NEW.amount > 0 AND limit_ IS NOT NULL AND new_balance > limit_ THEN
    RAISE EXCEPTION 'ledger account % over its limit: % > %', NEW.account_id, new_balance, limit_
      USING ERRCODE = '23514', CONSTRAINT = 'ledger_accounts_debit_limit';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER postings_apply AFTER INSERT ON postings FOR EACH ROW EXECUTE FUNCTION ledger_apply_posting();
--> statement-breakpoint
-- Every entry sums to zero and has at least two lines, checked when the transaction commits.
CREATE FUNCTION ledger_assert_balanced(entry bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
  lines integer;
BEGIN
  SELECT coalesce(sum(amount), 0), count(*) INTO total, lines FROM postings WHERE entry_id = entry;
  IF total <> 0 OR lines < 2 THEN
    RAISE EXCEPTION 'journal entry % does not balance (sum %, % lines)', entry, total, lines
      USING ERRCODE = '23514', CONSTRAINT = 'journal_entries_balanced';
  END IF;
END
$$;
--> statement-breakpoint
CREATE FUNCTION ledger_check_posting_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_assert_balanced(NEW.entry_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION ledger_check_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_assert_balanced(NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER postings_balanced AFTER INSERT ON postings DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_check_posting_entry();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_entries_balanced AFTER INSERT ON journal_entries DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_check_entry();
--> statement-breakpoint
-- Append-only: corrections are reversals.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: post a reversal instead', TG_TABLE_NAME USING ERRCODE = '42501';
END
$$;
--> statement-breakpoint
CREATE TRIGGER postings_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON postings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER journal_entries_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON journal_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
-- The app role (least-privilege.sql) got DML on these tables by default privileges; entries and postings are only
-- ever inserted, so it loses the rest. (Run again by least-privilege.sql for databases set up before.)
DO $$
DECLARE grant_row record;
BEGIN
  FOR grant_row IN
    SELECT DISTINCT grantee FROM information_schema.role_table_grants
    WHERE table_schema = current_schema() AND table_name IN ('postings', 'journal_entries')
      AND privilege_type IN ('UPDATE', 'DELETE', 'TRUNCATE') AND grantee <> current_user
  LOOP
    EXECUTE format('REVOKE UPDATE, DELETE, TRUNCATE ON postings, journal_entries FROM %I', grant_row.grantee);
  END LOOP;
END
$$;
