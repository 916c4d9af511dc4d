DROP INDEX "complaints_public_idx";--> statement-breakpoint
DROP INDEX "complaints_overdue_idx";--> statement-breakpoint
DROP INDEX "complaints_status_idx";--> statement-breakpoint
ALTER TABLE "company_stats" ADD COLUMN "public_complaints" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_stats" ADD COLUMN "submitted" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_stats" ADD COLUMN "pending" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_stats" ADD COLUMN "in_review" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_stats" ADD COLUMN "processed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_stats" ADD COLUMN "resolved" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_stats" ADD COLUMN "unresolved" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_stats" ADD COLUMN "overdue" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_stats" ADD COLUMN "flag" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_stats" ADD COLUMN "public_complaints" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "complaints_live_idx" ON "complaints" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "complaints"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "complaints_due_idx" ON "complaints" USING btree ("response_due_at") WHERE "complaints"."response_due_at" IS NOT NULL AND "complaints"."status" IN ('pending', 'in-review') AND "complaints"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "complaints_company_public_idx" ON "complaints" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "complaints"."deleted_at" IS NULL AND "complaints"."hidden" = false AND "complaints"."status" NOT IN ('submitted', 'flag');--> statement-breakpoint
CREATE INDEX "complaints_status_idx" ON "complaints" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "complaints"."deleted_at" IS NULL;--> statement-breakpoint
-- Complaint counters (decision 37): every write that changes whether a complaint counts, and where, moves the
-- company's, the customer's and the platform's counters in the same transaction, so that lists and dashboards read
-- counters instead of counting rows.
CREATE FUNCTION complaint_counts_apply(p_company uuid, p_customer uuid, p_status complaint_status, p_public boolean, p_responded boolean, d integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_company IS NOT NULL THEN
    UPDATE company_stats SET complaints_total = complaints_total + d,
      submitted = submitted + CASE WHEN p_status = 'submitted' THEN d ELSE 0 END,
      pending = pending + CASE WHEN p_status = 'pending' THEN d ELSE 0 END,
      in_review = in_review + CASE WHEN p_status = 'in-review' THEN d ELSE 0 END,
      processed = processed + CASE WHEN p_status = 'processed' THEN d ELSE 0 END,
      resolved = resolved + CASE WHEN p_status = 'resolved' THEN d ELSE 0 END,
      unresolved = unresolved + CASE WHEN p_status = 'unresolved' THEN d ELSE 0 END,
      overdue = overdue + CASE WHEN p_status = 'overdue' THEN d ELSE 0 END,
      flag = flag + CASE WHEN p_status = 'flag' THEN d ELSE 0 END,
      public_complaints = public_complaints + CASE WHEN p_public THEN d ELSE 0 END,
      responded_count = responded_count + CASE WHEN p_responded THEN d ELSE 0 END,
      updated_at = now()
    WHERE company_id = p_company;
  END IF;
  INSERT INTO customer_stats (user_id) VALUES (p_customer) ON CONFLICT (user_id) DO NOTHING;
  UPDATE customer_stats SET complaints_total = complaints_total + d,
      submitted = submitted + CASE WHEN p_status = 'submitted' THEN d ELSE 0 END,
      pending = pending + CASE WHEN p_status = 'pending' THEN d ELSE 0 END,
      in_review = in_review + CASE WHEN p_status = 'in-review' THEN d ELSE 0 END,
      processed = processed + CASE WHEN p_status = 'processed' THEN d ELSE 0 END,
      resolved = resolved + CASE WHEN p_status = 'resolved' THEN d ELSE 0 END,
      unresolved = unresolved + CASE WHEN p_status = 'unresolved' THEN d ELSE 0 END,
      overdue = overdue + CASE WHEN p_status = 'overdue' THEN d ELSE 0 END,
      flag = flag + CASE WHEN p_status = 'flag' THEN d ELSE 0 END,
      updated_at = now()
    WHERE user_id = p_customer;
  UPDATE platform_stats SET complaints_total = complaints_total + d,
      submitted = submitted + CASE WHEN p_status = 'submitted' THEN d ELSE 0 END,
      pending = pending + CASE WHEN p_status = 'pending' THEN d ELSE 0 END,
      in_review = in_review + CASE WHEN p_status = 'in-review' THEN d ELSE 0 END,
      processed = processed + CASE WHEN p_status = 'processed' THEN d ELSE 0 END,
      resolved = resolved + CASE WHEN p_status = 'resolved' THEN d ELSE 0 END,
      unresolved = unresolved + CASE WHEN p_status = 'unresolved' THEN d ELSE 0 END,
      overdue = overdue + CASE WHEN p_status = 'overdue' THEN d ELSE 0 END,
      flag = flag + CASE WHEN p_status = 'flag' THEN d ELSE 0 END,
      public_complaints = public_complaints + CASE WHEN p_public THEN d ELSE 0 END,
      updated_at = now()
    WHERE id = 'global';
END $$;
--> statement-breakpoint
CREATE FUNCTION complaints_counters_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL THEN
    PERFORM complaint_counts_apply(OLD.company_id, OLD.customer_id, OLD.status,
      NOT OLD.hidden AND OLD.status NOT IN ('submitted', 'flag'), OLD.first_response_at IS NOT NULL, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.deleted_at IS NULL THEN
    PERFORM complaint_counts_apply(NEW.company_id, NEW.customer_id, NEW.status,
      NOT NEW.hidden AND NEW.status NOT IN ('submitted', 'flag'), NEW.first_response_at IS NOT NULL, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER complaints_counters_sync AFTER INSERT OR DELETE ON complaints
  FOR EACH ROW EXECUTE FUNCTION complaints_counters_sync();
--> statement-breakpoint
-- Votes and comment counts change often and count nowhere: only the columns that matter fire the update trigger.
CREATE TRIGGER complaints_counters_sync_update AFTER UPDATE OF status, deleted_at, hidden, first_response_at, company_id, customer_id ON complaints
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
    OR OLD.hidden IS DISTINCT FROM NEW.hidden OR (OLD.first_response_at IS NULL) <> (NEW.first_response_at IS NULL)
    OR OLD.company_id IS DISTINCT FROM NEW.company_id OR OLD.customer_id IS DISTINCT FROM NEW.customer_id)
  EXECUTE FUNCTION complaints_counters_sync();
