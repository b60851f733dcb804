CREATE TABLE "account_data_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO account_data_version (id, version) VALUES (1, 1);
--> statement-breakpoint
-- Raised BEFORE the statement, so that it is the first lock a writer of these tables takes: two transactions that
-- write several of them queue here instead of deadlocking on each other's rows.
CREATE FUNCTION account_data_version_raise() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE account_data_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_account_data_version BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION account_data_version_raise();
--> statement-breakpoint
CREATE TRIGGER roles_account_data_version BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON roles
  FOR EACH STATEMENT EXECUTE FUNCTION account_data_version_raise();
--> statement-breakpoint
CREATE TRIGGER companies_account_data_version BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION account_data_version_raise();
--> statement-breakpoint
CREATE TRIGGER branches_account_data_version BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON branches
  FOR EACH STATEMENT EXECUTE FUNCTION account_data_version_raise();
--> statement-breakpoint
CREATE TRIGGER user_branches_account_data_version BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_branches
  FOR EACH STATEMENT EXECUTE FUNCTION account_data_version_raise();
