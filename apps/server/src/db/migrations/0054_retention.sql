CREATE INDEX "users_unverified_created_idx" ON "users" USING btree ("created_at") WHERE "users"."email_verified" = false AND "users"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "refresh_tokens_client_kept_idx" ON "refresh_tokens" USING btree ("created_at") WHERE "refresh_tokens"."ip" IS NOT NULL OR "refresh_tokens"."user_agent" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_entries_client_kept_idx" ON "audit_entries" USING btree ("created_at") WHERE "audit_entries"."ip" IS NOT NULL OR "audit_entries"."user_agent" IS NOT NULL;--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express triggers): audit entries stay append-only, except that the retention job
-- may drop an entry's IP address and user agent once they are older than RETENTION_IP_DAYS (decision 184). Any other
-- change, and any DELETE or TRUNCATE, is still refused.
CREATE OR REPLACE FUNCTION audit_entries_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.ip IS NULL AND NEW.user_agent IS NULL
    AND (to_jsonb(NEW) - 'ip' - 'user_agent') = (to_jsonb(OLD) - 'ip' - 'user_agent') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_entries is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
