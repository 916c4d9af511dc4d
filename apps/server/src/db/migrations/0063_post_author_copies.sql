ALTER TABLE "complaints" ADD COLUMN "author_first_name" text;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "author_last_name" text;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "author_profile" text;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "author_removed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "author_first_name" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "author_last_name" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "author_profile" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "author_removed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Decision 217: a post's author as the public lists show them, copied onto the post so that a page of 20 cards reads no
-- user row (20 index probes of users were half of a company's public list's database work). Kept by the triggers
-- below in the writing transaction, whatever code writes: a post's own insert, a change of its author or of its
-- anonymity, and a change of what the lists show of a user (name, public profile, removal). An anonymous post holds
-- nothing of its author.
UPDATE "complaints" c SET "author_first_name" = u.first_name, "author_last_name" = u.last_name,
  "author_profile" = CASE WHEN u.profile_public AND u.deleted_at IS NULL AND u.profile_type = 'user' THEN u.profile_code END,
  "author_removed" = u.deleted_at IS NOT NULL
  FROM "users" u WHERE u.id = c.customer_id AND NOT c.anonymous;--> statement-breakpoint
UPDATE "reviews" r SET "author_first_name" = u.first_name, "author_last_name" = u.last_name,
  "author_profile" = CASE WHEN u.profile_public AND u.deleted_at IS NULL AND u.profile_type = 'user' THEN u.profile_code END,
  "author_removed" = u.deleted_at IS NOT NULL
  FROM "users" u WHERE u.id = r.customer_id AND NOT r.anonymous;--> statement-breakpoint
CREATE FUNCTION post_author_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.author_first_name := NULL;
  NEW.author_last_name := NULL;
  NEW.author_profile := NULL;
  NEW.author_removed := false;
  IF NOT NEW.anonymous THEN
    SELECT u.first_name, u.last_name,
           CASE WHEN u.profile_public AND u.deleted_at IS NULL AND u.profile_type = 'user' THEN u.profile_code END,
           u.deleted_at IS NOT NULL
      INTO NEW.author_first_name, NEW.author_last_name, NEW.author_profile, NEW.author_removed
      FROM users u WHERE u.id = NEW.customer_id;
    NEW.author_removed := coalesce(NEW.author_removed, false);
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER complaints_author_copy BEFORE INSERT OR UPDATE OF customer_id, anonymous, author_first_name, author_last_name, author_profile, author_removed
  ON complaints FOR EACH ROW EXECUTE FUNCTION post_author_copy();--> statement-breakpoint
CREATE TRIGGER reviews_author_copy BEFORE INSERT OR UPDATE OF customer_id, anonymous, author_first_name, author_last_name, author_profile, author_removed
  ON reviews FOR EACH ROW EXECUTE FUNCTION post_author_copy();--> statement-breakpoint
CREATE FUNCTION users_author_copies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Touching the copies runs post_author_copy on each of the user's posts, which reads them afresh from this row.
  UPDATE complaints SET author_removed = author_removed WHERE customer_id = NEW.id AND NOT anonymous;
  UPDATE reviews SET author_removed = author_removed WHERE customer_id = NEW.id AND NOT anonymous;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_author_copies AFTER UPDATE OF first_name, last_name, profile_public, profile_type, profile_code, deleted_at ON users
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
    OR OLD.profile_public IS DISTINCT FROM NEW.profile_public OR OLD.profile_type IS DISTINCT FROM NEW.profile_type
    OR OLD.profile_code IS DISTINCT FROM NEW.profile_code OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION users_author_copies();
