-- Actors are cached between requests (decision 110): besides the ends of sessions (0016), the database announces what
-- changes an actor while its sessions live on: an account's role, company or admin role ('actor:<id>'), and an admin
-- role's permissions ('role:<id>'). Same channel as 0016; the sockets' listener acts only on 'user:' and 'session:'.
CREATE FUNCTION "users_notify_actor_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.profile_type IS DISTINCT FROM OLD.profile_type
     OR NEW.company_id IS DISTINCT FROM OLD.company_id
     OR NEW.admin_role_id IS DISTINCT FROM OLD.admin_role_id THEN
    PERFORM pg_notify('redress_session_ended', 'actor:' || NEW.id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_actor_changed" AFTER UPDATE OF "profile_type", "company_id", "admin_role_id" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "users_notify_actor_changed"();
--> statement-breakpoint
CREATE FUNCTION "admin_roles_notify_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('redress_session_ended', 'role:' || OLD.id::text);
  ELSE
    PERFORM pg_notify('redress_session_ended', 'role:' || NEW.id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "admin_roles_changed" AFTER UPDATE OF "permissions", "is_super" OR DELETE ON "admin_roles"
  FOR EACH ROW EXECUTE FUNCTION "admin_roles_notify_changed"();
