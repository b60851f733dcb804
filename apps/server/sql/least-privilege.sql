-- Least privilege for Waypost on PostgreSQL: the server runs as a role that can read and write the business tables
-- but only append to the audit log. It cannot UPDATE, DELETE or TRUNCATE audit rows, and — not owning the table —
-- cannot ALTER it, disable or drop its triggers, or replace the chain functions.
--
--   owner_role  owns the schema objects and runs the migrations (DATABASE_MIGRATION_URL, or `npm start` once as it)
--   app_role    what the server connects as (DATABASE_URL)
--
-- Create the two login roles first, run the migrations as owner_role, then run this file as a superuser or as
-- owner_role (it is safe to run again):
--   psql "$ADMIN_URL" -v owner_role=waypost_owner -v app_role=waypost_app -f apps/server/sql/least-privilege.sql

GRANT USAGE ON SCHEMA public TO :"app_role";
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO :"app_role";
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO :"app_role";

-- The audit log: append and read, nothing else.
REVOKE ALL ON audit_log FROM :"app_role";
GRANT SELECT, INSERT ON audit_log TO :"app_role";
-- The chain head is written only by the audit_log_chain trigger, which runs as the owner (SECURITY DEFINER).
REVOKE ALL ON audit_chain_head FROM :"app_role";
GRANT SELECT ON audit_chain_head TO :"app_role";

-- The ledger: entries and postings are appended, never changed (corrections are reversals).
REVOKE UPDATE, DELETE, TRUNCATE ON journal_entries, postings FROM :"app_role";

-- Tables and sequences later migrations create (as owner_role) get the same rights without another run of this file.
-- A new append-only table must REVOKE UPDATE, DELETE in its own migration.
ALTER DEFAULT PRIVILEGES FOR ROLE :"owner_role" IN SCHEMA public
  GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO :"app_role";
ALTER DEFAULT PRIVILEGES FOR ROLE :"owner_role" IN SCHEMA public
  GRANT USAGE, SELECT ON SEQUENCES TO :"app_role";

-- Only the owner creates objects (PostgreSQL 15's default; older servers let every role create in public).
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
