-- An employee's role decides what they may do for their company (decision 119), and actors are cached between
-- requests (decision 110): a changed role is announced like a changed profile type ('actor:<user id>', migration 0022).
CREATE FUNCTION "employees_notify_role_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.role IS DISTINCT FROM OLD.role THEN
    PERFORM pg_notify('redress_session_ended', 'actor:' || NEW.user_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "employees_role_changed" AFTER UPDATE OF "role" ON "employees"
  FOR EACH ROW EXECUTE FUNCTION "employees_notify_role_changed"();
