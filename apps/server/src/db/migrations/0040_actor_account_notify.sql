-- A session's actor carries what writes check and show of their author (decision 137): the verified address and the
-- name (created_at never changes). Cached actors (decision 110) are forgotten when those change, as when the role does
-- ('actor:<id>', migration 0022), so that a person who just verified their address or changed their name is seen so
-- on their next request.
CREATE OR REPLACE FUNCTION "users_notify_actor_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.profile_type IS DISTINCT FROM OLD.profile_type
     OR NEW.company_id IS DISTINCT FROM OLD.company_id
     OR NEW.admin_role_id IS DISTINCT FROM OLD.admin_role_id
     OR NEW.email_verified IS DISTINCT FROM OLD.email_verified
     OR NEW.first_name IS DISTINCT FROM OLD.first_name
     OR NEW.last_name IS DISTINCT FROM OLD.last_name THEN
    PERFORM pg_notify('redress_session_ended', 'actor:' || NEW.id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "users_actor_changed" ON "users";
--> statement-breakpoint
CREATE TRIGGER "users_actor_changed" AFTER UPDATE OF "profile_type", "company_id", "admin_role_id", "email_verified", "first_name", "last_name" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "users_notify_actor_changed"();
