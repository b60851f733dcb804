-- The audit log's hash chain. Each row stores its chain position, the hash of the row before and its own hash:
--   hash = hex(SHA-256(prev_hash || E'\n' || audit_log_payload(row)))
-- where the payload is the row's content as canonical JSON text (jsonb's own output, times as UTC text). The chain
-- is written by a trigger, so no insert path can skip it, and checked by `npm run audit:verify`
-- (apps/server/src/lib/audit-chain.ts recomputes the hashes outside the database). The first row's prev_hash is
-- 64 zeros.
CREATE FUNCTION audit_log_payload(r audit_log) RETURNS text LANGUAGE sql STABLE SET search_path = pg_catalog AS $$
  SELECT jsonb_build_array(
    r.chain_seq, r.id, r.actor_id, r.action, r.entity, r.entity_id, r.before, r.after, r.ip, r.user_agent,
    to_char(r.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
  )::text
$$;
--> statement-breakpoint
CREATE FUNCTION audit_log_hash(r audit_log) RETURNS text LANGUAGE sql STABLE SET search_path = pg_catalog, public AS $$
  SELECT encode(sha256(convert_to(r.prev_hash || E'\n' || audit_log_payload(r), 'UTF8')), 'hex')
$$;
--> statement-breakpoint
-- The chain head: the newest position and hash. Each audit insert locks this one row until its transaction ends,
-- which orders the chain; the application writes its audit row last, right before commit, to keep that short.
INSERT INTO audit_chain_head (id, seq, hash) VALUES (1, 0, repeat('0', 64));
--> statement-breakpoint
-- SECURITY DEFINER: runs as the owner, so the application's role needs no right on audit_chain_head at all.
CREATE FUNCTION audit_log_chain() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  head audit_chain_head%ROWTYPE;
BEGIN
  SELECT * INTO head FROM audit_chain_head WHERE id = 1 FOR UPDATE;
  NEW.chain_seq := head.seq + 1;
  NEW.prev_hash := head.hash;
  NEW.hash := audit_log_hash(NEW);
  UPDATE audit_chain_head SET seq = NEW.chain_seq, hash = NEW.hash WHERE id = 1;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- Rows written before the chain existed are chained now, in id order (the chain vouches for them from here on).
ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_update_delete;
--> statement-breakpoint
DO $$
DECLARE
  r audit_log;
  previous text := repeat('0', 64);
  chained bigint := 0;
BEGIN
  FOR r IN SELECT * FROM audit_log ORDER BY id LOOP
    chained := chained + 1;
    r.chain_seq := chained;
    r.prev_hash := previous;
    previous := audit_log_hash(r);
    UPDATE audit_log SET chain_seq = chained, prev_hash = r.prev_hash, hash = previous WHERE id = r.id;
  END LOOP;
  UPDATE audit_chain_head SET seq = chained, hash = previous WHERE id = 1;
END;
$$;
--> statement-breakpoint
ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_update_delete;
--> statement-breakpoint
CREATE TRIGGER audit_log_chain BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_chain();
