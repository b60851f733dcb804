-- Trigram search for partial tracking codes and phone numbers (PGlite loads the extension on open).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- The audit log is append-only: nobody, not even the application, may rewrite history.
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_update_delete BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
-- Any change to reference data moves the cache key that clients read from /api/cache_config.
INSERT INTO reference_data_version (id, version, changed_at) VALUES (1, 1, now());
--> statement-breakpoint
CREATE FUNCTION reference_data_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE reference_data_version SET version = version + 1, changed_at = now() WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER branches_reference_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON branches
  FOR EACH STATEMENT EXECUTE FUNCTION reference_data_bump();
--> statement-breakpoint
CREATE TRIGGER locations_reference_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON locations
  FOR EACH STATEMENT EXECUTE FUNCTION reference_data_bump();
--> statement-breakpoint
CREATE TRIGGER roles_reference_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON roles
  FOR EACH STATEMENT EXECUTE FUNCTION reference_data_bump();
--> statement-breakpoint
CREATE TRIGGER branch_collections_reference_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON branch_collections
  FOR EACH STATEMENT EXECUTE FUNCTION reference_data_bump();
