-- Open sockets end with their sessions (decision 091): every write that ends sessions passes through these two tables,
-- so a trigger tells each instance (LISTEN redress_session_ended) which sockets to drop: 'user:<id>' when the account's
-- sessions all end (token_version moves, or it stops being active), 'session:<family id>' when one sign-in is signed
-- out or revoked for reuse (a rotation sets replaced_by_id and is not an end).
CREATE FUNCTION "users_notify_session_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.token_version IS DISTINCT FROM OLD.token_version
     OR (NEW.status <> 'active' AND OLD.status = 'active')
     OR (NEW.deleted_at IS NOT NULL AND OLD.deleted_at IS NULL) THEN
    PERFORM pg_notify('redress_session_ended', 'user:' || NEW.id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_session_ended" AFTER UPDATE OF "token_version", "status", "deleted_at" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "users_notify_session_ended"();
--> statement-breakpoint
CREATE FUNCTION "refresh_tokens_notify_session_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL AND NEW.replaced_by_id IS NULL THEN
    PERFORM pg_notify('redress_session_ended', 'session:' || NEW.family_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "refresh_tokens_session_ended" AFTER UPDATE OF "revoked_at" ON "refresh_tokens"
  FOR EACH ROW EXECUTE FUNCTION "refresh_tokens_notify_session_ended"();
